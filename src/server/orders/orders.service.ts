import { createHash } from 'node:crypto'
import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql, sum } from 'drizzle-orm'
import { savedAddress } from '../../domain/customers/customer-schemas'
import { type OrderContact, withOrderContact } from '../../domain/customers/order-contact'
import { DomainError } from '../../domain/errors'
import { deliveryRefusal } from '../../domain/orders/order-plan'
import type {
  CustomerLanguage,
  Order,
  OrderDeliveryChange,
  OrderItem,
  OrderListQuery,
  OrderMove,
  OrderRequest,
  OrderSummary,
  PlacedOrder,
} from '../../domain/orders/order-schemas'
import { sortOrders } from '../../domain/orders/order-sort'
import { holdsCapacity, isSettled, type OrderStatus, type PaymentMethod, type PaymentStatus } from '../../domain/orders/order-status'
import { isAbandonable } from '../../domain/payments/payment-rules'
import {
  isOverdueTransfer,
  orderIdOfReference,
  reopenedPayBy,
  rescheduledPayBy,
  transferInstructions,
} from '../../domain/payments/transfer-instructions'
import { dayProblems, type StaffOverride, staffOverrides } from '../../domain/planning/order-day-rules'
import { assertOfferedWindow } from '../../domain/regulars/repeat-order'
import { firstStaffOrderDay } from '../../domain/schedule/bookable-window'
import type { ShopSettings } from '../../domain/shop/settings-schemas'
import { text } from '../../domain/written-text'
import { sameToken } from '../auth/secret-tokens'
import { deliveryAddressOf, toCustomer } from '../customers/customers.service'
import type { Database, Queryable } from '../db/client'
import { retryOnLockConflict } from '../db/lock-conflicts'
import { customers, orderItems, orders, paymentReceipts, products } from '../db/schema'
import { containsFolded } from '../db/search'
import { readAfterCommit } from '../db/unavailable'
import { assertOpenDay, holdDay, moveWindow, releaseDay, storedHold } from '../planning/day-capacity'
import { scheduledProductColumns } from '../planning/scheduled-product-columns'
import type { OrderNotices } from '../whatsapp/order-notices'
import { earnsMoneySql, refundDueSql, toCollectSql } from './order-money-sql'
import { createOrderPlacement, type WaitlistFirst } from './place-order'

type OrderRow = typeof orders.$inferSelect
type ItemRow = typeof orderItems.$inferSelect

/** `shopSettings`: the facts an order depends on, read at each order (staff may change them at any time). */
type Deps = {
  db: Database
  clock: () => Date
  timeZone: string
  shopSettings: () => Promise<ShopSettings>
  /** The most active orders one customer may hold for one pickup day (staff orders are not counted against it). */
  maxOrdersPerCustomerDay?: number
  /** Whether the shop can take card payments (Stripe configured): card orders are refused otherwise. */
  cardPayments?: boolean
  /** Queues the automatic WhatsApp messages (order-notices.ts) in the transaction of the change that calls for them. */
  notices?: Pick<OrderNotices, 'onEvent'>
  /** Offers what came back on a day to its waitlist, in the caller's transaction, before an order takes a place there. */
  waitlistFirst?: WaitlistFirst
}

/** How an order reached POST /api/orders: its Idempotency-Key, the staff member entering it, or the customer's details. */
export type PlaceRequest = {
  idempotencyKey?: string
  staffUserId?: number
  /** What the customer sent before ordering (customers.service `contactFor`); staff orders use the customer's stored details. */
  contact?: OrderContact
}

const notFound = (id: number) => new DomainError('not_found', text('order_not_found', { id }))

function toItem(row: ItemRow): OrderItem {
  return {
    id: row.id,
    orderId: row.orderId,
    productId: row.productId,
    productName: row.productName,
    productNameEs: row.productNameEs,
    quantity: row.quantity,
    price: Number(row.price),
    customizations: (row.customizations ?? {}) as OrderItem['customizations'],
  }
}

/** What an order's reply reads from the shop as it is now: the pickup address and the transfer account. */
type OrderFacts = { settings: ShopSettings }

/** `toSavedAddress`: a delivery to the customer's saved address, which only staff may read. */
type LoadedOrder = Order & { accessToken: string; toSavedAddress: boolean }

/** Reads orders with their lines and customer in three queries, whatever the number of orders. */
async function loadOrders(
  db: Queryable,
  where: SQL | undefined,
  facts: OrderFacts,
  page?: { limit: number; offset: number },
): Promise<LoadedOrder[]> {
  const query = db.select().from(orders).where(where).orderBy(desc(orders.orderDate), desc(orders.id))
  const rows: OrderRow[] = page ? await query.limit(page.limit).offset(page.offset) : await query
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id)
  const people = await db
    .select()
    .from(customers)
    .where(inArray(customers.id, [...new Set(rows.map((row) => row.customerId))]))
  const peopleById = new Map(people.map((person) => [person.id, person]))
  const receipts = await transferReceipts(db, rows)
  const itemsByOrder = new Map<number, ItemRow[]>()
  for (const item of items) itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item])
  return rows.map((row) => ({
    id: row.id,
    customerId: row.customerId,
    total: Number(row.total),
    tax: Number(row.tax),
    taxPercent: Number(row.taxPercent),
    status: row.status as OrderStatus,
    orderDate: row.orderDate.toISOString(),
    pickupDate: row.pickupDate,
    pickupTime: row.pickupTime,
    deliveryAddress: deliveryAddressOf(row, peopleById.get(row.customerId)),
    isDelivery: row.isDelivery,
    deliveryMethod: row.isDelivery ? 'delivery' : 'pickup',
    // Where a pickup is collected: the shop's address as it is now (staff keep it in settings).
    pickupAddress: row.isDelivery ? null : facts.settings.shopAddress,
    specialInstructions: row.specialInstructions,
    whatsappSent: row.whatsappSent,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus as PaymentStatus,
    language: row.language as CustomerLanguage,
    whatsappOptIn: row.whatsappOptIn,
    enteredByStaff: row.enteredBy !== null,
    staffOverrides: row.staffOverrides,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    items: (itemsByOrder.get(row.id) ?? []).map(toItem),
    customer: customerOf(peopleById.get(row.customerId), row.contact),
    payment:
      row.paymentMethod === 'bank_transfer' && row.transferPayBy
        ? transferInstructions(
            { id: row.id, total: Number(row.total), transferPayBy: row.transferPayBy },
            facts.settings,
            receipts.get(row.id) ?? null,
          )
        : null,
    accessToken: row.accessToken,
    toSavedAddress: usesSavedAddress(row),
  }))
}

type CustomerRow = typeof customers.$inferSelect

/** Which transfer orders have a receipt attached, and when (the bytes stay in the table until staff open them). */
async function transferReceipts(db: Queryable, rows: OrderRow[]): Promise<Map<number, { contentType: string; uploadedAt: string }>> {
  const ids = rows.filter((row) => row.paymentMethod === 'bank_transfer').map((row) => row.id)
  if (ids.length === 0) return new Map()
  const found = await db
    .select({ orderId: paymentReceipts.orderId, contentType: paymentReceipts.contentType, uploadedAt: paymentReceipts.uploadedAt })
    .from(paymentReceipts)
    .where(inArray(paymentReceipts.orderId, ids))
  return new Map(found.map((receipt) => [receipt.orderId, { contentType: receipt.contentType, uploadedAt: receipt.uploadedAt.toISOString() }]))
}

export type OrderFilter = Partial<Pick<OrderListQuery, 'q' | 'pickupFrom' | 'pickupTo' | 'paymentStatus' | 'refundDue'>> & {
  pickupDate?: string
  customerId?: number
}

/**
 * Staff search: '#12' or '12' is that order; any text is looked for in the customer's name, email and phone digits
 * (stored, or as the order was placed), and in the names of the products ordered (either language, as ordered or as
 * named now).
 */
function matchesSearch(text: string): SQL {
  const digits = text.replace(/\D/g, '')
  const people = [containsFolded(customers.name, text), containsFolded(customers.email, text)]
  if (digits.length >= 3) people.push(ilike(customers.phone, `%${digits}%`))
  // The name and numbers the order was placed with, which may differ from the customer's stored ones.
  const placedWith = [containsFolded(sql`${orders.contact}->>'name'`, text)]
  if (digits.length >= 3) placedWith.push(ilike(sql`${orders.contact}->>'phone'`, `%${digits}%`))
  // Subqueries, so the search stays one statement however many customers or lines match.
  const byCustomer = or(inArray(orders.customerId, sql`(select ${customers.id} from ${customers} where ${or(...people)})`), ...placedWith)
  // The name a line was ordered under, or its product's name now (a rename shows on the production sheet at once).
  const renamedTo = sql`(select ${products.id} from ${products} where ${or(containsFolded(products.name, text), containsFolded(products.nameEs, text))})`
  const byProduct = inArray(
    orders.id,
    sql`(select ${orderItems.orderId} from ${orderItems} where ${or(containsFolded(orderItems.productName, text), containsFolded(orderItems.productNameEs, text), inArray(orderItems.productId, renamedTo))})`,
  )
  // An order number ('#12'), or the reference a transfer customer typed as its concept ('MM00127').
  const number = /^#?(\d{1,9})$/.exec(text)?.[1] ?? orderIdOfReference(text)
  return (number ? or(eq(orders.id, Number(number)), byCustomer, byProduct) : or(byCustomer, byProduct)) as SQL
}

function whereOrders(filter: OrderFilter): SQL | undefined {
  const conditions = [
    filter.pickupDate ? eq(orders.pickupDate, filter.pickupDate) : undefined,
    filter.customerId ? eq(orders.customerId, filter.customerId) : undefined,
    filter.pickupFrom ? gte(orders.pickupDate, filter.pickupFrom) : undefined,
    filter.pickupTo ? lte(orders.pickupDate, filter.pickupTo) : undefined,
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
    filter.refundDue ? refundDueSql : undefined,
    filter.q ? matchesSearch(filter.q) : undefined,
  ].filter((condition) => condition !== undefined)
  return conditions.length > 0 ? and(...conditions) : undefined
}

/**
 * A delivery to the customer's saved address ('Yes, that's me' at checkout): stored without one, or with the one kept
 * once it was made and the customer moved. The order's link never shows it.
 */
const usesSavedAddress = (row: OrderRow) => row.isDelivery && (!row.deliveryAddress || row.savedAddressKept)
/** Staff see the customer with the name and numbers this order was placed with (what its messages use). */
const customerOf = (person: CustomerRow | undefined, contact: OrderContact | null) => (person ? withOrderContact(toCustomer(person), contact) : null)

function withoutToken({ accessToken: _token, toSavedAddress: _saved, ...order }: LoadedOrder): Order {
  return order
}

/**
 * What the holder of an order link sees: the order's own details only — never the stored customer, nor a saved
 * address the order did not carry. Whoever knows a phone number can order for it, so nothing stored about that
 * customer may come back through an order (CONTRACT 'Access rules').
 */
function forOrderLinkHolder({ accessToken, toSavedAddress, ...order }: LoadedOrder): PlacedOrder {
  return { ...order, accessToken, customer: null, deliveryAddress: toSavedAddress ? null : order.deliveryAddress }
}

type PgError = { code?: string; constraint?: string; cause?: unknown }

/** Drizzle wraps driver errors: the PostgreSQL error is the error itself or its cause. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error as PgError | undefined; current; current = current.cause as PgError | undefined) {
    if (current.code === '23505' && current.constraint === constraint) return true
  }
  return false
}

/**
 * Staff move an order only to a day the bakery bakes and every product of it is made. The cut-off and lead time are
 * theirs to pass: the rules passed are returned, to be recorded with the order as for a staff order.
 */
async function movableOverrides(
  tx: Queryable,
  orderId: number,
  date: string,
  settings: ShopSettings,
  now: Date,
  timeZone: string,
): Promise<StaffOverride[]> {
  const lines = await tx
    .select(scheduledProductColumns)
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
  const check = { date, products: lines, settings, now, timeZone }
  const [problem] = dayProblems({ ...check, byStaff: true })
  if (problem) throw new DomainError(problem.code, problem.message, [{ path: 'pickupDate', message: problem.message }])
  return staffOverrides(check)
}

/** A status change made from a status the order no longer has (another staff member changed it): refused, not undone. */
function refuseIfChangedSince(id: number, status: string, from: OrderStatus) {
  if (status === from) return
  const message = text('order_changed_meanwhile', { id })
  throw new DomainError('conflict', message, [{ path: 'status', message }])
}

export function createOrderService({
  db,
  clock,
  timeZone,
  shopSettings,
  maxOrdersPerCustomerDay = 3,
  cardPayments = false,
  notices,
  waitlistFirst,
}: Deps) {
  const placeNewOrder = createOrderPlacement({ db, clock, timeZone, shopSettings, maxOrdersPerCustomerDay, cardPayments, notices, waitlistFirst })

  const orderFacts = async (): Promise<OrderFacts> => ({ settings: await shopSettings() })

  /** `facts`: read before any transaction (a second pool connection inside one could deadlock a busy pool). */
  async function findOne(tx: Queryable, id: number, facts: OrderFacts) {
    const [order] = await loadOrders(tx, eq(orders.id, id), facts)
    if (!order) throw notFound(id)
    return order
  }

  /**
   * The order a key already placed. The same key with other contents is a client's mistake, not a retry:
   * it is refused rather than answered with that order (and its access token).
   */
  async function findByIdempotencyKey(key: string, fingerprint: string): Promise<LoadedOrder | undefined> {
    const [first] = await db.select({ id: orders.id, fingerprint: orders.idempotencyFingerprint }).from(orders).where(eq(orders.idempotencyKey, key))
    if (!first) return undefined
    if (first.fingerprint !== null && first.fingerprint !== fingerprint) {
      throw new DomainError('conflict', text('idempotency_key_reused'), [{ path: 'headers.idempotency-key', message: text('key_used') }])
    }
    return findOne(db, first.id, await orderFacts())
  }

  /**
   * Runs a status or date change in one transaction, keeping the day's place count true; `afterChange` runs in the
   * same transaction once the row is written (the WhatsApp message the change calls for).
   */
  async function changeOrder(
    id: number,
    change: (tx: Queryable, current: OrderRow, settings: ShopSettings) => Promise<Partial<OrderRow>>,
    afterChange?: (tx: Queryable, before: OrderRow, settings: ShopSettings) => Promise<void>,
  ): Promise<Order> {
    const settings = await shopSettings()
    return retryOnLockConflict(() =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
        if (!current) throw notFound(id)
        await tx
          .update(orders)
          .set({ ...(await change(tx, current, settings)), updatedAt: clock() })
          .where(eq(orders.id, id))
        await afterChange?.(tx, current, settings)
        return withoutToken(await findOne(tx, id, { settings }))
      }),
    )
  }

  /**
   * Staff bring a cancelled order back. A card order they reopened is theirs to give up again (as one they entered),
   * not the unpaid-card sweep's, which would cancel it within the minute; an unpaid transfer gets its time to pay again.
   */
  function reopened(current: OrderRow, settings: ShopSettings): Partial<OrderRow> {
    const now = clock()
    const payBy = current.transferPayBy && current.paymentStatus === 'unpaid' ? current.transferPayBy : null
    return {
      reopenedAt: now,
      ...(payBy && { transferPayBy: reopenedPayBy(payBy, current.pickupDate, settings.transferPayByHours, now, timeZone) }),
    }
  }

  return {
    /**
     * Places an order in one transaction: window, customer, catalogue prices, then a place on the
     * day. A repeated Idempotency-Key returns the first order instead of booking a second one.
     */
    async placeOrder(input: OrderRequest, { idempotencyKey, staffUserId, contact }: PlaceRequest = {}): Promise<PlacedOrder> {
      // The validated body, whose keys come out in the schema's order, so one request has one fingerprint.
      const idempotency = idempotencyKey
        ? { key: idempotencyKey, fingerprint: createHash('sha256').update(JSON.stringify(input)).digest('hex') }
        : undefined
      if (idempotency) {
        const existing = await findByIdempotencyKey(idempotency.key, idempotency.fingerprint)
        if (existing) return forOrderLinkHolder(existing)
      }
      try {
        // Read first, so what follows the commit is the one read of the order, done again while the database is away.
        const facts = await orderFacts()
        const id = await placeNewOrder(input, { idempotency, staffUserId, contact })
        return forOrderLinkHolder(await readAfterCommit(() => findOne(db, id, facts)))
      } catch (error) {
        if (idempotency && isUniqueViolation(error, 'orders_idempotency_key_unique')) {
          const first = await findByIdempotencyKey(idempotency.key, idempotency.fingerprint)
          if (first) return forOrderLinkHolder(first)
        }
        throw error
      }
    },

    /** Places an order inside the caller's transaction (standing orders' weeks, waitlist claims): see place-order.ts. */
    placeWithin: placeNewOrder.within,

    /** The customer's view: only with the order's own token; anything else looks like no order at all. */
    async getForCustomer(id: number, token: string | undefined): Promise<Order> {
      const [order] = await loadOrders(db, eq(orders.id, id), await orderFacts())
      if (!order || !token || !sameToken(order.accessToken, token)) throw notFound(id)
      const { accessToken: _token, ...visible } = forOrderLinkHolder(order)
      return visible
    },

    async get(id: number): Promise<Order> {
      return withoutToken(await findOne(db, id, await orderFacts()))
    },

    /** Refuses a change staff made from `from` when the order is no longer in it (setStatus checks again under the lock). */
    async assertStatusFrom(id: number, from: OrderStatus): Promise<void> {
      const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id))
      if (!row) throw notFound(id)
      refuseIfChangedSince(id, row.status, from)
    },

    /**
     * Every order's count and revenue, computed in the database: the list comes in pages, the dashboard cards do not.
     * Revenue counts the orders that earn money (earnsMoney), split into what was paid and what is still owed.
     */
    async summary(): Promise<OrderSummary> {
      const [row] = await db
        .select({
          totalOrders: count(),
          pendingOrders: count(sql`case when ${orders.status} = 'pending' then 1 end`),
          totalRevenue: sum(sql`case when ${earnsMoneySql} then ${orders.total} end`),
          paidRevenue: sum(sql`case when ${earnsMoneySql} and ${orders.paymentStatus} = 'paid' then ${orders.total} end`),
          owedRevenue: sum(sql`case when ${toCollectSql} then ${orders.total} end`),
          refundDue: sum(sql`case when ${refundDueSql} then ${orders.total} end`),
          refundDueOrders: count(sql`case when ${refundDueSql} then 1 end`),
        })
        .from(orders)
      return {
        totalOrders: row?.totalOrders ?? 0,
        pendingOrders: row?.pendingOrders ?? 0,
        totalRevenue: Number(row?.totalRevenue ?? 0),
        paidRevenue: Number(row?.paidRevenue ?? 0),
        // What is still to collect (isToCollect): everything not paid, a refund before handover included, so paid + owed = total.
        owedRevenue: Number(row?.owedRevenue ?? 0),
        refundDue: Number(row?.refundDue ?? 0),
        refundDueOrders: row?.refundDueOrders ?? 0,
      }
    },

    /** Every matching order (a day's, a customer's), in the spec's order. */
    async list(filter: OrderFilter = {}): Promise<Order[]> {
      return sortOrders((await loadOrders(db, whereOrders(filter), await orderFacts())).map(withoutToken))
    },

    /** One page of the matching orders, newest placed first, and how many match in all. */
    async page(filter: OrderFilter, page: { limit: number; offset: number }): Promise<{ orders: Order[]; total: number }> {
      const where = whereOrders(filter)
      const facts = await orderFacts()
      const [loaded, [counted]] = await Promise.all([loadOrders(db, where, facts, page), db.select({ n: count() }).from(orders).where(where)])
      return { orders: sortOrders(loaded.map(withoutToken)), total: counted?.n ?? 0 }
    },

    async items(id: number): Promise<OrderItem[]> {
      return (await findOne(db, id, await orderFacts())).items
    },

    /**
     * Cancelling gives the day's place and units back; reopening a cancelled order needs them free again. Confirming,
     * 'ready' and cancelling tell a consenting customer on WhatsApp.
     */
    setStatus(id: number, status: OrderStatus, from?: OrderStatus): Promise<Order> {
      return changeOrder(
        id,
        async (tx, current, settings) => {
          if (from) refuseIfChangedSince(id, current.status, from)
          const held = holdsCapacity(current.status as OrderStatus)
          if (current.pickupDate && held !== holdsCapacity(status)) {
            const hold = { ...(await storedHold(tx, { ...current, pickupDate: current.pickupDate })), datePath: 'status' }
            if (held) await releaseDay(tx, hold)
            else {
              await waitlistFirst?.(tx, hold.date)
              await holdDay(tx, hold, settings.pickupWindows)
            }
          }
          return current.status === 'cancelled' && status !== 'cancelled' ? { status, ...reopened(current, settings) } : { status }
        },
        async (tx, before, settings) => {
          await notices?.onEvent(tx, id, { type: 'status', from: before.status as OrderStatus, to: status }, settings)
        },
      )
    },

    /**
     * Moves an order to another open baking day from tomorrow on (staff may go past the customers'
     * 14-day window), in its own window or the one staff chose. An active order's place moves with it, or the move is
     * refused if that day or window is full. The order then carries only the rules the move itself passed.
     */
    reschedule(id: number, { pickupDate, pickupTime }: OrderMove): Promise<Order> {
      let didMove = false
      return changeOrder(
        id,
        async (tx, current, settings) => {
          didMove = false
          // Handed over already: moved, it would come back on a day's production sheet to bake again.
          if (current.status === 'completed') {
            throw new DomainError('conflict', text('order_completed_stays', { id }), [
              { path: 'pickupDate', message: text('order_completed_stays', { id }) },
            ])
          }
          if (current.pickupDate === pickupDate) {
            // The same day in another window (the customer comes later): only the window's place moves.
            if (!pickupTime || pickupTime === current.pickupTime) return {}
            assertOfferedWindow(settings.pickupWindows, pickupTime)
            if (holdsCapacity(current.status as OrderStatus)) await moveWindow(tx, pickupDate, current.pickupTime, pickupTime, settings.pickupWindows)
            didMove = true
            return { pickupTime }
          }
          if (pickupDate < firstStaffOrderDay(clock(), timeZone)) {
            throw new DomainError('date_not_bookable', text('choose_today_or_later'), [
              { path: 'pickupDate', message: text('choose_today_or_later') },
            ])
          }
          if (pickupTime) assertOfferedWindow(settings.pickupWindows, pickupTime)
          const window = pickupTime ?? current.pickupTime
          const passed = await movableOverrides(tx, current.id, pickupDate, settings, clock(), timeZone)
          if (holdsCapacity(current.status as OrderStatus)) {
            const moved = await storedHold(tx, { ...current, pickupDate, pickupTime: window })
            await waitlistFirst?.(tx, pickupDate)
            await holdDay(tx, { ...moved, datePath: 'pickupDate', windowPath: 'pickupTime', linePaths: undefined }, settings.pickupWindows)
            if (current.pickupDate) await releaseDay(tx, { ...moved, date: current.pickupDate, window: current.pickupTime })
          } else {
            await assertOpenDay(tx, pickupDate, 'pickupDate')
          }
          const payBy =
            current.transferPayBy && current.paymentStatus === 'unpaid'
              ? rescheduledPayBy(current.transferPayBy, pickupDate, clock(), timeZone)
              : null
          didMove = true
          return { pickupDate, pickupTime: window, staffOverrides: passed, ...(payBy && { transferPayBy: payBy }) }
        },
        // The customer is told the new day or window (a consenting order going ahead), once per move.
        async (tx, _before, settings) => {
          if (didMove) await notices?.onEvent(tx, id, { type: 'moved' }, settings)
        },
      )
    },

    /**
     * Staff switch an order between pickup and delivery, or send a delivery elsewhere (the customer called): an address
     * typed is this order's own; none delivers to the customer's saved address, as a phone order does. Not for an
     * order made or called off: where it went stays as it was.
     */
    changeDelivery(id: number, change: OrderDeliveryChange): Promise<Order> {
      return changeOrder(id, async (tx, current) => {
        if (isSettled(current.status)) {
          throw new DomainError('conflict', text('order_delivery_final'), [{ path: 'isDelivery', message: text('order_delivery_final') }])
        }
        const [person] = await tx.select().from(customers).where(eq(customers.id, current.customerId))
        const refusal = deliveryRefusal({ ...change, useSavedAddress: true }, person ? savedAddress(person) : null)
        if (refusal) throw new DomainError(refusal.code, refusal.written, [{ path: 'deliveryAddress', message: refusal.written }])
        return {
          isDelivery: change.isDelivery,
          deliveryAddress: (change.isDelivery && change.deliveryAddress?.trim()) || null,
          savedAddressKept: false,
        }
      })
    },

    /**
     * Cancels an unpaid card order and gives its place back, provided its payment is still the one the caller
     * dealt with at Stripe (`intentId`, or none): a payment begun meanwhile keeps the order.
     */
    cancelUnpaidCardOrder(id: number, intentId: string | null): Promise<Order> {
      return changeOrder(id, async (tx, current) => {
        const unpaid = isAbandonable({ ...current, paymentStatus: current.paymentStatus as PaymentStatus })
        if (!unpaid || current.stripePaymentIntentId !== intentId) {
          throw new DomainError('conflict', text('order_locked'))
        }
        if (current.pickupDate) await releaseDay(tx, await storedHold(tx, { ...current, pickupDate: current.pickupDate }))
        return { status: 'cancelled' }
      })
    },

    /**
     * Cancels an unpaid transfer order past its time to pay and gives its place and units back, checked again under
     * the row's lock: a payment staff recorded meanwhile keeps the order, and so, for the automatic sweep
     * (`keepWithReceipt`), does a receipt the customer sent meanwhile.
     */
    releaseOverdueTransfer(id: number, { keepWithReceipt = false } = {}): Promise<Order> {
      return changeOrder(
        id,
        async (tx, current) => {
          const withReceipt =
            keepWithReceipt &&
            (await tx.select({ id: paymentReceipts.orderId }).from(paymentReceipts).where(eq(paymentReceipts.orderId, id))).length > 0
          if (withReceipt || !isOverdueTransfer(current, clock())) {
            throw new DomainError('conflict', text('order_not_overdue'))
          }
          if (current.pickupDate) await releaseDay(tx, await storedHold(tx, { ...current, pickupDate: current.pickupDate }))
          return { status: 'cancelled' }
        },
        async (tx, before, settings) => {
          await notices?.onEvent(tx, id, { type: 'status', from: before.status as OrderStatus, to: 'cancelled' }, settings)
        },
      )
    },

    setWhatsappSent(id: number, sent: boolean): Promise<Order> {
      return changeOrder(id, async () => ({ whatsappSent: sent }))
    },
  }
}
export type OrderService = ReturnType<typeof createOrderService>
