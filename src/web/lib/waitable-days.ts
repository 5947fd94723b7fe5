import { type GroupedProduct, unitsLeftOf } from '../../domain/planning/day-limits'
import { allWindowsFull, type PickupWindow } from '../../domain/planning/pickup-windows'
import type { AvailableDate } from '../../domain/schedule/available-date-schemas'
import { isFull } from '../../domain/schedule/day-availability'

export type WaitableDay = { date: string; full: boolean; soldOut: boolean }

/**
 * The days one can join a waitlist for: those with no order place left, or whose every pickup window is full (no
 * order can take them either), and, for a product, those it is sold out.
 */
export function waitableDays(days: readonly AvailableDate[], product?: GroupedProduct, windows: readonly PickupWindow[] = []): WaitableDay[] {
  return days
    .map((day) => ({
      date: day.date,
      full: isFull(day) || (windows.length > 0 && allWindowsFull(windows, day.unitsLeft?.windows)),
      soldOut: product !== undefined && unitsLeftOf(product, day.unitsLeft) === 0,
    }))
    .filter((day) => day.full || day.soldOut)
}
