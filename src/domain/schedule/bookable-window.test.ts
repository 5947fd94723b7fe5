import { describe, expect, it } from 'vitest'
import { bakingDaysInWindow, bookableWindow, isBakingDay, isInWindow, nextWeekBakingDays } from './bookable-window'
import { bakeryToday } from './calendar-dates'

const MERIDA = 'America/Merida'

describe('the bakery day in Mérida (UTC−6 all year, no daylight saving)', () => {
  it.each([
    ['2026-11-23T05:59:59Z', '2026-11-22'],
    ['2026-11-23T06:00:00Z', '2026-11-23'],
    ['2026-04-05T05:59:59Z', '2026-04-04'],
    ['2026-07-01T06:00:00Z', '2026-07-01'],
    ['2026-12-31T23:30:00Z', '2026-12-31'],
    ['2027-01-01T06:00:00Z', '2027-01-01'],
  ])('at %s it is %s in Mérida', (instant, day) => {
    expect(bakeryToday(new Date(instant), MERIDA)).toBe(day)
  })

  it('counts the window in the bakery zone, not the server zone', () => {
    const lateEvening = new Date('2026-11-23T05:30:00Z') // 23:30 on the 22nd in Mérida
    expect(bookableWindow(lateEvening, MERIDA)).toEqual({ first: '2026-11-23', last: '2026-12-06' })
    expect(bookableWindow(lateEvening, 'UTC')).toEqual({ first: '2026-11-24', last: '2026-12-07' })
  })
})

describe('bookable window', () => {
  const window = bookableWindow(new Date('2026-11-22T18:00:00Z'), MERIDA)

  it.each([
    ['2026-11-22', false],
    ['2026-11-23', true],
    ['2026-12-06', true],
    ['2026-12-07', false],
  ])('%s bookable: %s', (date, expected) => {
    expect(isInWindow(date, window)).toBe(expected)
  })

  it('bakes Tuesday to Saturday only', () => {
    expect(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-28'].map((date) => isBakingDay(date))).toEqual([false, false, true, true])
    expect(bakingDaysInWindow(window)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ])
  })
})

describe('nextWeekBakingDays', () => {
  it('opens the baking days among the 7 days from the bakery’s tomorrow', () => {
    // Monday 23 November 2026 in Mérida: tomorrow is Tuesday 24; Sunday 29 and Monday 30 are not baking days.
    expect(nextWeekBakingDays(new Date('2026-11-23T16:00:00Z'), 'America/Merida')).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ])
    expect(nextWeekBakingDays(new Date('2026-11-23T16:00:00Z'), 'America/Merida', [0, 1])).toEqual(['2026-11-29', '2026-11-30'])
  })
})
