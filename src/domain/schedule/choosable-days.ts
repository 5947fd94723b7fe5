import type { AvailableDate } from './available-date-schemas'
import { type BookableWindow, isInWindow } from './bookable-window'
import type { IsoDate } from './calendar-dates'
import { type DayAvailability, dayAvailability, isFull } from './day-availability'

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

/**
 * Staff move an order to any configured day that is not full from the first order day on; unlike customers they
 * may go past the 14-day window (the server applies the same rule and takes the place atomically).
 */
export function canMoveOrderTo(day: AvailableDate, firstDay: IsoDate): boolean {
  return day.date >= firstDay && !isFull(day)
}
