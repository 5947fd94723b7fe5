import { describe, expect, it } from 'vitest'
import { text } from '../written-text'
import { dayAvailability, dayFullRefusal, inventoryStatus, staffAvailabilityBadge } from './day-availability'

describe('day availability', () => {
  it.each([
    [{ maxOrders: 10, currentOrders: 10 }, 'unavailable'],
    [{ maxOrders: 10, currentOrders: 12 }, 'unavailable'],
    [{ maxOrders: 10, currentOrders: 7 }, 'limited'],
    [{ maxOrders: 10, currentOrders: 6 }, 'available'],
    [{ maxOrders: 10, currentOrders: 0, limitedAvailability: true }, 'limited'],
    [{ maxOrders: 2, currentOrders: 0 }, 'limited'],
  ] as const)('%o is %s', (day, expected) => {
    expect(dayAvailability(day)).toBe(expected)
  })

  it.each([
    [{ maxOrders: 10, currentOrders: 10 }, 'Fully Booked'],
    [{ maxOrders: 10, currentOrders: 7 }, 'Almost Full'],
    [{ maxOrders: 10, currentOrders: 6 }, 'Available'],
  ] as const)('admin inventory shows %o as %s', (day, expected) => {
    expect(inventoryStatus(day)).toBe(expected)
  })

  it.each([
    [
      { maxOrders: 10, currentOrders: 10 },
      { tone: 'red', placesLeft: 0, full: true },
    ],
    [
      { maxOrders: 10, currentOrders: 8 },
      { tone: 'amber', placesLeft: 2, full: false },
    ],
    [
      { maxOrders: 10, currentOrders: 7 },
      { tone: 'green', placesLeft: 3, full: false },
    ],
  ] as const)('the staff badge for %o', (day, expected) => {
    expect(staffAvailabilityBadge(day)).toEqual(expected)
  })
})

describe('dayFullRefusal', () => {
  it('names the day and points at the field that chose it', () => {
    const refusal = dayFullRefusal('2026-12-05', 'date')
    expect(refusal.code).toBe('date_full')
    expect(refusal.message).toBe('2026-12-05 is fully booked. Please choose another day.')
    expect(refusal.errors).toEqual([{ path: 'date', message: text('day_full') }])
    expect(dayFullRefusal('2026-12-05').errors[0]?.path).toBe('order.pickupDate')
  })
})
