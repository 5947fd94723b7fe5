/** A calendar day as 'yyyy-MM-dd', independent of any time zone. */
export type IsoDate = string

export { DEFAULT_BAKERY_TIMEZONE } from './bakery-time-zone'

// Plain UTC arithmetic and Intl, no date library: these run on every page's first load (the storefront's days),
// where date-fns' formatting engine would add about 8 KB of JavaScript.

/** Noon UTC of a day: that calendar day whichever zone later reads it. */
const utcNoon = (date: IsoDate) => new Date(`${date}T12:00:00Z`)
const isoOf = (instant: Date) => instant.toISOString().slice(0, 10)

const dayFormatters = new Map<string, Intl.DateTimeFormat>()

/** The bakery's calendar day at instant `now`, read in its own time zone. */
export function bakeryToday(now: Date, timeZone: string): IsoDate {
  let formatter = dayFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormatters.set(timeZone, formatter)
  }
  const part = Object.fromEntries(formatter.formatToParts(now).map(({ type, value }) => [type, value]))
  return `${part.year}-${part.month}-${part.day}`
}

export function addDaysIso(date: IsoDate, days: number): IsoDate {
  return isoOf(new Date(utcNoon(date).getTime() + days * 86_400_000))
}

/** 0 = Sunday … 6 = Saturday, as product availabilityDays count them. */
export function weekdayOf(date: IsoDate): number {
  return utcNoon(date).getUTCDay()
}

export function isValidIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(utcNoon(value).getTime()) && isoOf(utcNoon(value)) === value
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
