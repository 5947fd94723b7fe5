import { describe, expect, it } from 'vitest'
import type { AvailableDate } from './available-date-schemas'
import { bookableDays, firstChoosableDay, isChoosable, isOrderableDay, staffCanBook } from './choosable-days'

const WINDOW = { first: '2026-11-24', last: '2026-12-08' }

const day = (date: string, change: Partial<AvailableDate> = {}): AvailableDate => ({
  id: 1,
  date,
  maxOrders: 10,
  currentOrders: 0,
  limitedAvailability: false,
  notes: null,
  ...change,
})

describe('the days a customer can choose', () => {
  const days = bookableDays(
    [
      day('2026-11-23'),
      day('2026-11-24'),
      day('2026-11-25', { limitedAvailability: true }),
      day('2026-11-26', { currentOrders: 8 }),
      day('2026-11-27', { currentOrders: 10 }),
      day('2026-12-09'),
    ],
    WINDOW,
  )

  it('keeps only the configured days inside the bookable window, with how full each is', () => {
    expect([...days.entries()].map(([date, bookable]) => [date, bookable.availability])).toEqual([
      ['2026-11-24', 'available'],
      ['2026-11-25', 'limited'],
      ['2026-11-26', 'limited'],
      ['2026-11-27', 'unavailable'],
    ])
  })

  it.each([
    ['an available day', '2026-11-24', true],
    ['a day marked limited', '2026-11-25', true],
    ['a day with 2 places left', '2026-11-26', true],
    ['a full day', '2026-11-27', false],
    ['a day the bakery did not open', '2026-11-28', false],
    ['today, before the window', '2026-11-23', false],
    ['a day past the window', '2026-12-09', false],
  ])('%s can be chosen: %s', (_, date, expected) => {
    expect(isChoosable(date, days)).toBe(expected)
  })

  it('lets a day chosen earlier go once it fills up', () => {
    const later = bookableDays([day('2026-11-24', { currentOrders: 10 })], WINDOW)
    expect(isChoosable('2026-11-24', days)).toBe(true)
    expect(isChoosable('2026-11-24', later)).toBe(false)
  })

  it('opens the calendar on the first day left to choose, in the next month when this one has none', () => {
    expect(firstChoosableDay(days)).toBe('2026-11-24')
    const monthEnd = bookableDays([day('2026-12-02'), day('2026-11-28', { currentOrders: 10 }), day('2026-12-01', { currentOrders: 10 })], WINDOW)
    expect(firstChoosableDay(monthEnd)).toBe('2026-12-02')
    expect(firstChoosableDay(bookableDays([day('2026-11-28', { currentOrders: 10 })], WINDOW))).toBeUndefined()
  })
})

describe('the days staff can move an order to', () => {
  it.each([
    ['2026-11-24', {}, true],
    ['2026-12-20', {}, true],
    ['2026-11-23', {}, false],
    ['2026-11-24', { currentOrders: 10 }, false],
    ['2026-11-24', { currentOrders: 9 }, true],
  ] as const)('%s %o: %s', (date, change, movable) => {
    expect(staffCanBook(day(date, change), '2026-11-24')).toBe(movable)
  })
})

describe('the days a cart can have', () => {
  /** Monday 23 November 2026, 10:00 in Mérida. */
  const now = new Date('2026-11-23T16:00:00Z')
  const loaf = { id: 1, name: 'Artisan Sourdough', availabilityDays: [2, 3, 4, 5, 6], prepTime: 1440, limitGroupId: null }
  const cake = { id: 7, name: 'Cake', availabilityDays: [0, 1, 2, 3, 4, 5, 6], prepTime: 2880, limitGroupId: null }
  const cart = (units: Array<[number, number]>) => ({
    units: new Map(units),
    products: [loaf, cake],
    settings: { bakingDays: [2, 3, 4, 5, 6], orderCutoffTime: null },
    now,
    timeZone: 'America/Merida',
  })
  const availability = (date: string, units: Array<[number, number]>, change: Partial<AvailableDate> = {}) =>
    bookableDays([day(date, change)], WINDOW, cart(units)).get(date)?.availability

  it('greys out a day a product of the cart is not ready for, or not made on', () => {
    expect(availability('2026-11-24', [[7, 1]])).toBe('unavailable')
    expect(availability('2026-11-25', [[7, 1]])).toBe('available')
    expect(availability('2026-11-29', [[1, 1]])).toBe('unavailable')
  })

  it('greys out a day whose units left no longer fit the cart', () => {
    const left = { products: { '1': 2 }, groups: {}, windows: {} }
    expect(availability('2026-11-25', [[1, 3]], { unitsLeft: left })).toBe('unavailable')
    expect(availability('2026-11-25', [[1, 2]], { unitsLeft: left })).toBe('available')
  })

  it('greys out a day whose every pickup window is full', () => {
    const windows = [
      { start: '09:00', end: '11:00', limit: 4 },
      { start: '11:00', end: '13:00', limit: 4 },
    ]
    const withWindows = { ...cart([[1, 1]]), windows }
    const on = (left: Record<string, number>) =>
      bookableDays([day('2026-11-25', { unitsLeft: { products: {}, groups: {}, windows: left } })], WINDOW, withWindows).get('2026-11-25')
        ?.availability
    expect(on({ '9:00 AM - 11:00 AM': 0, '11:00 AM - 1:00 PM': 0 })).toBe('unavailable')
    expect(on({ '9:00 AM - 11:00 AM': 0, '11:00 AM - 1:00 PM': 1 })).toBe('available')
  })
})

describe('the days customers may order now, as the public list marks them', () => {
  const settings = { bakingDays: [2, 3, 4, 5, 6], orderCutoffTime: '18:00' }
  // Monday 30 November 2026, 17:59 in Mérida (UTC−6): already Tuesday 1 December in UTC.
  const evening = new Date('2026-11-30T23:59:00Z')
  const TZ = 'America/Merida'

  it('takes tomorrow until its cut-off, in the bakery’s time zone, and the window’s last day', () => {
    expect(isOrderableDay('2026-12-01', settings, evening, TZ)).toBe(true)
    expect(isOrderableDay('2026-12-01', settings, new Date('2026-12-01T00:00:00Z'), TZ)).toBe(false)
    expect(isOrderableDay('2026-12-01', { ...settings, orderCutoffTime: null }, new Date('2026-12-01T00:00:00Z'), TZ)).toBe(true)
    expect(isOrderableDay('2026-12-12', settings, evening, TZ)).toBe(true)
  })

  it('refuses today, a day past the 14-day window and a day the bakery does not bake', () => {
    expect(isOrderableDay('2026-11-30', settings, evening, TZ)).toBe(false)
    expect(isOrderableDay('2026-12-15', settings, evening, TZ)).toBe(false)
    expect(isOrderableDay('2026-12-06', settings, evening, TZ)).toBe(false)
  })
})
