import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { type BookableWindow, isInWindow } from '../../../domain/schedule/bookable-window'
import type { IsoDate } from '../../../domain/schedule/calendar-dates'
import { type DayAvailability, dayAvailability } from '../../../domain/schedule/day-availability'

export type BookableDay = AvailableDate & { availability: DayAvailability }
export type BookableDays = ReadonlyMap<IsoDate, BookableDay>

/** The configured baking days inside the bookable window (in the bakery's time zone), by date, with how full each is. */
export function bookableDays(availableDates: readonly AvailableDate[], window: BookableWindow): BookableDays {
  return new Map(
    availableDates.filter((day) => isInWindow(day.date, window)).map((day) => [day.date, { ...day, availability: dayAvailability(day) }]),
  )
}

/** Spec §5: only a configured day from tomorrow to 14 days ahead that is not full can be chosen. */
export function isChoosable(date: IsoDate, days: BookableDays): boolean {
  const availability = days.get(date)?.availability
  return availability !== undefined && availability !== 'unavailable'
}
