import { TZDate } from '@date-fns/tz'
import { addDays, format, parseISO } from 'date-fns'

/** A calendar day as 'yyyy-MM-dd', independent of any time zone. */
export type IsoDate = string

export { DEFAULT_BAKERY_TIMEZONE } from './bakery-time-zone'

/** The bakery's calendar day at instant `now`, read in its own time zone. */
export function bakeryToday(now: Date, timeZone: string): IsoDate {
  return format(new TZDate(now, timeZone), 'yyyy-MM-dd')
}

export function addDaysIso(date: IsoDate, days: number): IsoDate {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd')
}

/** 0 = Sunday … 6 = Saturday, as product availabilityDays count them. */
export function weekdayOf(date: IsoDate): number {
  return parseISO(date).getDay()
}

export function isValidIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && format(parseISO(value), 'yyyy-MM-dd') === value
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
