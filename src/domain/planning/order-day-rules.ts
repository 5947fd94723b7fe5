import { TZDate } from '@date-fns/tz'
import { productNamed } from '../catalog/product-names'
import type { ErrorCode, FieldError } from '../errors'
import { isBakingDay } from '../schedule/bookable-window'
import { addDaysIso, bakeryToday, type IsoDate, weekdayOf } from '../schedule/calendar-dates'
import { text } from '../written-text'

/** What decides which days can be ordered for, from the shop's settings. */
export type DaySettings = { bakingDays: readonly number[]; orderCutoffTime: string | null }

export type ScheduledProduct = { id: number; name: string; nameEs?: string | null; availabilityDays: readonly number[]; prepTime: number }

export const MINUTES_PER_DAY = 1440

/** Days between the bakery's today and the first pickup day a product's preparation allows: at least one. */
export function leadDays(prepTimeMinutes: number): number {
  return Math.max(1, Math.ceil(prepTimeMinutes / MINUTES_PER_DAY))
}

/** The first pickup day a product can be ready for, counted in the bakery's days. */
export function earliestPickupDay(prepTimeMinutes: number, now: Date, timeZone: string): IsoDate {
  return addDaysIso(bakeryToday(now, timeZone), leadDays(prepTimeMinutes))
}

/** The instant the bakery's wall clock shows `time` ('HH:mm') on `date`. */
export function wallClock(date: IsoDate, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime())
}

/** The moment orders for pickup day D close by the cut-off: its time on D−1 on the bakery's wall clock (none unset). */
export function cutoffAt(date: IsoDate, cutoffTime: string | null, timeZone: string): Date | null {
  return cutoffTime ? wallClock(addDaysIso(date, -1), cutoffTime, timeZone) : null
}

export function isPastCutoff(date: IsoDate, cutoffTime: string | null, now: Date, timeZone: string): boolean {
  const closes = cutoffAt(date, cutoffTime, timeZone)
  return closes !== null && now.getTime() >= closes.getTime()
}

/**
 * When customers can no longer order a product for pickup day D (dayProblems' rules as a moment): the cut-off, or
 * the start of the first bakery day too late for its preparation (D itself when it needs one day), the earlier.
 */
export function ordersCloseAt(line: { date: IsoDate; cutoffTime: string | null; leadDays: number }, timeZone: string): Date {
  const tooLate = wallClock(addDaysIso(line.date, 1 - line.leadDays), '00:00', timeZone)
  const cutoff = cutoffAt(line.date, line.cutoffTime, timeZone)
  return cutoff && cutoff.getTime() < tooLate.getTime() ? cutoff : tooLate
}

export type DayProblem = FieldError & { code: ErrorCode }

export type DayCheck = {
  date: IsoDate
  products: readonly ScheduledProduct[]
  settings: DaySettings
  now: Date
  timeZone: string
  /** Staff entering a phone or WhatsApp order may pass the cut-off and the lead time (never the limits). */
  byStaff?: boolean
}

/** The rules staff may override, as recorded on the order. */
export type StaffOverride = 'cutoff' | 'lead_time'

/**
 * Why `products` (in the order's line order) cannot be picked up on `date`: a day the bakery does not bake, past the
 * cut-off, a product not made that weekday, or not ready in time. Empty when the day can be ordered.
 */
export function dayProblems({ date, products, settings, now, timeZone, byStaff = false }: DayCheck): DayProblem[] {
  const problems: DayProblem[] = []
  if (!isBakingDay(date, settings.bakingDays)) {
    problems.push({ code: 'date_not_bookable', path: 'order.pickupDate', message: text('not_baking_on', { date }) })
  }
  if (!byStaff && isPastCutoff(date, settings.orderCutoffTime, now, timeZone)) {
    problems.push({
      code: 'cutoff_passed',
      path: 'order.pickupDate',
      message: text('cutoff_closed', { date, time: String(settings.orderCutoffTime) }),
    })
  }
  products.forEach((product, index) => {
    const path = `items.${index}.productId`
    if (!product.availabilityDays.includes(weekdayOf(date))) {
      problems.push({ code: 'product_unavailable_day', path, message: text('product_not_made_on', { ...productNamed(product), date }) })
    }
    const earliest = earliestPickupDay(product.prepTime, now, timeZone)
    if (!byStaff && date < earliest)
      problems.push({ code: 'lead_time', path, message: text('product_ready_from', { ...productNamed(product), date: earliest }) })
  })
  return problems
}

/** The rules a staff order passes that a customer's would not: recorded with the order. */
export function staffOverrides(check: Omit<DayCheck, 'byStaff'>): StaffOverride[] {
  const customerCodes = new Set(dayProblems(check).map((problem) => problem.code))
  return (['cutoff', 'lead_time'] as const).filter((rule) => customerCodes.has(rule === 'cutoff' ? 'cutoff_passed' : 'lead_time'))
}
