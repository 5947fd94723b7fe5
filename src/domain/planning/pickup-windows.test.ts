import { describe, expect, it } from 'vitest'
import { TIME_SLOTS } from '../orders/order-status'
import {
  allWindowsFull,
  chosenWindow,
  clockLabel,
  DEFAULT_PICKUP_WINDOWS,
  defaultWindowLabel,
  findWindow,
  pickupHours,
  strandedOrders,
  windowHolding,
  windowLabel,
  windowStartMinutes,
} from './pickup-windows'

describe('pickup windows', () => {
  it("label the default windows exactly as the spec's four slots", () => {
    expect(DEFAULT_PICKUP_WINDOWS.map(windowLabel)).toEqual([...TIME_SLOTS])
  })

  it.each([
    ['00:30', '12:30 AM'],
    ['09:00', '9:00 AM'],
    ['12:00', '12:00 PM'],
    ['17:45', '5:45 PM'],
  ])('writes %s as %s', (time, label) => {
    expect(clockLabel(time)).toBe(label)
  })

  it('pre-selects the earliest window and finds a window by its label', () => {
    const windows = [
      { start: '11:00', end: '13:00', limit: 4 },
      { start: '08:00', end: '10:00', limit: null },
    ]
    expect(defaultWindowLabel(windows)).toBe('8:00 AM - 10:00 AM')
    expect(findWindow(windows, '11:00 AM - 1:00 PM')?.limit).toBe(4)
    expect(findWindow(windows, '9:00 AM - 11:00 AM')).toBeUndefined()
  })

  it('spans the pickup hours from the first start to the last end', () => {
    expect(pickupHours(DEFAULT_PICKUP_WINDOWS)).toEqual({ start: '09:00', end: '17:00' })
  })
})

describe('windowStartMinutes', () => {
  it.each([
    ['9:00 AM - 11:00 AM', 540],
    ['12:00 PM - 1:00 PM', 720],
    ['1:00 PM - 3:00 PM', 780],
    ['12:30 AM - 1:00 AM', 30],
    [null, 1440],
  ])('%s starts %d minutes after midnight', (label, minutes) => {
    expect(windowStartMinutes(label)).toBe(minutes)
  })

  it('keeps the customer’s window while it has room, else takes the earliest with room, and none when all are full', () => {
    const [nine, eleven, one] = DEFAULT_PICKUP_WINDOWS.map(windowLabel)
    expect(chosenWindow(DEFAULT_PICKUP_WINDOWS, eleven, { [nine!]: 0 })).toBe(eleven)
    expect(chosenWindow(DEFAULT_PICKUP_WINDOWS, undefined, { [nine!]: 0 })).toBe(eleven)
    expect(chosenWindow(DEFAULT_PICKUP_WINDOWS, eleven, { [eleven!]: 0, [nine!]: 2 })).toBe(nine)
    expect(chosenWindow(DEFAULT_PICKUP_WINDOWS.slice(0, 3), one, { [nine!]: 0, [eleven!]: 0, [one!]: 0 })).toBeUndefined()
  })
})

describe('allWindowsFull', () => {
  const windows = [
    { start: '08:00', end: '10:00', limit: 2 },
    { start: '10:00', end: '12:00', limit: null },
  ]
  it.each([
    ['nothing taken yet', undefined, false],
    ['the limited window full, the open one never', { '8:00 AM - 10:00 AM': 0 }, false],
  ] as const)('is false with %s', (_case, left, full) => {
    expect(allWindowsFull(windows, left)).toBe(full)
  })

  it('is true only when every window has no room left', () => {
    const limited = [windows[0]!, { ...windows[1]!, limit: 3 }]
    expect(allWindowsFull(limited, { '8:00 AM - 10:00 AM': 0, '10:00 AM - 12:00 PM': 1 })).toBe(false)
    expect(allWindowsFull(limited, { '8:00 AM - 10:00 AM': 0, '10:00 AM - 12:00 PM': 0 })).toBe(true)
  })

  it('counts an order booked under old hours against the window its start falls in now', () => {
    const windows = [
      { start: '12:00', end: '13:00', limit: null },
      { start: '09:00', end: '12:00', limit: 2 },
    ]
    expect(windowHolding(windows, '12:00 PM - 1:00 PM')).toBe(windows[0])
    expect(windowHolding(windows, '9:00 AM - 11:00 AM')).toBe(windows[1])
    expect(windowHolding(windows, '11:00 AM - 1:00 PM')).toBe(windows[1])
    expect(windowHolding(windows, '1:00 PM - 3:00 PM')).toBeUndefined()
    expect(windowHolding(windows, 'morning')).toBeUndefined()
  })

  it('names the orders still to come whose time no window holds any more, and no others', () => {
    const windows = [
      { start: '09:00', end: '12:00', limit: null },
      { start: '12:00', end: '13:00', limit: null },
    ]
    const orders = [
      { id: 1, status: 'pending', pickupDate: '2026-12-03', pickupTime: '9:00 AM - 11:00 AM' },
      { id: 2, status: 'confirmed', pickupDate: '2026-12-03', pickupTime: '3:00 PM - 5:00 PM' },
      { id: 3, status: 'cancelled', pickupDate: '2026-12-03', pickupTime: '3:00 PM - 5:00 PM' },
      { id: 4, status: 'completed', pickupDate: '2026-12-03', pickupTime: '3:00 PM - 5:00 PM' },
      { id: 5, status: 'ready', pickupDate: '2026-12-04', pickupTime: null },
    ]
    expect(strandedOrders(orders, windows).map((order) => order.id)).toEqual([2])
  })
})
