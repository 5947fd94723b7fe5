import { describe, expect, it } from 'vitest'
import { createsAt, dueWeek, mayPlaceOn, plannedWeek, seriesDatesAfter } from './standing-schedule'

const TZ = 'America/Merida'

describe('standing order schedule', () => {
  it('repeats the anchor weekday every week or every two weeks, after a given day', () => {
    expect(seriesDatesAfter({ anchorDate: '2026-11-28', everyWeeks: 1 }, '2026-11-28', 3)).toEqual(['2026-12-05', '2026-12-12', '2026-12-19'])
    expect(seriesDatesAfter({ anchorDate: '2026-11-28', everyWeeks: 2 }, '2026-12-06', 2)).toEqual(['2026-12-12', '2026-12-26'])
  })

  it('makes a week three days before pickup at 08:00 bakery time', () => {
    // 08:00 in Mérida (UTC−6) is 14:00 UTC.
    expect(createsAt('2026-12-05', TZ).toISOString()).toBe('2026-12-02T14:00:00.000Z')
  })

  it('is due once that moment has come, and not before', () => {
    const series = { anchorDate: '2026-11-28', everyWeeks: 1 }
    expect(dueWeek(series, new Date('2026-12-02T13:59:00Z'), TZ)).toBeNull()
    expect(dueWeek(series, new Date('2026-12-02T14:00:00Z'), TZ)).toBe('2026-12-05')
    // On pickup day itself the week is past: the next one is not due for days.
    expect(dueWeek(series, new Date('2026-12-05T15:00:00Z'), TZ)).toBeNull()
  })

  it('reads skips, a pause up to and including its day, and cancellation', () => {
    const plan = { status: 'active' as const, pausedUntil: '2026-12-12', skipDates: ['2026-12-19'] }
    expect(plannedWeek(plan, '2026-12-12')).toBe('paused')
    expect(plannedWeek(plan, '2026-12-19')).toBe('skipped')
    expect(plannedWeek(plan, '2026-12-26')).toBe('planned')
    expect(plannedWeek({ ...plan, status: 'cancelled' }, '2026-12-26')).toBe('cancelled')
  })
})

describe('mayPlaceOn', () => {
  // Every two weeks on Tuesday, from Tuesday 1 December 2026; the customer skipped 29 December.
  const series = { anchorDate: '2026-12-01', everyWeeks: 2, status: 'active' as const, pausedUntil: null, skipDates: ['2026-12-29'] }

  it('takes a coming week of the series, ordered ahead', () => {
    expect(mayPlaceOn(series, '2026-12-15', [])).toBe(true)
    expect(mayPlaceOn(series, '2027-01-12', [])).toBe(true)
  })

  it('refuses a week the customer skipped or paused, the first order’s own day, and days off the series', () => {
    expect(mayPlaceOn(series, '2026-12-29', [])).toBe(false)
    expect(mayPlaceOn({ ...series, pausedUntil: '2026-12-20' }, '2026-12-15', [])).toBe(false)
    expect(mayPlaceOn(series, '2026-12-01', [])).toBe(false)
    expect(mayPlaceOn(series, '2026-12-08', [])).toBe(false)
    expect(mayPlaceOn(series, '2026-12-18', [])).toBe(false)
  })

  it('takes the day the shop offered for a week that did not fit, whatever its weekday', () => {
    expect(mayPlaceOn(series, '2026-12-18', ['2026-12-18'])).toBe(true)
  })
})
