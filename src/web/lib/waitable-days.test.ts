import { describe, expect, it } from 'vitest'
import type { AvailableDate } from '../../domain/schedule/available-date-schemas'
import { waitableDays } from './waitable-days'

const day = (date: string, currentOrders: number, left: Record<string, number> = {}, groups: Record<string, number> = {}): AvailableDate => ({
  id: 1,
  date,
  maxOrders: 10,
  currentOrders,
  limitedAvailability: false,
  notes: null,
  unitsLeft: { products: left, groups, windows: {} },
})

const days = [day('2026-12-01', 10), day('2026-12-02', 3, { '1': 0 }), day('2026-12-03', 3, { '1': 4 }), day('2026-12-04', 3, {}, { '7': 0 })]

describe('the days a waitlist can be joined for', () => {
  it('are the full days when no product is named', () => {
    expect(waitableDays(days)).toEqual([{ date: '2026-12-01', full: true, soldOut: false }])
  })

  it('add the days a product is sold out, on its own limit or its group’s', () => {
    expect(waitableDays(days, { id: 1, limitGroupId: null }).map((entry) => entry.date)).toEqual(['2026-12-01', '2026-12-02'])
    expect(waitableDays(days, { id: 2, limitGroupId: 7 })).toEqual([
      { date: '2026-12-01', full: true, soldOut: false },
      { date: '2026-12-04', full: false, soldOut: true },
    ])
  })

  it('count a day whose every pickup window is full as full, though it has places left', () => {
    const windows = [
      { start: '08:00', end: '10:00', limit: 2 },
      { start: '10:00', end: '12:00', limit: 2 },
    ]
    const windowsFull = {
      ...day('2026-12-05', 4),
      unitsLeft: { products: {}, groups: {}, windows: { '8:00 AM - 10:00 AM': 0, '10:00 AM - 12:00 PM': 0 } },
    }
    const oneOpen = {
      ...day('2026-12-06', 3),
      unitsLeft: { products: {}, groups: {}, windows: { '8:00 AM - 10:00 AM': 0, '10:00 AM - 12:00 PM': 1 } },
    }
    expect(waitableDays([windowsFull, oneOpen], undefined, windows)).toEqual([{ date: '2026-12-05', full: true, soldOut: false }])
  })

  it('leave out the days no customer can order at all: today, a day not baked, a day past its cut-off', () => {
    // Saturday 28 November 2026, 2 pm in Mérida; orders for a day close at 6 pm the day before.
    const rules = {
      settings: { bakingDays: [2, 3, 4, 5, 6], orderCutoffTime: '18:00' },
      now: new Date('2026-11-28T20:00:00Z'),
      timeZone: 'America/Merida',
    }
    const full = ['2026-11-28', '2026-11-29', '2026-12-01', '2026-12-02'].map((date) => day(date, 10))
    expect(waitableDays(full, undefined, [], rules).map((entry) => entry.date)).toEqual(['2026-12-01', '2026-12-02'])
    const late = { ...rules, now: new Date('2026-12-01T01:00:00Z') }
    expect(waitableDays(full, undefined, [], late).map((entry) => entry.date)).toEqual(['2026-12-02'])
  })
})
