import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import { DomainError } from '../../domain/errors'
import type { AvailableDate, AvailableDateChange, NewAvailableDate } from '../../domain/schedule/available-date-schemas'
import { firstOrderDay } from '../../domain/schedule/bookable-window'
import type { Database, Queryable } from '../db/client'
import { availableDates, orders } from '../db/schema'

type DateRow = typeof availableDates.$inferSelect

export function toAvailableDate(row: DateRow): AvailableDate {
  return {
    id: row.id,
    date: row.date,
    maxOrders: row.maxOrders,
    currentOrders: row.currentOrders,
    limitedAvailability: row.limitedAvailability,
    notes: row.notes,
  }
}

const notFound = (id: number) => new DomainError('not_found', `Available date ${id} was not found`)

/**
 * Takes one place on a baking day. The single conditional UPDATE is the whole guarantee: however
 * many orders arrive at once, PostgreSQL lets at most maxOrders of them through.
 */
export async function reservePlace(tx: Queryable, date: string, path = 'order.pickupDate'): Promise<void> {
  const reserved = await tx
    .update(availableDates)
    .set({ currentOrders: sql`${availableDates.currentOrders} + 1` })
    .where(and(eq(availableDates.date, date), sql`${availableDates.currentOrders} < ${availableDates.maxOrders}`))
    .returning({ id: availableDates.id })
  if (reserved.length > 0) return
  await assertOpenDay(tx, date, path)
  throw new DomainError('date_full', `${date} is fully booked. Please choose another day.`, [{ path, message: 'This day is fully booked' }])
}

/** Refuses a day the bakery has not opened for orders. */
export async function assertOpenDay(tx: Queryable, date: string, path = 'order.pickupDate'): Promise<void> {
  const [day] = await tx.select({ id: availableDates.id }).from(availableDates).where(eq(availableDates.date, date))
  if (!day)
    throw new DomainError('date_not_bookable', `We are not taking orders for ${date}.`, [{ path, message: 'This day is not open for orders' }])
}

export async function releasePlace(tx: Queryable, date: string): Promise<void> {
  await tx
    .update(availableDates)
    .set({ currentOrders: sql`greatest(${availableDates.currentOrders} - 1, 0)` })
    .where(eq(availableDates.date, date))
}

export function createAvailableDateService({ db, clock, timeZone }: { db: Database; clock: () => Date; timeZone: string }) {
  return {
    async list(): Promise<AvailableDate[]> {
      return (await db.select().from(availableDates).orderBy(asc(availableDates.date))).map(toAvailableDate)
    },

    /** Staff open days from tomorrow on (bakery time); currentOrders always starts at 0. */
    async create(input: NewAvailableDate): Promise<AvailableDate> {
      if (input.date < firstOrderDay(clock(), timeZone)) {
        throw new DomainError('validation', 'A new date must be tomorrow or later', [{ path: 'date', message: 'Choose tomorrow or a later day' }])
      }
      const [row] = await db
        .insert(availableDates)
        .values({ date: input.date, maxOrders: input.maxOrders, limitedAvailability: input.limitedAvailability, notes: input.notes ?? null })
        .onConflictDoNothing()
        .returning()
      if (!row) throw new DomainError('conflict', `${input.date} is already open for orders`, [{ path: 'date', message: 'This date already exists' }])
      return toAvailableDate(row)
    },

    async update(id: number, change: AvailableDateChange): Promise<AvailableDate> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(availableDates).where(eq(availableDates.id, id)).for('update')
        if (!current) throw notFound(id)
        if (change.maxOrders !== undefined && change.maxOrders < current.currentOrders) {
          throw new DomainError('validation', `${current.date} already has ${current.currentOrders} orders; the limit cannot be lower than that.`, [
            { path: 'maxOrders', message: `Must be at least ${current.currentOrders}` },
          ])
        }
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
        if ((active?.n ?? 0) > 0) {
          throw new DomainError('conflict', `${day.date} has ${active?.n} active orders. Reschedule or cancel them before removing the date.`)
        }
        await tx.delete(availableDates).where(eq(availableDates.id, id))
      })
    },
  }
}
export type AvailableDateService = ReturnType<typeof createAvailableDateService>
