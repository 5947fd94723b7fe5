import type { AvailableDate } from '../schedule/available-date-schemas'
import { isFull } from '../schedule/day-availability'
import { type GroupedProduct, unitsLeftOf } from './day-limits'
import { type DaySettings, dayProblems, type ScheduledProduct } from './order-day-rules'

/** How one product stands on a pickup day a customer chose: whether they can have it, and how many are left when limited. */
export type ProductDayOffer =
  | { kind: 'available'; left: number | undefined }
  | { kind: 'sold_out' }
  /** Not made that weekday, not ready in time, or the day is closed to orders (full, cut-off, not a baking day). */
  | { kind: 'unavailable' }

export function productDayOffer(
  product: ScheduledProduct & GroupedProduct,
  day: AvailableDate,
  rules: { settings: DaySettings; now: Date; timeZone: string },
): ProductDayOffer {
  if (isFull(day) || dayProblems({ date: day.date, products: [product], ...rules }).length > 0) return { kind: 'unavailable' }
  const left = unitsLeftOf(product, day.unitsLeft)
  return left === 0 ? { kind: 'sold_out' } : { kind: 'available', left }
}
