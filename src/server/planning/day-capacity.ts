import { and, eq, gte, inArray, like, sql } from 'drizzle-orm'
import { productNamed } from '../../domain/catalog/product-names'
import { DomainError } from '../../domain/errors'
import { type DayUnitsLeft, ordersInWindow, productScope, unitsByProduct, windowScope } from '../../domain/planning/day-limits'
import { type PickupWindow, windowHolding, windowLabel } from '../../domain/planning/pickup-windows'
import type { IsoDate } from '../../domain/schedule/calendar-dates'
import { dayFullRefusal } from '../../domain/schedule/day-availability'
import { text } from '../../domain/written-text'
import type { Queryable } from '../db/client'
import { availableDates, dayCounters, limitGroups, orderItems, products } from '../db/schema'

/** Namespaces of the advisory locks that serialise orders on one shared group, or one pickup window, and day (pg_advisory_xact_lock(int, int)). */
const GROUP_LOCK_NAMESPACE = 724_333
const WINDOW_LOCK_NAMESPACE = 724_334

/** What one active order holds on its pickup day: a place, units per product and a place in its window. */
export type DayHold = {
  date: IsoDate
  units: ReadonlyMap<number, number>
  window: string | null
  /** Where a refusal points: the first line of each product (`items.<i>.quantity`), the field of the date. */
  linePaths?: ReadonlyMap<number, string>
  datePath?: string
  windowPath?: string
}

/**
 * Takes a place on a baking day. The single conditional UPDATE is the whole guarantee: however
 * many orders arrive at once, PostgreSQL lets at most maxOrders of them through.
 */
async function takePlace(tx: Queryable, date: string, path: string): Promise<void> {
  const reserved = await tx
    .update(availableDates)
    .set({ currentOrders: sql`${availableDates.currentOrders} + 1` })
    .where(and(eq(availableDates.date, date), sql`${availableDates.currentOrders} < ${availableDates.maxOrders}`))
    .returning({ id: availableDates.id })
  if (reserved.length > 0) return
  await assertOpenDay(tx, date, path)
  throw dayFullRefusal(date, path)
}

/** Refuses a day the bakery has not opened for orders. */
export async function assertOpenDay(tx: Queryable, date: string, path = 'order.pickupDate'): Promise<void> {
  const [day] = await tx.select({ id: availableDates.id }).from(availableDates).where(eq(availableDates.date, date))
  if (!day) throw new DomainError('date_not_bookable', text('date_not_taking_orders', { date }), [{ path, message: text('day_not_open') }])
}

/**
 * Adds `amount` to a day counter unless that would pass `limit` (null: counted, never refused): the same one-statement
 * guarantee as the day's place. Answers whether it was taken.
 */
async function takeFromCounter(tx: Queryable, date: string, scope: string, amount: number, limit: number | null): Promise<boolean> {
  await tx.insert(dayCounters).values({ date, scope, used: 0 }).onConflictDoNothing()
  const taken = await tx
    .update(dayCounters)
    .set({ used: sql`${dayCounters.used} + ${amount}` })
    .where(
      and(eq(dayCounters.date, date), eq(dayCounters.scope, scope), limit === null ? undefined : sql`${dayCounters.used} + ${amount} <= ${limit}`),
    )
    .returning({ used: dayCounters.used })
  return taken.length > 0
}

async function counterUsed(tx: Queryable, date: string, scopes: string[]): Promise<number> {
  if (scopes.length === 0) return 0
  const [row] = await tx
    .select({ used: sql<number>`coalesce(sum(${dayCounters.used}), 0)::int` })
    .from(dayCounters)
    .where(and(eq(dayCounters.date, date), inArray(dayCounters.scope, scopes)))
  return row?.used ?? 0
}

const productLimitError = (product: { name: string; nameEs?: string | null }, left: number, date: string, path: string) =>
  new DomainError('product_limit', text('product_left_on_date', { left, ...productNamed(product), date }), [
    { path, message: left > 0 ? text('left_for_day', { left }) : text('sold_out_day') },
  ])

/**
 * A shared group's limit: under a lock on (group, day), the units its products already hold are summed from their own
 * counters, so moving a product between groups never leaves a stale group count behind.
 */
async function checkGroups(tx: Queryable, hold: DayHold, catalogue: Map<number, { name: string; limitGroupId: number | null }>): Promise<void> {
  const wantedByGroup = new Map<number, { units: number; path: string }>()
  for (const [productId, units] of hold.units) {
    const groupId = catalogue.get(productId)?.limitGroupId
    if (groupId == null) continue
    const entry = wantedByGroup.get(groupId)
    wantedByGroup.set(groupId, { units: (entry?.units ?? 0) + units, path: entry?.path ?? hold.linePaths?.get(productId) ?? 'items' })
  }
  const groupIds = [...wantedByGroup.keys()].sort((a, b) => a - b)
  if (groupIds.length === 0) return
  const groups = await tx.select().from(limitGroups).where(inArray(limitGroups.id, groupIds))
  for (const group of groups.sort((a, b) => a.id - b.id)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${GROUP_LOCK_NAMESPACE}, hashtext(${`${group.id}:${hold.date}`}))`)
    const members = await tx.select({ id: products.id }).from(products).where(eq(products.limitGroupId, group.id))
    const used = await counterUsed(
      tx,
      hold.date,
      members.map((member) => productScope(member.id)),
    )
    const wanted = wantedByGroup.get(group.id)
    if (wanted && used + wanted.units > group.dailyLimit) throw productLimitError(group, Math.max(0, group.dailyLimit - used), hold.date, wanted.path)
  }
}

/**
 * Takes what an active order holds on its day: shared groups first (a lock each), then each product's units, then its
 * window, then the day's place — always in this order, so two orders never wait on each other in a circle. Nothing
 * is taken unless everything fits (the transaction rolls back on a refusal).
 *
 * `carried`: what a waitlist offer already holds on the same day for the customer placing this order (a place, a
 * product's units). It passes into the order as it is: only what the order holds beyond it is checked against the
 * limits, so a limit staff lowered after the offer was made does not take back the loaf it promised.
 */
export async function holdDay(tx: Queryable, wanted: DayHold, windows: readonly PickupWindow[], carried?: DayHold): Promise<void> {
  if (carried && carried.date !== wanted.date) {
    await releaseDay(tx, carried)
    return holdDay(tx, wanted, windows)
  }
  const hold = carried ? beyond(wanted, carried) : wanted
  if (carried) {
    for (const [productId, units] of carried.units) {
      const surplus = units - (wanted.units.get(productId) ?? 0)
      if (surplus > 0) await giveBack(tx, wanted.date, productScope(productId), surplus)
    }
  }
  const productIds = [...hold.units.keys()].sort((a, b) => a - b)
  const rows = productIds.length
    ? await tx
        .select({
          id: products.id,
          name: products.name,
          nameEs: products.nameEs,
          dailyLimit: products.dailyLimit,
          limitGroupId: products.limitGroupId,
        })
        .from(products)
        .where(inArray(products.id, productIds))
    : []
  const catalogue = new Map(rows.map((row) => [row.id, row]))
  await checkGroups(tx, hold, catalogue)
  for (const productId of productIds) {
    const units = hold.units.get(productId) ?? 0
    const product = catalogue.get(productId)
    const limit = product?.dailyLimit ?? null
    if (await takeFromCounter(tx, hold.date, productScope(productId), units, limit)) continue
    const left = Math.max(0, (limit ?? 0) - (await counterUsed(tx, hold.date, [productScope(productId)])))
    throw productLimitError(product ?? { name: `Product ${productId}` }, left, hold.date, hold.linePaths?.get(productId) ?? 'items')
  }
  if (hold.window && hold.window !== carried?.window) await takeWindowPlace(tx, hold.date, hold.window, windows, hold.windowPath)
  if (carried?.window && carried.window !== hold.window) await giveBack(tx, hold.date, windowScope(carried.window), 1)
  if (!carried) await takePlace(tx, hold.date, hold.datePath ?? 'order.pickupDate')
}

/** The units `wanted` holds beyond what `carried` already does (the day's place and window are kept as they are). */
const beyond = (wanted: DayHold, carried: DayHold): DayHold => ({
  ...wanted,
  units: new Map(
    [...wanted.units]
      .map(([productId, units]): [number, number] => [productId, units - (carried.units.get(productId) ?? 0)])
      .filter(([, units]) => units > 0),
  ),
})

/** The day's counters of pickup windows, whatever hours they were booked under. */
const windowCounters = (tx: Queryable, dates: readonly string[]) =>
  tx
    .select({ date: dayCounters.date, scope: dayCounters.scope, used: dayCounters.used })
    .from(dayCounters)
    .where(and(inArray(dayCounters.date, [...dates]), like(dayCounters.scope, windowScope('%'))))

/**
 * Takes an order's place in its pickup window. Orders keep the label they were booked with while staff may change a
 * window's hours, so a limited window is checked, under a lock on (window, day), against every label it holds now
 * (as a shared group is checked against its members), and the order is counted under its own label.
 */
async function takeWindowPlace(
  tx: Queryable,
  date: string,
  label: string,
  windows: readonly PickupWindow[],
  path = 'order.pickupTime',
): Promise<void> {
  const window = windowHolding(windows, label)
  if (window?.limit != null) {
    await tx.execute(sql`select pg_advisory_xact_lock(${WINDOW_LOCK_NAMESPACE}, hashtext(${`${windowLabel(window)}:${date}`}))`)
    if (ordersInWindow(await windowCounters(tx, [date]), windows, window) >= window.limit) {
      throw new DomainError('date_full', text('window_full_on_date', { window: label, date }), [{ path, message: text('window_full') }])
    }
  }
  await takeFromCounter(tx, date, windowScope(label), 1, null)
}

/** Moves an active order to another window of its day (staff): the new window's place first, then the old one back. */
export async function moveWindow(tx: Queryable, date: string, from: string | null, to: string, windows: readonly PickupWindow[]): Promise<void> {
  await takeWindowPlace(tx, date, to, windows, 'pickupTime')
  if (from) await giveBack(tx, date, windowScope(from), 1)
}

/** Gives back what an order held (cancelled, moved, changed): units, its window and the day's place. */
export async function releaseDay(tx: Queryable, hold: DayHold): Promise<void> {
  for (const productId of [...hold.units.keys()].sort((a, b) => a - b)) {
    await giveBack(tx, hold.date, productScope(productId), hold.units.get(productId) ?? 0)
  }
  if (hold.window) await giveBack(tx, hold.date, windowScope(hold.window), 1)
  await tx
    .update(availableDates)
    .set({ currentOrders: sql`greatest(${availableDates.currentOrders} - 1, 0)` })
    .where(eq(availableDates.date, hold.date))
}

async function giveBack(tx: Queryable, date: string, scope: string, amount: number): Promise<void> {
  await tx
    .update(dayCounters)
    .set({ used: sql`greatest(${dayCounters.used} - ${amount}, 0)` })
    .where(and(eq(dayCounters.date, date), eq(dayCounters.scope, scope)))
}

/** The days from `from` on where the products together hold units (orders and waitlist offers), in date order. */
export async function daysHeld(tx: Queryable, productIds: readonly number[], from: string): Promise<Array<{ date: string; units: number }>> {
  if (productIds.length === 0) return []
  const units = sql<number>`sum(${dayCounters.used})::int`
  return tx
    .select({ date: dayCounters.date, units })
    .from(dayCounters)
    .where(and(gte(dayCounters.date, from), inArray(dayCounters.scope, productIds.map(productScope))))
    .groupBy(dayCounters.date)
    .having(sql`${units} > 0`)
    .orderBy(dayCounters.date)
}

/** What a stored order holds on `date`, read from its lines. */
export async function storedHold(tx: Queryable, order: { id: number; pickupDate: string; pickupTime: string | null }): Promise<DayHold> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity, customizations: orderItems.customizations })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
  return { date: order.pickupDate, units: unitsByProduct(lines as Parameters<typeof unitsByProduct>[0]), window: order.pickupTime }
}

/**
 * What each day in `dates` has left of every limited product, shared group and limited window: what the storefront
 * shows ('quedan 3') and the calendar uses to grey out a day the cart no longer fits.
 */
export async function unitsLeft(tx: Queryable, dates: readonly string[], windows: readonly PickupWindow[]): Promise<Map<string, DayUnitsLeft>> {
  const result = new Map<string, DayUnitsLeft>(dates.map((date) => [date, { products: {}, groups: {}, windows: {} }]))
  if (dates.length === 0) return result
  // One after another, never Promise.all: `tx` may be a transaction, one connection that runs one query at a time.
  const limited = await tx
    .select({ id: products.id, dailyLimit: products.dailyLimit, limitGroupId: products.limitGroupId })
    .from(products)
    .where(sql`${products.dailyLimit} is not null or ${products.limitGroupId} is not null`)
  const groups = await tx.select().from(limitGroups)
  const counters = await tx
    .select()
    .from(dayCounters)
    .where(inArray(dayCounters.date, [...dates]))
  const used = new Map(counters.map((counter) => [`${counter.date}|${counter.scope}`, counter.used]))
  const usedOn = (date: string, scope: string) => used.get(`${date}|${scope}`) ?? 0
  for (const [date, left] of result) {
    for (const product of limited) {
      if (product.dailyLimit !== null) left.products[String(product.id)] = Math.max(0, product.dailyLimit - usedOn(date, productScope(product.id)))
    }
    for (const group of groups) {
      const members = limited.filter((product) => product.limitGroupId === group.id)
      const groupUsed = members.reduce((sum, product) => sum + usedOn(date, productScope(product.id)), 0)
      left.groups[String(group.id)] = Math.max(0, group.dailyLimit - groupUsed)
    }
    const onDate = counters.filter((counter) => counter.date === date)
    for (const window of windows) {
      if (window.limit === null) continue
      left.windows[windowLabel(window)] = Math.max(0, window.limit - ordersInWindow(onDate, windows, window))
    }
  }
  return result
}
