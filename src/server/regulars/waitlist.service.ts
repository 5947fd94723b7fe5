import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm'
import { productNamed } from '../../domain/catalog/product-names'
import { normalizePhone } from '../../domain/customers/phone'
import { DomainError } from '../../domain/errors'
import type { CustomerLanguage } from '../../domain/orders/order-schemas'
import { defaultWindowLabel } from '../../domain/planning/pickup-windows'
import { repeatOrder } from '../../domain/regulars/repeat-order'
import { claimLines, isHeld, mostUnitsADay } from '../../domain/regulars/waitlist-rules'
import type { ClaimWaitlist, JoinWaitlist, WaitlistEntryView, WaitlistStatus } from '../../domain/regulars/waitlist-schemas'
import { firstOrderDay } from '../../domain/schedule/bookable-window'
import { bakeryToday } from '../../domain/schedule/calendar-dates'
import type { ShopSettings } from '../../domain/shop/settings-schemas'
import { text } from '../../domain/written-text'
import { newSecretToken, sameToken } from '../auth/secret-tokens'
import type { Database, Queryable } from '../db/client'
import { retryOnLockConflict } from '../db/lock-conflicts'
import { customers, limitGroups, orders, products, waitlistEntries } from '../db/schema'
import type { OrderService } from '../orders/orders.service'
import { assertOpenDay, releaseDay } from '../planning/day-capacity'
import { createWaitlistOffers, type EntryRow, hasRoom, holdOf, inLine, lockLine, orderProblems } from './waitlist-offers'

type Deps = {
  db: Database
  clock: () => Date
  timeZone: string
  /** `executor`: read inside the caller's transaction, as of when it holds its locks. */
  shopSettings: (executor?: Queryable) => Promise<ShopSettings>
  orders: Pick<OrderService, 'placeWithin'>
  /** Queues the offer's WhatsApp message in the transaction that made it (consenting customers only). */
  onOffered?: (tx: Queryable, entry: EntryRow) => Promise<void>
  /** After offers, expiries or a place given up have moved the days' places (cached answers of them are stale). */
  onPlacesMoved?: () => Promise<void>
  /** An offer given up before its hold ended: the next in line may have it now (a sweep soon, not the next round). */
  onGivenBack?: () => void
}

const notFound = (id: number) => new DomainError('not_found', text('waitlist_entry_not_found', { id }))

/**
 * The waitlist of full days and sold-out products. An offer takes what it holds from the day's counters, exactly as
 * an order does, so no order can be placed past a limit while holds exist; a claim turns the hold into the order in
 * one transaction, and an expired hold is given back and offered to the next in line.
 */
export function createWaitlistService({ db, clock, timeZone, shopSettings, orders: orderService, onOffered, onPlacesMoved, onGivenBack }: Deps) {
  const offers = createWaitlistOffers({ clock, timeZone, shopSettings, onOffered })

  /**
   * Who goes before the entry, itself included. A day's places are offered across its lines in the order people joined
   * (offerNextOnDay): someone waiting for the whole day is behind everyone who joined before on that day; someone
   * waiting for a product, behind that product's line and the day's, not other products' (their units are not theirs).
   */
  async function positionOf(executor: Queryable, entry: EntryRow): Promise<number | null> {
    if (entry.status !== 'waiting') return null
    const competing = entry.productId === null ? eq(waitlistEntries.date, entry.date) : or(inLine(entry), inLine({ ...entry, productId: null }))
    const [row] = await executor
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(and(competing, eq(waitlistEntries.status, 'waiting'), lte(waitlistEntries.id, entry.id)))
    return row?.n ?? 1
  }

  async function view(executor: Queryable, entry: EntryRow): Promise<WaitlistEntryView> {
    const [product] = entry.productId
      ? await executor.select({ name: products.name, nameEs: products.nameEs }).from(products).where(eq(products.id, entry.productId))
      : []
    const [order] = entry.orderId ? await executor.select({ accessToken: orders.accessToken }).from(orders).where(eq(orders.id, entry.orderId)) : []
    return {
      id: entry.id,
      date: entry.date,
      productId: entry.productId,
      productName: product?.name ?? null,
      productNameEs: product?.nameEs ?? null,
      quantity: entry.quantity,
      status: entry.status as WaitlistStatus,
      position: await positionOf(executor, entry),
      holdExpiresAt: entry.status === 'offered' ? (entry.holdExpiresAt?.toISOString() ?? null) : null,
      orderId: entry.orderId,
      orderToken: order?.accessToken ?? null,
      name: entry.name,
      createdAt: entry.createdAt.toISOString(),
    }
  }

  async function findEntry(executor: Queryable, id: number, token: string | undefined, lock = false): Promise<EntryRow> {
    const query = executor.select().from(waitlistEntries).where(eq(waitlistEntries.id, id))
    const [entry] = lock ? await query.for('update') : await query
    if (!entry || (token !== undefined && !sameToken(entry.token, token))) throw notFound(id)
    return entry
  }

  /** Gives back an expired offer's hold; the next sweep offers it to the next in line. */
  async function expireOffers(now: Date): Promise<number> {
    const due = await db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.holdExpiresAt, now)))
    let expired = 0
    for (const candidate of due) {
      const released = await db.transaction(async (tx) => {
        await lockLine(tx, candidate)
        // The time once the line is ours: another sweep or a claim may have held it for a while.
        const at = clock()
        const entry = await findEntry(tx, candidate.id, undefined, true)
        if (entry.status !== 'offered' || isHeld(entry, at)) return false
        await releaseDay(tx, holdOf(entry))
        await tx.update(waitlistEntries).set({ status: 'expired', updatedAt: at }).where(eq(waitlistEntries.id, entry.id))
        return true
      })
      if (!released) continue
      expired += 1
      // Said at once, not when the sweep ends: it may wait a while for the next line meanwhile.
      await onPlacesMoved?.()
    }
    return expired
  }

  /** Offers what came back on each day, one offer a transaction, each said at once (see `offerNextOnDay`). */
  async function offerFreed(now: Date): Promise<number> {
    const days = await db
      .selectDistinct({ date: waitlistEntries.date })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.status, 'waiting'), gte(waitlistEntries.date, firstOrderDay(now, timeZone))))
      // The nearest days first: their customers have the least time left to claim.
      .orderBy(asc(waitlistEntries.date))
    let offered = 0
    for (const { date } of days) {
      while (await db.transaction((tx) => offers.offerNextOnDay(tx, date))) {
        offered += 1
        // Each offer is said at once, not when the sweep ends: visitors must not see its place free meanwhile.
        await onPlacesMoved?.()
      }
    }
    return offered
  }

  return {
    /** Joins the line for a full day or a sold-out product; refused while there is room (order it instead). */
    async join(input: JoinWaitlist): Promise<{ id: number; position: number; token: string }> {
      const phone = normalizePhone(input.phone)
      if (!phone) throw new DomainError('validation', text('phone_invalid'), [{ path: 'phone', message: text('phone_invalid') }])
      const now = clock()
      if (input.date < firstOrderDay(now, timeZone)) {
        throw new DomainError('date_not_bookable', text('choose_tomorrow_or_later'), [{ path: 'date', message: text('choose_tomorrow_or_later') }])
      }
      const settings = await shopSettings()
      const line = { date: input.date, productId: input.productId ?? null, quantity: input.productId ? input.quantity : 1 }
      return db.transaction(async (tx) => {
        await assertOpenDay(tx, line.date, 'date')
        if (line.productId !== null) {
          const [product] = await tx
            .select({ name: products.name, nameEs: products.nameEs, dailyLimit: products.dailyLimit, groupLimit: limitGroups.dailyLimit })
            .from(products)
            .leftJoin(limitGroups, eq(limitGroups.id, products.limitGroupId))
            .where(eq(products.id, line.productId))
          if (!product) throw new DomainError('validation', text('unknown_product'), [{ path: 'productId', message: text('product_missing') }])
          // More than any day holds could never be offered, and would stand in the line for nothing.
          const most = mostUnitsADay(product)
          if (most !== null && line.quantity > most) {
            throw new DomainError('validation', text('waitlist_more_than_a_day', { most, ...productNamed(product) }), [
              { path: 'quantity', message: text('at_most_a_day', { most }) },
            ])
          }
        }
        const [problem] = await orderProblems(tx, line, settings, now, timeZone)
        if (problem) throw new DomainError(problem.code, problem.message, [{ path: 'date', message: problem.message }])
        await lockLine(tx, line)
        const ahead = await tx
          .select({ id: waitlistEntries.id, phone: waitlistEntries.phone })
          .from(waitlistEntries)
          .where(and(inLine(line), inArray(waitlistEntries.status, ['waiting', 'offered'])))
        if (ahead.some((entry) => entry.phone === phone)) {
          throw new DomainError('conflict', text('waitlist_duplicate'), [{ path: 'phone', message: text('waitlist_duplicate_short') }])
        }
        // With nobody waiting, room now means the customer can simply order.
        if (ahead.length === 0 && (await hasRoom(tx, line, settings))) {
          const path = line.productId === null ? 'date' : 'productId'
          throw new DomainError('has_room', text('still_room'), [{ path, message: text('still_available') }])
        }
        const [entry] = await tx
          .insert(waitlistEntries)
          .values({
            ...line,
            name: input.name,
            phone,
            whatsappOptIn: input.whatsappOptIn,
            language: input.language,
            token: newSecretToken(),
            createdAt: now,
            updatedAt: now,
          })
          .returning()
        if (!entry) throw new Error('waitlist insert returned no row')
        return { id: entry.id, position: (await positionOf(tx, entry)) ?? 1, token: entry.token }
      })
    },

    async get(id: number, token: string | undefined): Promise<WaitlistEntryView> {
      if (token === undefined) throw notFound(id)
      return view(db, await findEntry(db, id, token))
    },

    /** Turns the held units into an order, with every customer rule; the hold goes into it in the same transaction. */
    async claim(id: number, input: ClaimWaitlist): Promise<{ orderId: number; accessToken: string }> {
      const settings = await shopSettings()
      const now = clock()
      // Like an order's placement, run again when PostgreSQL aborts it to break a deadlock with an order beside it.
      return retryOnLockConflict(() =>
        db.transaction(async (tx) => {
          const found = await findEntry(tx, id, input.token)
          await lockLine(tx, found)
          const entry = await findEntry(tx, id, input.token, true)
          // Claimed already (a lost reply, a second tab, the link opened again): the same answer, the order it placed.
          if (entry.status === 'claimed' && entry.orderId !== null) {
            const [placed] = await tx.select({ accessToken: orders.accessToken }).from(orders).where(eq(orders.id, entry.orderId))
            if (placed) return { orderId: entry.orderId, accessToken: placed.accessToken }
          }
          if (entry.status === 'waiting') {
            throw new DomainError('conflict', text('offer_not_yet'), [{ path: 'token', message: text('offer_not_yet_short') }])
          }
          if (!isHeld(entry, now)) {
            throw new DomainError('hold_expired', text('offer_not_held'), [{ path: 'token', message: text('offer_expired') }])
          }
          const lines = claimLines(entry, input.items)
          const [customer] = await tx
            .insert(customers)
            .values({ name: entry.name, phone: entry.phone })
            .onConflictDoUpdate({ target: customers.phone, set: { phone: sql`excluded.phone` } })
            .returning({ id: customers.id })
          if (!customer) throw new Error('customer upsert returned no row')
          const ids = [...new Set(lines.map((line) => line.productId))]
          const catalogue = new Map((await tx.select().from(products).where(inArray(products.id, ids))).map((product) => [product.id, product]))
          const order = repeatOrder(
            {
              customerId: customer.id,
              pickupDate: entry.date,
              pickupTime: input.pickupTime ?? defaultWindowLabel(settings.pickupWindows),
              isDelivery: false,
              deliveryAddress: null,
              specialInstructions: null,
              paymentMethod: input.paymentMethod,
              language: entry.language as CustomerLanguage,
              whatsappOptIn: entry.whatsappOptIn,
            },
            lines,
            catalogue,
            settings,
          )
          // The order goes to the name and number on the waitlist entry, whoever else once stored that number.
          const contact = { name: entry.name, phone: entry.phone, whatsapp: null, email: null }
          const orderId = await orderService.placeWithin(tx, order, { carried: holdOf(entry), contact, consentGivenAt: entry.createdAt }, settings)
          await tx.update(waitlistEntries).set({ status: 'claimed', orderId, updatedAt: now }).where(eq(waitlistEntries.id, entry.id))
          const [placed] = await tx.select({ accessToken: orders.accessToken }).from(orders).where(eq(orders.id, orderId))
          return { orderId, accessToken: placed?.accessToken ?? '' }
        }),
      )
    },

    /** Leaves the line; an offer's hold goes back at once. */
    async leave(id: number, token: string): Promise<WaitlistEntryView> {
      let released = false
      const left = await db.transaction(async (tx) => {
        const found = await findEntry(tx, id, token)
        await lockLine(tx, found)
        const entry = await findEntry(tx, id, token, true)
        if (entry.status !== 'waiting' && entry.status !== 'offered') return view(tx, entry)
        released = entry.status === 'offered'
        if (released) await releaseDay(tx, holdOf(entry))
        const [row] = await tx.update(waitlistEntries).set({ status: 'left', updatedAt: clock() }).where(eq(waitlistEntries.id, id)).returning()
        return view(tx, row ?? entry)
      })
      if (released) {
        await onPlacesMoved?.()
        onGivenBack?.()
      }
      return left
    },

    /** Staff: a day's lines (every day from today without a date), a page at a time in line order, with contact details. */
    async list(query: { date?: string; limit: number; offset: number }) {
      const where = query.date ? eq(waitlistEntries.date, query.date) : gte(waitlistEntries.date, bakeryToday(clock(), timeZone))
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(waitlistEntries)
          .where(where)
          .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.productId), asc(waitlistEntries.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(waitlistEntries).where(where),
      ])
      const entries = await Promise.all(
        rows.map(async (entry) => ({
          ...(await view(db, entry)),
          phone: entry.phone,
          whatsappOptIn: entry.whatsappOptIn,
          language: entry.language as CustomerLanguage,
          customerPath: entry.status === 'waiting' || entry.status === 'offered' ? `/waitlist/${entry.id}?token=${entry.token}` : null,
        })),
      )
      return { entries, total: counted?.n ?? 0 }
    },

    /**
     * Gives back expired holds, closes lines for days no longer ordered (closed, not expired: their waiting customers
     * were offered nothing) and offers what came back. Any instance may run it at any time (a line's lock keeps each
     * line in order); it runs every few seconds and whenever an order changes.
     */
    async sweep(): Promise<{ expired: number; offered: number }> {
      const now = clock()
      const expired = await expireOffers(now)
      await db
        .update(waitlistEntries)
        .set({ status: 'closed', updatedAt: now })
        .where(and(eq(waitlistEntries.status, 'waiting'), lt(waitlistEntries.date, firstOrderDay(now, timeZone))))
      const offered = await offerFreed(now)
      return { expired, offered }
    },
  }
}
export type WaitlistService = ReturnType<typeof createWaitlistService>
