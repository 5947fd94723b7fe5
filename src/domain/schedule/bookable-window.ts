import { addDaysIso, bakeryToday, type IsoDate, weekdayOf } from './calendar-dates'
import { DEFAULT_BAKING_DAYS } from './default-baking-days'

export { DEFAULT_BAKING_DAYS }

/** Customers may order for tomorrow up to 14 days ahead (spec §5), counted in the bakery's days. */
export const FIRST_BOOKABLE_DAY_OFFSET = 1
export const LAST_BOOKABLE_DAY_OFFSET = 14
/** Calendars start the week on Monday. */
export const WEEK_STARTS_ON = 1 as const

export type BookableWindow = { first: IsoDate; last: IsoDate }

/** The bakery's tomorrow: the first day a customer can order for, or staff open a date for. */
export function firstOrderDay(now: Date, timeZone: string): IsoDate {
  return addDaysIso(bakeryToday(now, timeZone), FIRST_BOOKABLE_DAY_OFFSET)
}

/**
 * The bakery's today: the first day staff can enter an order for, or move one to. A customer who phones at the
 * counter's morning to collect that afternoon is served from what is baked (passing the lead time, recorded as such).
 */
export function firstStaffOrderDay(now: Date, timeZone: string): IsoDate {
  return bakeryToday(now, timeZone)
}

export function bookableWindow(now: Date, timeZone: string): BookableWindow {
  return { first: firstOrderDay(now, timeZone), last: addDaysIso(bakeryToday(now, timeZone), LAST_BOOKABLE_DAY_OFFSET) }
}

/** ISO dates compare correctly as strings. */
export function isInWindow(date: IsoDate, window: BookableWindow): boolean {
  return date >= window.first && date <= window.last
}

export function isBakingDay(date: IsoDate, bakingDays: readonly number[] = DEFAULT_BAKING_DAYS): boolean {
  return bakingDays.includes(weekdayOf(date))
}

export function datesInWindow(window: BookableWindow): IsoDate[] {
  const dates: IsoDate[] = []
  for (let date = window.first; date <= window.last; date = addDaysIso(date, 1)) dates.push(date)
  return dates
}

/** The baking days of the window: what the demo seed opens for orders. */
export function bakingDaysInWindow(window: BookableWindow, bakingDays: readonly number[] = DEFAULT_BAKING_DAYS): IsoDate[] {
  return datesInWindow(window).filter((date) => isBakingDay(date, bakingDays))
}

/** Spec §9's 'add week' spans 7 days from the bakery's tomorrow. */
export const WEEK_LENGTH = 7

/** The baking days among the 7 days from the bakery's tomorrow: what 'Add the next 7 days' opens. */
export function nextWeekBakingDays(now: Date, timeZone: string, bakingDays: readonly number[] = DEFAULT_BAKING_DAYS): IsoDate[] {
  const tomorrow = firstOrderDay(now, timeZone)
  return Array.from({ length: WEEK_LENGTH }, (_, offset) => addDaysIso(tomorrow, offset)).filter((date) => isBakingDay(date, bakingDays))
}
