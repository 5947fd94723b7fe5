import { and, asc, count, eq, gte, inArray, ne } from 'drizzle-orm'
import { DomainError } from '../../domain/errors'
import type { AvailableDate, AvailableDateChange, NewAvailableDate } from '../../domain/schedule/available-date-schemas'
import { firstOrderDay, isBakingDay } from '../../domain/schedule/bookable-window'
import { bakeryToday } from '../../domain/schedule/calendar-dates'
import { isOrderableDay } from '../../domain/schedule/choosable-days'
import type { ShopSettings } from '../../domain/shop/settings-schemas'
import { text } from '../../domain/written-text'
import type { Database, Queryable } from '../db/client'
import { availableDates, dayCounters, orders, waitlistEntries } from '../db/schema'
import { unitsLeft } from '../planning/day-capacity'

type DateRow = typeof availableDates.$inferSelect

const NOTHING_LIMITED = { products: {}, groups: {}, windows: {} }

export function toAvailableDate(row: DateRow): AvailableDate {
  return {
    id: row.id,
    date: row.date,
    maxOrders: row.maxOrders,
    currentOrders: row.currentOrders,
    limitedAvailability: row.limitedAvailability,
    notes: row.notes,
    unitsLeft: NOTHING_LIMITED,
  }
}

const notFound = (id: number) => new DomainError('not_found', text('available_date_not_found', { id }))

type Deps = {
  db: Database
  clock: () => Date
  timeZone: string
  shopSettings: () => Promise<Pick<ShopSettings, 'pickupWindows' | 'bakingDays' | 'orderCutoffTime'>>
  /** The baking days, kept as they are until the transaction ends (a weekday is not taken out while its day opens). */
  lockSettings: (tx: Queryable) => Promise<Pick<ShopSettings, 'bakingDays'>>
}

export function createAvailableDateService({ db, clock, timeZone, shopSettings, lockSettings }: Deps) {
  return {
    /**
     * Every open day, with what it has left of each limited product, shared group and window, and how many of its
     * places waitlist offers hold (each offer holds one, as an order does, until claimed or expired), and whether
     * customers may order it now (the read cache keeps an answer up to a minute: the flag may lag a cut-off by that).
     */
    /**
     * The days from the bakery's today on. Past days are history (their orders show on the orders pages): left out,
     * the public list does not tell the shop's daily sales, nor grow with years of them.
     */
    async list(): Promise<AvailableDate[]> {
      const settings = await shopSettings()
      const now = clock()
      const rows = await db
        .select()
        .from(availableDates)
        .where(gte(availableDates.date, bakeryToday(now, timeZone)))
        .orderBy(asc(availableDates.date))
      const left = await unitsLeft(
        db,
        rows.map((row) => row.date),
        settings.pickupWindows,
      )
      const held = new Map(
        (
          await db
            .select({ date: waitlistEntries.date, n: count() })
            .from(waitlistEntries)
            .where(eq(waitlistEntries.status, 'offered'))
            .groupBy(waitlistEntries.date)
        ).map(({ date, n }) => [date, n]),
      )
      return rows.map((row) => ({
        ...toAvailableDate(row),
        orderable: isOrderableDay(row.date, settings, now, timeZone),
        heldForWaitlist: held.get(row.date) ?? 0,
        unitsLeft: left.get(row.date) ?? NOTHING_LIMITED,
      }))
    },

    /** Staff open baking days from tomorrow on (bakery time); currentOrders always starts at 0. */
    async create(input: NewAvailableDate): Promise<AvailableDate> {
      if (input.date < firstOrderDay(clock(), timeZone)) {
        throw new DomainError('validation', text('new_date_from_tomorrow'), [{ path: 'date', message: text('choose_tomorrow_or_later') }])
      }
      return db.transaction(async (tx) => {
        // Customers can order only baking days: a day open on another weekday would be offered and refused.
        if (!isBakingDay(input.date, (await lockSettings(tx)).bakingDays)) {
          const message = text('not_baking_weekday', { date: input.date })
          throw new DomainError('validation', message, [{ path: 'date', message }])
        }
        const [row] = await tx
          .insert(availableDates)
          .values({ date: input.date, maxOrders: input.maxOrders, limitedAvailability: input.limitedAvailability, notes: input.notes ?? null })
          .onConflictDoNothing()
          .returning()
        if (!row) throw new DomainError('conflict', text('date_already_open', { date: input.date }), [{ path: 'date', message: text('date_exists') }])
        return toAvailableDate(row)
      })
    },

    async update(id: number, change: AvailableDateChange): Promise<AvailableDate> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(availableDates).where(eq(availableDates.id, id)).for('update')
        if (!current) throw notFound(id)
        if (change.maxOrders !== undefined && change.maxOrders < current.currentOrders) {
          throw new DomainError('validation', text('date_limit_below_orders', { date: current.date, orders: current.currentOrders }), [
            { path: 'maxOrders', message: text('number_min', { min: current.currentOrders }) },
          ])
        }
        // Nothing to change is no change (an empty update is not valid SQL).
        if (Object.values(change).every((value) => value === undefined)) return toAvailableDate(current)
        const [row] = await tx.update(availableDates).set(change).where(eq(availableDates.id, id)).returning()
        if (!row) throw notFound(id)
        return toAvailableDate(row)
      })
    },

    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [day] = await tx.select().from(availableDates).where(eq(availableDates.id, id)).for('update')
        if (!day) throw notFound(id)
        const [active] = await tx
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.pickupDate, day.date), ne(orders.status, 'cancelled')))
        const held = active?.n ?? 0
        if (held > 0) {
          throw new DomainError('conflict', text(held === 1 ? 'date_has_active_order' : 'date_has_active_orders', { date: day.date, orders: held }))
        }
        // The day closes for its waitlist too (closed, not expired: no hold ran out, the day went): nobody waits for a
        // day that is gone, and an offer's hold goes with the day's counters, so a day opened again starts from nothing.
        await tx
          .update(waitlistEntries)
          .set({ status: 'closed', updatedAt: clock() })
          .where(and(eq(waitlistEntries.date, day.date), inArray(waitlistEntries.status, ['waiting', 'offered'])))
        await tx.delete(dayCounters).where(eq(dayCounters.date, day.date))
        await tx.delete(availableDates).where(eq(availableDates.id, id))
      })
    },
  }
}
export type AvailableDateService = ReturnType<typeof createAvailableDateService>
