import { describe, expect, it } from 'vitest'
import { text } from '../written-text'
import { type DayCheck, dayProblems, earliestPickupDay, isPastCutoff, leadDays, ordersCloseAt, staffOverrides } from './order-day-rules'

const MERIDA = 'America/Merida'
/** Tuesday 24 November 2026, 10:00 in Mérida (UTC−6, no summer time). */
const tuesdayMorning = new Date('2026-11-24T16:00:00Z')
const sourdough = { id: 1, name: 'Artisan Sourdough', availabilityDays: [2, 3, 4, 5, 6], prepTime: 1440 }
const cake = { id: 7, name: 'Chocolate Cake', availabilityDays: [0, 1, 2, 3, 4, 5, 6], prepTime: 2880 }
const settings = { bakingDays: [2, 3, 4, 5, 6], orderCutoffTime: null }
const check = (overrides: Partial<DayCheck>): DayCheck => ({
  date: '2026-11-25',
  products: [sourdough],
  settings,
  now: tuesdayMorning,
  timeZone: MERIDA,
  ...overrides,
})
const codes = (overrides: Partial<DayCheck>) => dayProblems(check(overrides)).map((problem) => problem.code)

describe('lead time', () => {
  it.each([
    [0, 1],
    [60, 1],
    [1440, 1],
    [1441, 2],
    [2880, 2],
  ])('%d minutes of preparation: the first pickup day is %d day(s) after today', (minutes, days) => {
    expect(leadDays(minutes)).toBe(days)
  })

  it('refuses a 2,880-minute cake for tomorrow and accepts it for the day after', () => {
    expect(earliestPickupDay(2880, tuesdayMorning, MERIDA)).toBe('2026-11-26')
    expect(codes({ date: '2026-11-25', products: [cake] })).toEqual(['lead_time'])
    expect(codes({ date: '2026-11-26', products: [cake] })).toEqual([])
  })

  it('lets staff enter the cake for tomorrow, recording the override', () => {
    expect(codes({ date: '2026-11-25', products: [cake], byStaff: true })).toEqual([])
    expect(staffOverrides(check({ date: '2026-11-25', products: [cake] }))).toEqual(['lead_time'])
  })
})

describe('product days and baking days', () => {
  it('refuses sourdough on a Sunday, naming the item', () => {
    const problems = dayProblems(
      check({ date: '2026-11-29', products: [cake, sourdough], settings: { ...settings, bakingDays: [0, 2, 3, 4, 5, 6] } }),
    )
    expect(problems).toEqual([
      {
        code: 'product_unavailable_day',
        path: 'items.1.productId',
        message: text('product_not_made_on', { name: 'Artisan Sourdough', date: '2026-11-29' }),
      },
    ])
  })

  it('refuses a day the bakery does not bake, even for a product made every day', () => {
    expect(codes({ date: '2026-11-30', products: [cake] })).toEqual(['date_not_bookable'])
  })
})

describe('cut-off', () => {
  const withCutoff = { ...settings, orderCutoffTime: '18:00' }
  /** 17:59, 18:00 and 18:01 on Tuesday in Mérida. */
  const at = (minute: string) => new Date(`2026-11-24T${minute}:00-06:00`)

  it('closes tomorrow at the cut-off minute today, in the bakery time zone', () => {
    expect(isPastCutoff('2026-11-25', '18:00', at('17:59'), MERIDA)).toBe(false)
    expect(isPastCutoff('2026-11-25', '18:00', at('18:00'), MERIDA)).toBe(true)
    expect(isPastCutoff('2026-11-26', '18:00', at('18:01'), MERIDA)).toBe(false)
  })

  it('reads the wall clock of the zone it is given', () => {
    // 18:30 in Mérida is 19:30 in New York (winter): past a 19:00 cut-off there, not in Mérida.
    expect(isPastCutoff('2026-11-25', '19:00', at('18:30'), 'America/New_York')).toBe(true)
    expect(isPastCutoff('2026-11-25', '19:00', at('18:30'), MERIDA)).toBe(false)
  })

  it('refuses customers after the cut-off, lets staff through and records it', () => {
    expect(codes({ settings: withCutoff, now: at('18:00') })).toEqual(['cutoff_passed'])
    expect(codes({ settings: withCutoff, now: at('17:59') })).toEqual([])
    expect(codes({ settings: withCutoff, now: at('18:00'), byStaff: true })).toEqual([])
    expect(staffOverrides(check({ settings: withCutoff, now: at('18:00') }))).toEqual(['cutoff'])
  })

  it('has no cut-off when none is set (the spec calendar)', () => {
    expect(codes({ now: at('23:59') })).toEqual([])
  })

  it('states as a moment when orders close, the cut-off or the lead time, the earlier', () => {
    // 18:00 in Mérida (UTC−6) is midnight UTC.
    expect(ordersCloseAt({ date: '2026-12-05', cutoffTime: '18:00', leadDays: 1 }, MERIDA).toISOString()).toBe('2026-12-05T00:00:00.000Z')
    // Without a cut-off, when the day itself begins; a product that needs two days, a day earlier.
    expect(ordersCloseAt({ date: '2026-12-05', cutoffTime: null, leadDays: 1 }, MERIDA).toISOString()).toBe('2026-12-05T06:00:00.000Z')
    expect(ordersCloseAt({ date: '2026-12-05', cutoffTime: '18:00', leadDays: 2 }, MERIDA).toISOString()).toBe('2026-12-04T06:00:00.000Z')
    // The moment and the customer's refusal agree, a minute either side.
    const closes = ordersCloseAt({ date: '2026-11-25', cutoffTime: '18:00', leadDays: 1 }, MERIDA)
    expect(codes({ settings: withCutoff, now: new Date(closes.getTime() - 60_000) })).toEqual([])
    expect(codes({ settings: withCutoff, now: closes })).toEqual(['cutoff_passed'])
  })
})
