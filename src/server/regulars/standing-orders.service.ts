import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { DomainError } from '../../domain/errors'
import { toPesos } from '../../domain/money'
import type { CustomerLanguage, Customizations } from '../../domain/orders/order-schemas'
import { DEFAULT_TIME_SLOT, type PaymentStatus } from '../../domain/orders/order-status'
import { priceOrder, unitPriceCents } from '../../domain/orders/pricing'
import {
  assertAddedLinesMadeOn,
  assertOfferedWindow,
  assertStandingPayment,
  assertStandingSource,
  catalogueRefusal,
  repeatOrder,
  repeatWindow,
} from '../../domain/regulars/repeat-order'
import { sameLines } from '../../domain/regulars/standing-lines'
import type {
  StaffStandingOrder,
  StandingOrderChange,
  StandingOrderView,
  StandingPaymentMethod,
  StandingWeek,
} from '../../domain/regulars/standing-order-schemas'
import {
  createsAt,
  dueWeek,
  everyOf,
  mayPlaceOn,
  plannedWeek,
  type StandingEvery,
  seriesDatesAfter,
  weeksOf,
} from '../../domain/regulars/standing-schedule'
import { bookableWindow, firstOrderDay } from '../../domain/schedule/bookable-window'
import { bakeryToday, weekdayOf } from '../../domain/schedule/calendar-dates'
import type { ShopSettings } from '../../domain/shop/settings-schemas'
import { text } from '../../domain/written-text'
import { newSecretToken, sameToken } from '../auth/secret-tokens'
import type { Database, Queryable } from '../db/client'
import { availableDates, customers, orderItems, orders, products, standingOrders, standingOrderWeeks } from '../db/schema'
import type { OrderService } from '../orders/orders.service'
import type { OrderNotices } from '../whatsapp/order-notices'

type StandingRow = typeof standingOrders.$inferSelect
/** What a series orders each week: a stored one, or one about to be set. */
type SeriesTerms = Pick<
  StandingRow,
  | 'customerId'
  | 'anchorDate'
  | 'pickupTime'
  | 'isDelivery'
  | 'deliveryAddress'
  | 'specialInstructions'
  | 'paymentMethod'
  | 'language'
  | 'whatsappOptIn'
  | 'items'
>
type WeekRow = typeof standingOrderWeeks.$inferSelect

type Deps = {
  db: Database
  clock: () => Date
  timeZone: string
  shopSettings: () => Promise<ShopSettings>
  orders: Pick<OrderService, 'placeWithin'>
  /** WhatsApp: the private link once set, and each week that did not fit (consenting customers only). */
  notices?: Pick<OrderNotices, 'onStanding'>
}

/** How many weeks ahead the customer and staff see. */
const WEEKS_SHOWN = 6
/** How many open days after a week that did not fit are tried for the day offered instead. */
const NEXT_DAYS_TRIED = 10
/** How long after setting a series its first order may ask again (a reply lost on the way) and get its link back. */
const ANSWERED_AGAIN_FOR_MS = 10 * 60_000

const notFound = (id: number) => new DomainError('not_found', text('standing_order_not_found', { id }))

/** Who asks: the customer with the manage token, or staff (session). */
export type StandingCaller = { token?: string; staff: boolean }

/** Active, or paused while its pause lasts, or cancelled. */
const statusOf = (row: StandingRow, today: string): StandingOrderView['status'] =>
  row.status === 'cancelled' ? 'cancelled' : row.pausedUntil !== null && row.pausedUntil >= today ? 'paused' : 'active'

/** Thrown inside a savepoint to undo a trial placement. */
class TrialOnly extends Error {}

export function createStandingOrderService({ db, clock, timeZone, shopSettings, orders: orderService, notices }: Deps) {
  async function findRow(executor: Queryable, id: number, caller: StandingCaller, lock = false): Promise<StandingRow> {
    const query = executor.select().from(standingOrders).where(eq(standingOrders.id, id))
    const [row] = lock ? await query.for('update') : await query
    // Without the token it looks like no standing order at all.
    if (!row || (!caller.staff && !sameToken(row.manageToken, caller.token))) throw notFound(id)
    return row
  }

  /** This standing order's lines for `date`, as the customer would order them today. */
  const orderFor = (row: SeriesTerms, date: string, catalogue: Map<number, typeof products.$inferSelect>, settings: ShopSettings) =>
    repeatOrder(
      {
        customerId: row.customerId,
        pickupDate: date,
        pickupTime: repeatWindow(settings.pickupWindows, row.pickupTime),
        isDelivery: row.isDelivery,
        deliveryAddress: row.deliveryAddress,
        specialInstructions: row.specialInstructions,
        paymentMethod: row.paymentMethod as StandingPaymentMethod,
        language: row.language as CustomerLanguage,
        whatsappOptIn: row.whatsappOptIn,
      },
      row.items.map((line) => ({ ...line, customizations: line.customizations as Customizations })),
      catalogue,
      settings,
    )

  /**
   * The products of `row`'s lines. `keep`: their rows' keys are held until the transaction ends, so a product being
   * deleted is either gone here (the change is refused) or waits and finds this line (the delete is refused): a
   * standing order's lines are JSON, which no foreign key guards.
   */
  async function catalogueFor(executor: Queryable, row: Pick<StandingRow, 'items'>, { keep = false } = {}) {
    const ids = [...new Set(row.items.map((line) => line.productId))]
    const query = executor.select().from(products).where(inArray(products.id, ids))
    const rows = ids.length ? await (keep ? query.for('key share') : query) : []
    return new Map(rows.map((product) => [product.id, product]))
  }

  /** Places this standing order's lines for `date` inside `tx`, with every customer rule. */
  async function placeFor(tx: Queryable, row: StandingRow, date: string, settings: ShopSettings): Promise<number> {
    const input = orderFor(row, date, await catalogueFor(tx, row), settings)
    // Each week is placed with the details the first order was placed with, and its consent: the customer ticked it
    // when placing that order, so a BAJA since then (even before the series was set) keeps every week silent.
    const [source] = await tx.select({ contact: orders.contact, placedAt: orders.createdAt }).from(orders).where(eq(orders.id, row.sourceOrderId))
    return orderService.placeWithin(tx, input, { contact: source?.contact ?? undefined, consentGivenAt: source?.placedAt ?? row.createdAt }, settings)
  }

  /** The first open day after `after` (within the customers' window) the lines fit on, tried and undone. */
  async function nextFittingDay(tx: Queryable, row: StandingRow, after: string, settings: ShopSettings): Promise<string | null> {
    const window = bookableWindow(clock(), timeZone)
    const days = await tx
      .select({ date: availableDates.date })
      .from(availableDates)
      .where(and(gt(availableDates.date, after > window.first ? after : window.first), lte(availableDates.date, window.last)))
      .orderBy(availableDates.date)
      .limit(NEXT_DAYS_TRIED)
    for (const { date } of days) {
      try {
        await tx.transaction(async (trial) => {
          await placeFor(trial, row, date, settings)
          throw new TrialOnly()
        })
      } catch (error) {
        if (error instanceof TrialOnly) return date
        if (!(error instanceof DomainError)) throw error
      }
    }
    return null
  }

  /** Places a planned week, or says why it did not fit and (for a day's refusal) the next day it fits instead. */
  async function attemptWeek(tx: Queryable, row: StandingRow, date: string, settings: ShopSettings): Promise<Partial<WeekRow>> {
    try {
      return { outcome: 'created', orderId: await tx.transaction((attempt) => placeFor(attempt, row, date, settings)) }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      // No other day brings a product back into the catalogue: only a day's refusal is offered another day.
      const refusal = catalogueRefusal(row.items, await catalogueFor(tx, row))
      const missed = { reason: refusal ?? error.code, nextDate: refusal ? null : await nextFittingDay(tx, row, date, settings) }
      await notices?.onStanding(tx, row, { type: 'missed', date, ...missed })
      return { outcome: 'not_created', ...missed }
    }
  }

  /** Makes (or records as skipped, paused or not made) one standing order's due week, once across every instance. */
  async function makeWeek(id: number, date: string, settings: ShopSettings): Promise<WeekRow['outcome'] | null> {
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(standingOrderWeeks)
        .values({ standingOrderId: id, pickupDate: date, outcome: 'pending', createdAt: clock() })
        .onConflictDoNothing()
        .returning()
      if (!claimed) return null
      const [row] = await tx.select().from(standingOrders).where(eq(standingOrders.id, id)).for('update')
      if (!row) return null
      const said = plannedWeek(planOf(row), date)
      const outcome: Partial<WeekRow> = said === 'planned' ? await attemptWeek(tx, row, date, settings) : { outcome: said }
      await tx
        .update(standingOrderWeeks)
        .set(outcome)
        .where(and(eq(standingOrderWeeks.standingOrderId, id), eq(standingOrderWeeks.pickupDate, date)))
      return outcome.outcome ?? null
    })
  }

  const planOf = (row: StandingRow) => ({
    status: row.status as 'active' | 'cancelled',
    pausedUntil: row.pausedUntil,
    skipDates: row.skipDates,
  })

  async function weekList(executor: Queryable, row: StandingRow): Promise<StandingWeek[]> {
    const today = bakeryToday(clock(), timeZone)
    const stored = await executor
      .select({ week: standingOrderWeeks, token: orders.accessToken })
      .from(standingOrderWeeks)
      .leftJoin(orders, eq(orders.id, standingOrderWeeks.orderId))
      .where(eq(standingOrderWeeks.standingOrderId, row.id))
      .orderBy(desc(standingOrderWeeks.pickupDate))
      .limit(WEEKS_SHOWN + 1)
    const byDate = new Map(stored.map((entry) => [entry.week.pickupDate, entry]))
    const latestPast = stored.find((entry) => entry.week.pickupDate <= today)
    const dates = seriesDatesAfter(row, today, WEEKS_SHOWN)
    if (latestPast) dates.unshift(latestPast.week.pickupDate)
    const opened = new Set(
      (await executor.select({ date: availableDates.date }).from(availableDates).where(inArray(availableDates.date, dates))).map((day) => day.date),
    )
    return dates.map((date) => {
      const made = byDate.get(date)
      const state = made && made.week.outcome !== 'pending' ? (made.week.outcome as StandingWeek['state']) : plannedWeek(planOf(row), date)
      // A week not made leads to the order placed instead on the day it offered, once the customer took that day.
      const instead = state === 'not_created' && made?.week.nextDate ? byDate.get(made.week.nextDate) : undefined
      const order = instead?.week.orderId ? instead : made
      return {
        date,
        createsAt: createsAt(date, timeZone).toISOString(),
        state,
        orderId: order?.week.orderId ?? null,
        orderToken: order?.week.orderId ? (order.token ?? null) : null,
        reason: made?.week.reason ?? null,
        nextDate: made?.week.nextDate ?? null,
        decided: made !== undefined,
        dayOpen: opened.has(date),
      }
    })
  }

  async function view(executor: Queryable, row: StandingRow, settings: ShopSettings): Promise<StandingOrderView> {
    const catalogue = await catalogueFor(executor, row)
    // The name the first order was placed with (older orders, from before 0017, go by the customer).
    const [source] = await executor
      .select({ contact: orders.contact, name: customers.name })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, row.sourceOrderId))
    const items = row.items.map((line) => {
      const product = catalogue.get(line.productId)
      return {
        productId: line.productId,
        name: product?.name ?? `Product ${line.productId}`,
        nameEs: product?.nameEs ?? null,
        quantity: line.quantity,
        customizations: line.customizations,
        price: product ? toPesos(unitPriceCents(product, line.customizations as Customizations)) : 0,
      }
    })
    return {
      id: row.id,
      every: everyOf(row.everyWeeks),
      weekday: weekdayOf(row.anchorDate),
      status: statusOf(row, bakeryToday(clock(), timeZone)),
      pausedUntil: row.pausedUntil,
      // The window its weeks are placed in, should staff have changed the windows since.
      pickupTime: repeatWindow(settings.pickupWindows, row.pickupTime),
      isDelivery: row.isDelivery,
      deliveryAddress: row.deliveryAddress,
      paymentMethod: row.paymentMethod as StandingPaymentMethod,
      language: row.language as CustomerLanguage,
      whatsappOptIn: row.whatsappOptIn,
      items,
      // What each week is charged: the week's order as it would be placed now, tax included when the shop adds it.
      totalPerWeek: orderFor(row, row.anchorDate, catalogue, settings).order.total,
      firstName: (source?.contact?.name ?? source?.name ?? '').trim().split(/\s+/)[0] ?? '',
      sourceOrderId: row.sourceOrderId,
      weeks: await weekList(executor, row),
      createdAt: row.createdAt.toISOString(),
    }
  }

  async function isDecided(tx: Queryable, row: StandingRow, date: string): Promise<boolean> {
    const [made] = await tx
      .select({ outcome: standingOrderWeeks.outcome })
      .from(standingOrderWeeks)
      .where(and(eq(standingOrderWeeks.standingOrderId, row.id), eq(standingOrderWeeks.pickupDate, date)))
    return made !== undefined
  }

  /** A week the customer may still change: in the series, after today, and not yet made. */
  async function assertChangeableWeek(tx: Queryable, row: StandingRow, date: string): Promise<void> {
    // A year of weeks ahead is as far as anyone plans a skip.
    const inSeries = seriesDatesAfter(row, bakeryToday(clock(), timeZone), 53).includes(date)
    const made = await isDecided(tx, row, date)
    if (!inSeries || made) {
      const message = made ? text('week_already_placed') : text('not_a_week')
      throw new DomainError('validation', message, [{ path: 'skip', message }])
    }
  }

  /** A skipped week comes back only while the shop has not recorded it as skipped. */
  async function assertRestorableWeek(tx: Queryable, row: StandingRow, date: string): Promise<void> {
    if (await isDecided(tx, row, date)) throw new DomainError('conflict', text('standing_week_recorded', { date }))
  }

  /**
   * Lines the catalogue would refuse are refused now, not discovered when a week is made: a product that does not
   * exist, a choice it does not offer. Stock is not: a line out of stock today may be back by its week, and is
   * checked when each week is made.
   */
  async function assertSellableLines(tx: Queryable, row: SeriesTerms, items: StandingRow['items'], settings: ShopSettings): Promise<void> {
    const changed = { ...row, items }
    const catalogue = await catalogueFor(tx, changed, { keep: true })
    assertAddedLinesMadeOn(row.anchorDate, items, row.items, catalogue)
    const stocked = new Map([...catalogue].map(([id, product]) => [id, { ...product, inStock: true }]))
    const probe = orderFor(changed, row.anchorDate, stocked, settings)
    priceOrder(probe.items, probe.order.total, stocked, settings)
  }

  function changedLines(lines: NonNullable<StandingOrderChange['items']>): StandingRow['items'] {
    const kept = lines.filter((line) => line.quantity > 0)
    if (kept.length === 0) {
      throw new DomainError('validation', text('standing_keep_product_or_cancel'), [{ path: 'items', message: text('standing_keep_product') }])
    }
    return kept.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      customizations: line.customizations as Record<string, unknown>,
    }))
  }

  const createdReply = (row: StandingRow) => ({ id: row.id, manageToken: row.manageToken, every: everyOf(row.everyWeeks) })

  /**
   * An order that already belongs to a series, asked to repeat. Its private link goes back only to a retry from the
   * order that set it, moments after (a reply lost on the way): order links are forwarded (a week's to whoever picks
   * it up), and the link lets its holder change or cancel the series.
   */
  function answerAgain(row: StandingRow, orderId: number) {
    // A cancelled series is not set again by asking: the page says so instead of showing it as done.
    if (row.status === 'cancelled') throw new DomainError('conflict', text('standing_order_cancelled'))
    const justSet = row.sourceOrderId === orderId && clock().getTime() - row.createdAt.getTime() <= ANSWERED_AGAIN_FOR_MS
    if (!justSet) throw new DomainError('conflict', text('already_standing'))
    return createdReply(row)
  }

  /** The series an order belongs to, as the order it was set from or as one of the weeks it made. */
  async function seriesOf(orderId: number): Promise<StandingRow | undefined> {
    const [found] = await db
      .select({ standing: standingOrders })
      .from(standingOrders)
      .leftJoin(standingOrderWeeks, eq(standingOrderWeeks.standingOrderId, standingOrders.id))
      .where(or(eq(standingOrders.sourceOrderId, orderId), eq(standingOrderWeeks.orderId, orderId)))
      .limit(1)
    return found?.standing
  }

  async function customersOrder(orderId: number, token: string | undefined) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
    if (!order || !token || !sameToken(order.accessToken, token)) throw new DomainError('not_found', text('order_not_found', { id: orderId }))
    return order
  }

  return {
    /** Turns a customer's order into a standing order, once (see answerAgain for an order already in a series). */
    async create(orderId: number, input: { token: string; every: StandingEvery; paymentMethod?: StandingPaymentMethod }) {
      const order = await customersOrder(orderId, input.token)
      const existing = await seriesOf(orderId)
      if (existing) return answerAgain(existing, orderId)
      if (order.status === 'cancelled' || !order.pickupDate) {
        throw new DomainError('conflict', text('cancelled_cannot_repeat'), [{ path: 'orderId', message: text('order_cancelled') }])
      }
      assertStandingSource({ paymentMethod: order.paymentMethod, paymentStatus: order.paymentStatus as PaymentStatus })
      // Card payments for standing orders come later: a card order's weeks are paid in cash at pickup.
      const paymentMethod = input.paymentMethod ?? (order.paymentMethod === 'bank_transfer' ? 'bank_transfer' : 'cash')
      const settings = await shopSettings()
      assertStandingPayment(paymentMethod, settings)
      const lines = await db
        .select({ productId: orderItems.productId, quantity: orderItems.quantity, customizations: orderItems.customizations })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
      const series = {
        sourceOrderId: orderId,
        customerId: order.customerId,
        everyWeeks: weeksOf(input.every),
        anchorDate: order.pickupDate,
        pickupTime: order.pickupTime ?? DEFAULT_TIME_SLOT,
        isDelivery: order.isDelivery,
        // An address kept from the saved one (the customer moved since) is not where new weeks go: the saved one is.
        deliveryAddress: order.savedAddressKept ? null : order.deliveryAddress,
        specialInstructions: order.specialInstructions,
        paymentMethod,
        language: order.language,
        whatsappOptIn: order.whatsappOptIn,
        items: lines.map((line) => ({ ...line, customizations: (line.customizations ?? {}) as Record<string, unknown> })),
        manageToken: newSecretToken(),
        createdAt: clock(),
        updatedAt: clock(),
      }
      // The catalogue may have changed since the order (a pack no longer sold): no weeks are promised that the shop
      // would refuse when it makes them.
      await assertSellableLines(db, series, series.items, settings)
      const [created] = await db.insert(standingOrders).values(series).onConflictDoNothing({ target: standingOrders.sourceOrderId }).returning()
      if (created) {
        await notices?.onStanding(db, created, { type: 'set' })
        return createdReply(created)
      }
      // Two presses at once: the other one set it.
      const [raced] = await db.select().from(standingOrders).where(eq(standingOrders.sourceOrderId, orderId))
      if (!raced) throw new Error('standing order insert returned no row')
      return answerAgain(raced, orderId)
    },

    /** Whether an order (read with its own token) already belongs to a series: its page then offers none. */
    async ofOrder(orderId: number, token: string | undefined): Promise<{ inStandingOrder: boolean; cancelled: boolean }> {
      await customersOrder(orderId, token)
      const series = await seriesOf(orderId)
      return { inStandingOrder: series !== undefined, cancelled: series?.status === 'cancelled' }
    },

    async get(id: number, caller: StandingCaller): Promise<StandingOrderView> {
      const row = await findRow(db, id, caller)
      return view(db, row, await shopSettings())
    },

    /** Skip or restore a week, pause until a day, change lines, the window, how often or how to pay, or cancel. */
    async change(id: number, change: StandingOrderChange, caller: StandingCaller): Promise<StandingOrderView> {
      const settings = await shopSettings()
      return db.transaction(async (tx) => {
        const row = await findRow(tx, id, caller, true)
        if (row.status === 'cancelled') throw new DomainError('conflict', text('standing_order_cancelled'))
        const next: Partial<StandingRow> = { updatedAt: clock() }
        let skipDates = row.skipDates
        if (change.skip) {
          await assertChangeableWeek(tx, row, change.skip)
          skipDates = [...new Set([...skipDates, change.skip])].sort()
        }
        if (change.unskip) {
          await assertRestorableWeek(tx, row, change.unskip)
          skipDates = skipDates.filter((date) => date !== change.unskip)
        }
        if (skipDates !== row.skipDates) next.skipDates = skipDates
        // A resume reaches the weeks not recorded yet; a week recorded as paused stays so (the view shows it).
        if (change.pausedUntil !== undefined) next.pausedUntil = change.pausedUntil
        if (change.pickupTime) {
          assertOfferedWindow(settings.pickupWindows, change.pickupTime)
          next.pickupTime = change.pickupTime
        }
        if (change.items) {
          if (change.itemsSeen && !sameLines(row.items, change.itemsSeen)) throw new DomainError('conflict', text('standing_changed_meanwhile'))
          next.items = changedLines(change.items)
          await assertSellableLines(tx, row, next.items, settings)
        }
        if (change.every) next.everyWeeks = weeksOf(change.every)
        if (change.paymentMethod) {
          assertStandingPayment(change.paymentMethod, settings)
          next.paymentMethod = change.paymentMethod
        }
        if (change.cancel) next.status = 'cancelled'
        const [updated] = await tx.update(standingOrders).set(next).where(eq(standingOrders.id, id)).returning()
        return view(tx, updated ?? row, settings)
      })
    },

    /** Orders this standing order's lines for `date` now (the day offered after a week did not fit, or a coming week). */
    async placeOn(id: number, date: string, caller: StandingCaller): Promise<{ orderId: number; accessToken: string }> {
      const settings = await shopSettings()
      return db.transaction(async (tx) => {
        const row = await findRow(tx, id, caller)
        if (row.status === 'cancelled') throw new DomainError('conflict', text('standing_order_cancelled'))
        const offered = await tx
          .select({ nextDate: standingOrderWeeks.nextDate })
          .from(standingOrderWeeks)
          .where(and(eq(standingOrderWeeks.standingOrderId, id), eq(standingOrderWeeks.outcome, 'not_created')))
        const offeredDays = offered.flatMap((week) => week.nextDate ?? [])
        const plan = {
          anchorDate: row.anchorDate,
          everyWeeks: row.everyWeeks,
          status: 'active' as const,
          pausedUntil: row.pausedUntil,
          skipDates: row.skipDates,
        }
        if (!mayPlaceOn(plan, date, offeredDays)) {
          throw new DomainError('validation', text('standing_day_not_offered', { date }), [
            { path: 'date', message: text('standing_day_not_offered', { date }) },
          ])
        }
        // The day is taken as one of the series' weeks, so the schedule never makes it too and a second press
        // answers the order the first one placed.
        const [claimed] = await tx
          .insert(standingOrderWeeks)
          .values({ standingOrderId: id, pickupDate: date, outcome: 'pending', createdAt: clock() })
          .onConflictDoNothing()
          .returning()
        let orderId: number
        if (claimed) {
          orderId = await placeFor(tx, row, date, settings)
          await tx
            .update(standingOrderWeeks)
            .set({ outcome: 'created', orderId })
            .where(and(eq(standingOrderWeeks.standingOrderId, id), eq(standingOrderWeeks.pickupDate, date)))
        } else {
          const [week] = await tx
            .select({ orderId: standingOrderWeeks.orderId })
            .from(standingOrderWeeks)
            .where(and(eq(standingOrderWeeks.standingOrderId, id), eq(standingOrderWeeks.pickupDate, date)))
          if (!week?.orderId) throw new DomainError('conflict', text('standing_week_decided', { date }))
          orderId = week.orderId
        }
        const [placed] = await tx.select({ accessToken: orders.accessToken }).from(orders).where(eq(orders.id, orderId))
        return { orderId, accessToken: placed?.accessToken ?? '' }
      })
    },

    async page(query: {
      limit: number
      offset: number
      status?: StandingOrderView['status']
    }): Promise<{ rows: StaffStandingOrder[]; total: number }> {
      const today = bakeryToday(clock(), timeZone)
      // statusOf as a query, so the filter and the paging happen in the database.
      const pausedNow = and(eq(standingOrders.status, 'active'), gte(standingOrders.pausedUntil, today))
      const byStatus = {
        cancelled: eq(standingOrders.status, 'cancelled'),
        paused: pausedNow,
        active: and(eq(standingOrders.status, 'active'), or(isNull(standingOrders.pausedUntil), lt(standingOrders.pausedUntil, today))),
      }
      const where = query.status ? byStatus[query.status] : undefined
      const [found, [counted]] = await Promise.all([
        db
          .select({ standing: standingOrders, customer: { id: customers.id, name: customers.name, phone: customers.phone } })
          .from(standingOrders)
          .innerJoin(customers, eq(customers.id, standingOrders.customerId))
          .where(where)
          .orderBy(desc(standingOrders.createdAt), desc(standingOrders.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(standingOrders).where(where),
      ])
      const settings = await shopSettings()
      const rows = await Promise.all(
        found.map(async ({ standing, customer }) => ({
          ...(await view(db, standing, settings)),
          customer,
          customerPath: `/standing-orders/${standing.id}?token=${standing.manageToken}`,
        })),
      )
      return { rows, total: counted?.n ?? 0 }
    },

    /**
     * Makes every standing order's week whose moment has come (see domain standing-schedule). Any instance may run it
     * at any time: the week's row is the claim, so each week is made once.
     */
    async makeDueWeeks(): Promise<number> {
      const now = clock()
      const active = await db.select().from(standingOrders).where(eq(standingOrders.status, 'active'))
      const due = active
        .map((row) => ({ row, date: dueWeek(row, now, timeZone) }))
        .filter((entry): entry is { row: StandingRow; date: string } => entry.date !== null && entry.date >= firstOrderDay(now, timeZone))
      if (due.length === 0) return 0
      // Weeks already made (the moment stays past for days) are not tried again.
      const weeksMade = await db
        .select({ id: standingOrderWeeks.standingOrderId, date: standingOrderWeeks.pickupDate })
        .from(standingOrderWeeks)
        .where(
          and(
            inArray(
              standingOrderWeeks.standingOrderId,
              due.map((entry) => entry.row.id),
            ),
            gte(standingOrderWeeks.pickupDate, firstOrderDay(now, timeZone)),
          ),
        )
      const done = new Set(weeksMade.map((week) => `${week.id}|${week.date}`))
      const settings = await shopSettings()
      let made = 0
      for (const { row, date } of due.filter((entry) => !done.has(`${entry.row.id}|${entry.date}`))) {
        if ((await makeWeek(row.id, date, settings)) === 'created') made += 1
      }
      return made
    },
  }
}
export type StandingOrderService = ReturnType<typeof createStandingOrderService>
