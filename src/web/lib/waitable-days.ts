import { type GroupedProduct, unitsLeftOf } from '../../domain/planning/day-limits'
import type { AvailableDate } from '../../domain/schedule/available-date-schemas'
import { isFull } from '../../domain/schedule/day-availability'

export type WaitableDay = { date: string; full: boolean; soldOut: boolean }

/** The days one can join a waitlist for: those with no order place left and, for a product, those it is sold out. */
export function waitableDays(days: readonly AvailableDate[], product?: GroupedProduct): WaitableDay[] {
  return days
    .map((day) => ({ date: day.date, full: isFull(day), soldOut: product !== undefined && unitsLeftOf(product, day.unitsLeft) === 0 }))
    .filter((day) => day.full || day.soldOut)
}
