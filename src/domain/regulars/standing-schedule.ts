import { TZDate } from '@date-fns/tz'
import { addDaysIso, bakeryToday, type IsoDate } from '../schedule/calendar-dates'

export const STANDING_EVERY = ['week', '2weeks'] as const
export type StandingEvery = (typeof STANDING_EVERY)[number]

export const weeksOf = (every: StandingEvery): 1 | 2 => (every === 'week' ? 1 : 2)
export const everyOf = (weeks: number): StandingEvery => (weeks === 2 ? '2weeks' : 'week')

/**
 * Each week's order is made this many days before its pickup, at this hour of the bakery's day: before any cut-off
 * (the day before) and inside a lead time of up to three days, and early enough that a regular keeps a place on a day
 * that fills up. Until then the customer may still skip, pause or change that week.
 */
export const CREATE_DAYS_BEFORE = 3
export const CREATE_AT_HOUR = 8

/** The instant the order for pickup day `date` is made. */
export function createsAt(date: IsoDate, timeZone: string): Date {
  const [year, month, day] = addDaysIso(date, -CREATE_DAYS_BEFORE).split('-').map(Number) as [number, number, number]
  return new Date(new TZDate(year, month - 1, day, CREATE_AT_HOUR, 0, 0, timeZone).getTime())
}

export type Series = { anchorDate: IsoDate; everyWeeks: number }

/** The next `count` days of the series strictly after `after` (the anchor itself is the order it came from). */
export function seriesDatesAfter(series: Series, after: IsoDate, count: number): IsoDate[] {
  const step = 7 * series.everyWeeks
  let date = addDaysIso(series.anchorDate, step)
  while (date <= after) date = addDaysIso(date, step)
  const dates: IsoDate[] = []
  for (; dates.length < count; date = addDaysIso(date, step)) dates.push(date)
  return dates
}

/**
 * The week whose order is due to be made at `now`: the first day of the series after the bakery's today whose moment
 * has come. Null when none is due yet. Weeks whose moment passed while the shop was down are not made late.
 */
export function dueWeek(series: Series, now: Date, timeZone: string): IsoDate | null {
  const [next] = seriesDatesAfter(series, bakeryToday(now, timeZone), 1)
  return next !== undefined && createsAt(next, timeZone).getTime() <= now.getTime() ? next : null
}

export type StandingPlan = { status: 'active' | 'cancelled'; pausedUntil: IsoDate | null; skipDates: readonly IsoDate[] }

/** What the customer has said about a week not yet made. */
export function plannedWeek(plan: StandingPlan, date: IsoDate): 'planned' | 'skipped' | 'paused' | 'cancelled' {
  if (plan.status === 'cancelled') return 'cancelled'
  if (plan.skipDates.includes(date)) return 'skipped'
  if (plan.pausedUntil !== null && date <= plan.pausedUntil) return 'paused'
  return 'planned'
}

/**
 * Whether the customer may order the series' lines for `date` now: a coming week of the series they have not skipped
 * or paused (ordered ahead, so the schedule will not make it again), or the day the shop offered for a week that did
 * not fit. Not any other day: a standing order is for its own weeks.
 */
export function mayPlaceOn(series: Series & StandingPlan, date: IsoDate, offeredDays: readonly IsoDate[]): boolean {
  if (offeredDays.includes(date)) return true
  const [week] = seriesDatesAfter(series, addDaysIso(date, -1), 1)
  return week === date && plannedWeek(series, date) === 'planned'
}
