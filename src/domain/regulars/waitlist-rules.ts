import { DomainError } from '../errors'
import type { Customizations } from '../orders/order-schemas'
import { wallClock } from '../planning/order-day-rules'
import { addDaysIso, bakeryToday } from '../schedule/calendar-dates'
import { text } from '../written-text'

/** How long an offered place or loaf is held for the customer before it passes to the next in line. */
export const WAITLIST_HOLD_MS = 2 * 60 * 60 * 1000
/** An offer with less time than this to claim it before orders close would only raise hopes: none is made. */
export const WAITLIST_MIN_HOLD_MS = 15 * 60 * 1000

/**
 * The bakery's night, when a hold's clock stops: a customer asleep does not lose a loaf offered at 11 PM by 1 AM, and
 * the next in line waits for the morning as they would.
 */
export const HOLD_NIGHT = { starts: '22:00', ends: '07:00' } as const

/** The instant `ms` of waking time after `from`: the bakery's night hours (HOLD_NIGHT) are not counted. */
export function afterWakingTime(from: Date, ms: number, timeZone: string): Date {
  let at = from.getTime()
  let left = ms
  while (left > 0) {
    const day = bakeryToday(new Date(at), timeZone)
    const morning = wallClock(day, HOLD_NIGHT.ends, timeZone).getTime()
    const night = wallClock(day, HOLD_NIGHT.starts, timeZone).getTime()
    if (at < morning) at = morning
    else if (at >= night) at = wallClock(addDaysIso(day, 1), HOLD_NIGHT.ends, timeZone).getTime()
    else {
      const step = Math.min(left, night - at)
      at += step
      left -= step
    }
  }
  return new Date(at)
}

/**
 * The end of an offer made at `offeredAt`: the hold time counted in waking hours, but never past the moment orders
 * close, since the claim is an order. Null when less than the shortest hold of waking time is left to claim it.
 */
export function holdEnds(offeredAt: Date, closesAt: Date, timeZone: string): Date | null {
  if (afterWakingTime(offeredAt, WAITLIST_MIN_HOLD_MS, timeZone).getTime() > closesAt.getTime()) return null
  return new Date(Math.min(afterWakingTime(offeredAt, WAITLIST_HOLD_MS, timeZone).getTime(), closesAt.getTime()))
}

/** An offer is the customer's until its hold ends. */
export const isHeld = (entry: { status: string; holdExpiresAt: Date | null }, now: Date): boolean =>
  entry.status === 'offered' && entry.holdExpiresAt !== null && entry.holdExpiresAt.getTime() > now.getTime()

/**
 * The most units of a product any day could hold: its own limit or its shared group's, the smaller (null: no limit).
 * Waiting for more could never be served, and would only stand in the line.
 */
export function mostUnitsADay(limits: { dailyLimit: number | null; groupLimit: number | null }): number | null {
  const known = [limits.dailyLimit, limits.groupLimit].filter((limit): limit is number => limit !== null)
  return known.length === 0 ? null : Math.min(...known)
}

export type ClaimLine = { productId: number; quantity: number; customizations: Customizations }

/**
 * What claiming an offer orders: for an entry that waited for a product, the units held for it, and nothing else (the
 * hold is for that product, so other items are refused rather than dropped); for one that waited for a place on the
 * day, the items the customer chose.
 */
export function claimLines(entry: { productId: number | null; quantity: number }, items: readonly ClaimLine[] | undefined): ClaimLine[] {
  if (entry.productId !== null) {
    if (items !== undefined)
      throw new DomainError('validation', text('claim_items_day_only'), [{ path: 'items', message: text('claim_items_day_only_short') }])
    return [{ productId: entry.productId, quantity: entry.quantity, customizations: {} }]
  }
  if (!items?.length) throw new DomainError('validation', text('choose_what_to_order'), [{ path: 'items', message: text('product_required') }])
  return [...items]
}
