import { and, asc, eq, isNull, min, sql } from 'drizzle-orm'
import { DomainError } from '../../domain/errors'
import { dayProblems, leadDays, ordersCloseAt } from '../../domain/planning/order-day-rules'
import { allWindowsFull } from '../../domain/planning/pickup-windows'
import { holdEnds } from '../../domain/regulars/waitlist-rules'
import type { IsoDate } from '../../domain/schedule/calendar-dates'
import type { ShopSettings } from '../../domain/shop/settings-schemas'
import type { Queryable } from '../db/client'
import { products, waitlistEntries } from '../db/schema'
import { type DayHold, holdDay, unitsLeft } from '../planning/day-capacity'
import { scheduledProductColumns } from '../planning/scheduled-product-columns'

export type EntryRow = typeof waitlistEntries.$inferSelect
type Line = { date: string; productId: number | null }

/**
 * Namespace of the advisory locks that keep one line (a day, or a product on a day) in order across instances: its own
 * (day-capacity's window locks use 724_334), or a line's lock would also wait on a window's.
 */
export const LINE_LOCK_NAMESPACE = 724_341

/**
 * Why a customer could not order the line's day (or its product on it) now: past the cut-off, not a baking day, not
 * made that weekday, not ready in time. A line nobody can order from takes nobody in, and offers nothing.
 */
export async function orderProblems(tx: Queryable, line: Line, settings: ShopSettings, now: Date, timeZone: string) {
  const made = line.productId === null ? [] : await tx.select(scheduledProductColumns).from(products).where(eq(products.id, line.productId))
  return dayProblems({ date: line.date, products: made, settings, now, timeZone })
}

/** When orders for the line's day close, so its offer can still be claimed: with the product's preparation time if it has one. */
async function closesAt(tx: Queryable, line: Line, settings: ShopSettings, timeZone: string): Promise<Date> {
  const [product] =
    line.productId === null ? [] : await tx.select({ prepTime: products.prepTime }).from(products).where(eq(products.id, line.productId))
  return ordersCloseAt({ date: line.date, cutoffTime: settings.orderCutoffTime, leadDays: leadDays(product?.prepTime ?? 0) }, timeZone)
}

/** Thrown inside a savepoint to undo a trial hold. */
class TrialOnly extends Error {}

/** What an offer holds: a place on the day, and the product's units when the entry waits for a product. */
export const holdOf = (entry: Pick<EntryRow, 'date' | 'productId' | 'quantity'>): DayHold => ({
  date: entry.date,
  units: new Map(entry.productId === null ? [] : [[entry.productId, entry.quantity]]),
  window: null,
  datePath: 'date',
  linePaths: new Map(entry.productId === null ? [] : [[entry.productId, 'quantity']]),
})

export const inLine = (entry: Pick<EntryRow, 'date' | 'productId'>) =>
  and(
    eq(waitlistEntries.date, entry.date),
    entry.productId === null ? isNull(waitlistEntries.productId) : eq(waitlistEntries.productId, entry.productId),
  )

export async function lockLine(tx: Queryable, entry: Pick<EntryRow, 'date' | 'productId'>): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LINE_LOCK_NAMESPACE}, hashtext(${`${entry.date}:${entry.productId ?? 'day'}`}))`)
}

/**
 * Whether an order could still take a pickup window on the day. An offer holds a place on the day but no window:
 * with every window full (allWindowsFull, the checkout's rule), the day is full however many places it has left.
 */
async function hasOpenWindow(tx: Queryable, date: string, settings: ShopSettings): Promise<boolean> {
  const left = (await unitsLeft(tx, [date], settings.pickupWindows)).get(date)
  return !allWindowsFull(settings.pickupWindows, left?.windows)
}

/** True when an order for what the entry waits for would fit now: the hold is taken and undone. */
export async function hasRoom(tx: Queryable, entry: Pick<EntryRow, 'date' | 'productId' | 'quantity'>, settings: ShopSettings): Promise<boolean> {
  if (!(await hasOpenWindow(tx, entry.date, settings))) return false
  try {
    await tx.transaction(async (trial) => {
      await holdDay(trial, holdOf(entry), settings.pickupWindows)
      throw new TrialOnly()
    })
  } catch (error) {
    if (error instanceof TrialOnly) return true
    if (error instanceof DomainError && (error.code === 'date_full' || error.code === 'product_limit')) return false
    throw error
  }
  return false
}

type Deps = {
  clock: () => Date
  timeZone: string
  /** `executor`: read inside the caller's transaction, as of when it holds its locks. */
  shopSettings: (executor?: Queryable) => Promise<ShopSettings>
  /** Queues the offer's WhatsApp message in the transaction that made it (consenting customers only). */
  onOffered?: (tx: Queryable, entry: EntryRow) => Promise<void>
}

/**
 * Offers of what came back on a day (a place, a product's units) to the customers waiting for it, in line order. The
 * sweep offers after any change; whoever is about to take a place on a day (an order, a move, a reopened order) lets
 * the day's lines go first in its own transaction, so a place given back never goes past the line in the moment
 * before the sweep comes.
 */
export function createWaitlistOffers({ clock, timeZone, shopSettings, onOffered }: Deps) {
  /**
   * Offers what came back to the line's next waiting entry it fits, inside the caller's transaction: an entry it does
   * not fit (3 loaves wanted, 2 back) is passed over for the next it does, and keeps its place to be offered first when
   * enough comes back. False when nothing was offered.
   */
  async function offerNext(tx: Queryable, line: Line): Promise<boolean> {
    await lockLine(tx, line)
    // A hold is measured from when it is made, not from when the sweep began: the sweep may have waited for the line
    // (another sweep, a claim), and a hold dated earlier would end early, or already be over.
    const at = clock()
    // Read then too: staff may have moved the cut-off or the windows while the sweep waited.
    const settings = await shopSettings(tx)
    if ((await orderProblems(tx, line, settings, at, timeZone)).length > 0) return false
    const until = holdEnds(at, await closesAt(tx, line, settings, timeZone), timeZone)
    if (until === null) return false
    if (!(await hasOpenWindow(tx, line.date, settings))) return false
    const waiting = await tx
      .select()
      .from(waitlistEntries)
      .where(and(inLine(line), eq(waitlistEntries.status, 'waiting')))
      .orderBy(asc(waitlistEntries.id))
      .for('update')
    // Fewer loaves than this were left when someone ahead was tried: only someone wanting fewer may go before them.
    let refusedAt = Number.POSITIVE_INFINITY
    for (const candidate of waiting) {
      // A loaf that came back since (a cancel committing mid-sweep) is not the one behind's: the sweep that cancel
      // kicks offers it in line order.
      if (candidate.quantity >= refusedAt) continue
      try {
        await tx.transaction((attempt) => holdDay(attempt, holdOf(candidate), settings.pickupWindows))
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        // A full day fits nobody; too few units may still fit someone wanting fewer.
        if (error.code !== 'product_limit') return false
        refusedAt = candidate.quantity
        continue
      }
      const [entry] = await tx
        .update(waitlistEntries)
        .set({ status: 'offered', offeredAt: at, holdExpiresAt: until, updatedAt: at })
        .where(eq(waitlistEntries.id, candidate.id))
        .returning()
      if (entry) await onOffered?.(tx, entry)
      return true
    }
    return false
  }

  /**
   * Offers the next thing that came back on `date` (one offer) to the first it fits among everyone waiting that day,
   * for the day or for a product on it: the lines are tried in the order their first waiting customer joined, as they
   * all wait for the day's places. False when nothing fits anyone.
   */
  async function offerNextOnDay(tx: Queryable, date: IsoDate): Promise<boolean> {
    const lines = await tx
      .select({ date: waitlistEntries.date, productId: waitlistEntries.productId })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.status, 'waiting')))
      .groupBy(waitlistEntries.date, waitlistEntries.productId)
      .orderBy(min(waitlistEntries.id))
    // Every line of the day locked first, always in the same order (the day's own, then by product): the join order
    // changes as offers are made, and two transactions taking lines in different orders could wait on each other.
    const canonical = [...lines].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0))
    for (const line of canonical) await lockLine(tx, line)
    for (const line of lines) if (await offerNext(tx, line)) return true
    return false
  }

  /** Before a place on `date` is taken: everyone waiting that day is offered what fits first. */
  async function serveDay(tx: Queryable, date: IsoDate): Promise<void> {
    while (await offerNextOnDay(tx, date)) {}
  }

  return { offerNextOnDay, serveDay }
}
export type WaitlistOffers = ReturnType<typeof createWaitlistOffers>
