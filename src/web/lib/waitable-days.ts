import { type GroupedProduct, unitsLeftOf } from '../../domain/planning/day-limits'
import { type DayCheck, dayProblems } from '../../domain/planning/order-day-rules'
import { allWindowsFull, type PickupWindow } from '../../domain/planning/pickup-windows'
import type { AvailableDate } from '../../domain/schedule/available-date-schemas'
import { firstOrderDay } from '../../domain/schedule/bookable-window'
import { isFull } from '../../domain/schedule/day-availability'

export type WaitableDay = { date: string; full: boolean; soldOut: boolean }

/** The shop's day rules and the time now: what decides whether a customer could order a day at all. */
export type DayRules = Pick<DayCheck, 'settings' | 'now' | 'timeZone'>

/**
 * The days one can join a waitlist for: those with no order place left, or whose every pickup window is full (no
 * order can take them either), and, for a product, those it is sold out. With the day rules, only the days a customer
 * could order at all (from tomorrow, baked, before the cut-off): the server refuses a line for any other.
 */
export function waitableDays(
  days: readonly AvailableDate[],
  product?: GroupedProduct,
  windows: readonly PickupWindow[] = [],
  rules?: DayRules,
): WaitableDay[] {
  const orderable = (date: string) =>
    !rules || (date >= firstOrderDay(rules.now, rules.timeZone) && dayProblems({ date, products: [], ...rules }).length === 0)
  return days
    .filter((day) => orderable(day.date))
    .map((day) => ({
      date: day.date,
      full: isFull(day) || (windows.length > 0 && allWindowsFull(windows, day.unitsLeft?.windows)),
      soldOut: product !== undefined && unitsLeftOf(product, day.unitsLeft) === 0,
    }))
    .filter((day) => day.full || day.soldOut)
}
