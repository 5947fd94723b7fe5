import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql, sum } from 'drizzle-orm'
import { addressHint, maskCustomer } from '../../domain/customers/customer-masking'
import { DomainError } from '../../domain/errors'
import { toDecimalString } from '../../domain/money'
import type { CustomerLanguage, NewOrder, Order, OrderItem, OrderListQuery, OrderSummary, PlacedOrder } from '../../domain/orders/order-schemas'
import { sortOrders } from '../../domain/orders/order-sort'
import { holdsCapacity, type OrderStatus, type PaymentMethod, type PaymentStatus } from '../../domain/orders/order-status'
import { priceOrder } from '../../domain/orders/pricing'
import { addedTaxPercent, type TaxPolicy } from '../../domain/orders/tax-policy'
import { acceptsBankTransfer, isAbandonable } from '../../domain/payments/payment-rules'
import { bookableWindow, firstOrderDay, isInWindow } from '../../domain/schedule/bookable-window'
import { assertOpenDay, releasePlace, reservePlace } from '../available-dates/available-dates.service'
import { savedAddress, toCustomer } from '../customers/customers.service'
import type { Database, Queryable } from '../db/client'
import { customers, orderItems, orders, products } from '../db/schema'

type OrderRow = typeof orders.$inferSelect
type ItemRow = typeof orderItems.$inferSelect

export type OrderEvents = { orderPlaced?: (order: Order) => void; orderChanged?: (order: Order) => void }
/** `shopSettings`: the facts an order depends on, read at each order (staff may change them at any time). */
type Deps = {
  db: Database
  clock: () => Date
  timeZone: string
  shopSettings: () => Promise<TaxPolicy & { bankClabe: string }>
  events?: OrderEvents
}

const notFound = (id: number) => new DomainError('not_found', `Order ${id} was not found`)

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

type LoadedOrder = Order & { accessToken: string; savedAddressHint: string | null }

/** Reads orders with their lines and customer in three queries, whatever the number of orders. */
async function loadOrders(db: Queryable, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<LoadedOrder[]> {
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
    deliveryAddress: row.deliveryAddress ?? deliverToSaved(row, peopleById.get(row.customerId)),
    isDelivery: row.isDelivery,
    deliveryMethod: row.isDelivery ? 'delivery' : 'pickup',
    specialInstructions: row.specialInstructions,
    whatsappSent: row.whatsappSent,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus as PaymentStatus,
    language: row.language as CustomerLanguage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    items: (itemsByOrder.get(row.id) ?? []).map(toItem),
    customer: customerOf(peopleById.get(row.customerId)),
    accessToken: row.accessToken,
    savedAddressHint: usesSavedAddress(row) ? addressHint(peopleById.get(row.customerId) ?? {}) : null,
  }))
}

type CustomerRow = typeof customers.$inferSelect

export type OrderFilter = Partial<Pick<OrderListQuery, 'q' | 'pickupFrom' | 'pickupTo'>> & { pickupDate?: string; customerId?: number }

/**
 * Staff search: '#12' or '12' is that order; any text is looked for in the customer's name, email and phone digits,
 * and in the names of the products ordered (either language).
 */
function matchesSearch(text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (special) => `\\${special}`)}%`
  const digits = text.replace(/\D/g, '')
  const people = [ilike(customers.name, pattern), ilike(customers.email, pattern)]
  if (digits.length >= 3) people.push(ilike(customers.phone, `%${digits}%`))
  // Subqueries, so the search stays one statement however many customers or lines match.
  const byCustomer = inArray(orders.customerId, sql`(select ${customers.id} from ${customers} where ${or(...people)})`)
  const byProduct = inArray(
    orders.id,
    sql`(select ${orderItems.orderId} from ${orderItems} where ${or(ilike(orderItems.productName, pattern), ilike(orderItems.productNameEs, pattern))})`,
  )
  const number = /^#?(\d{1,9})$/.exec(text)?.[1]
  return (number ? or(eq(orders.id, Number(number)), byCustomer, byProduct) : or(byCustomer, byProduct)) as SQL
}

function whereOrders(filter: OrderFilter): SQL | undefined {
  const conditions = [
    filter.pickupDate ? eq(orders.pickupDate, filter.pickupDate) : undefined,
    filter.customerId ? eq(orders.customerId, filter.customerId) : undefined,
    filter.pickupFrom ? gte(orders.pickupDate, filter.pickupFrom) : undefined,
    filter.pickupTo ? lte(orders.pickupDate, filter.pickupTo) : undefined,
    filter.q ? matchesSearch(filter.q) : undefined,
  ].filter((condition) => condition !== undefined)
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** A delivery stored without an address goes to the customer's saved address ('Yes, that's me' at checkout). */
const usesSavedAddress = (row: OrderRow) => row.isDelivery && !row.deliveryAddress
const deliverToSaved = (row: OrderRow, person: CustomerRow | undefined) => (usesSavedAddress(row) && person ? savedAddress(person) : null)
const customerOf = (person: CustomerRow | undefined) => (person ? toCustomer(person) : null)

function withoutToken({ accessToken: _token, savedAddressHint: _hint, ...order }: LoadedOrder): Order {
  return order
}

/**
 * What the holder of an order link sees: the customer masked, and a saved address only as its hint.
 * Whoever knows a phone number can order with its saved details, so they must not read them back here.
 */
function forOrderLinkHolder({ accessToken, savedAddressHint, ...order }: LoadedOrder): PlacedOrder {
  return {
    ...order,
    accessToken,
    customer: order.customer ? maskCustomer(order.customer) : null,
    deliveryAddress: order.deliveryAddress && savedAddressHint !== null ? savedAddressHint : order.deliveryAddress,
  }
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

type PgError = { code?: string; constraint?: string; cause?: unknown }

/** Drizzle wraps driver errors: the PostgreSQL error is the error itself or its cause. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error as PgError | undefined; current; current = current.cause as PgError | undefined) {
    if (current.code === '23505' && current.constraint === constraint) return true
  }
  return false
}

export function createOrderService({ db, clock, timeZone, shopSettings, events = {} }: Deps) {
  async function findOne(tx: Queryable, id: number) {
    const [order] = await loadOrders(tx, eq(orders.id, id))
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
      throw new DomainError('conflict', 'This Idempotency-Key was already used for a different order. Send a new key for a new order.', [
        { path: 'headers.idempotency-key', message: 'Already used for a different order' },
      ])
    }
    return findOne(db, first.id)
  }

  /**
   * The place on the day is taken last, just before the commit: every order for the same day waits for
   * that row's lock, so the less work after it, the more orders a busy morning can take per second.
   */
  async function insertOrder(input: NewOrder, idempotency: { key: string; fingerprint: string } | undefined): Promise<LoadedOrder> {
    // Read before the transaction: a second pool connection taken inside it could deadlock a busy pool.
    const settings = await shopSettings()
    const id = await db.transaction(async (tx) => {
      const { order, items } = input
      if (order.paymentMethod === 'bank_transfer' && !acceptsBankTransfer(settings)) {
        throw new DomainError('validation', 'Bank transfer is not available yet. Please choose Pay upon delivery or Card Payment.', [
          { path: 'order.paymentMethod', message: 'Bank transfer is not available yet' },
        ])
      }
      if (!order.pickupDate || !isInWindow(order.pickupDate, bookableWindow(clock(), timeZone))) {
        throw new DomainError('date_not_bookable', 'Please choose a day from tomorrow to 14 days ahead.', [
          { path: 'order.pickupDate', message: 'Choose a day from tomorrow to 14 days ahead' },
        ])
      }
      const [customer] = await tx.select().from(customers).where(eq(customers.id, order.customerId))
      if (!customer) throw new DomainError('validation', 'Unknown customer', [{ path: 'order.customerId', message: 'Customer does not exist' }])
      // An address typed for this order wins; without one, a saved-details delivery needs a stored address.
      const typedAddress = order.isDelivery ? order.deliveryAddress?.trim() || null : null
      if (order.isDelivery && !typedAddress && !savedAddress(customer)) {
        throw new DomainError('validation', 'A delivery needs an address', [
          { path: 'order.deliveryAddress', message: 'A delivery needs an address' },
        ])
      }
      const catalogue = await tx
        .select()
        .from(products)
        .where(inArray(products.id, [...new Set(items.map((item) => item.productId))]))
      const priced = priceOrder(items, order.total, new Map(catalogue.map((product) => [product.id, product])), settings)
      const [row] = await tx
        .insert(orders)
        .values({
          customerId: order.customerId,
          total: toDecimalString(priced.totalCents),
          tax: toDecimalString(priced.taxCents),
          taxPercent: String(addedTaxPercent(settings)),
          pickupDate: order.pickupDate,
          pickupTime: order.pickupTime,
          isDelivery: order.isDelivery,
          deliveryAddress: typedAddress,
          specialInstructions: order.specialInstructions || null,
          paymentMethod: order.paymentMethod,
          language: order.language,
          accessToken: randomBytes(32).toString('base64url'),
          idempotencyKey: idempotency?.key ?? null,
          idempotencyFingerprint: idempotency?.fingerprint ?? null,
        })
        .returning({ id: orders.id })
      if (!row) throw new Error('order insert returned no row')
      await tx.insert(orderItems).values(
        priced.lines.map((line) => ({
          orderId: row.id,
          productId: line.productId,
          productName: line.productName,
          productNameEs: line.productNameEs,
          quantity: line.quantity,
          price: toDecimalString(line.unitPriceCents),
          customizations: line.customizations,
        })),
      )
      await reservePlace(tx, order.pickupDate)
      return row.id
    })
    return findOne(db, id)
  }

  /** Runs a status or date change in one transaction, keeping the day's place count true. */
  async function changeOrder(id: number, change: (tx: Queryable, current: OrderRow) => Promise<Partial<OrderRow>>): Promise<Order> {
    const order = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
      if (!current) throw notFound(id)
      await tx
        .update(orders)
        .set({ ...(await change(tx, current)), updatedAt: clock() })
        .where(eq(orders.id, id))
      return withoutToken(await findOne(tx, id))
    })
    events.orderChanged?.(order)
    return order
  }

  return {
    /**
     * Places an order in one transaction: window, customer, catalogue prices, then a place on the
     * day. A repeated Idempotency-Key returns the first order instead of booking a second one.
     */
    async placeOrder(input: NewOrder, idempotencyKey?: string): Promise<PlacedOrder> {
      // The validated body, whose keys come out in the schema's order, so one request has one fingerprint.
      const idempotency = idempotencyKey
        ? { key: idempotencyKey, fingerprint: createHash('sha256').update(JSON.stringify(input)).digest('hex') }
        : undefined
      if (idempotency) {
        const existing = await findByIdempotencyKey(idempotency.key, idempotency.fingerprint)
        if (existing) return forOrderLinkHolder(existing)
      }
      try {
        const placed = await insertOrder(input, idempotency)
        events.orderPlaced?.(withoutToken(placed))
        return forOrderLinkHolder(placed)
      } catch (error) {
        if (idempotency && isUniqueViolation(error, 'orders_idempotency_key_unique')) {
          const first = await findByIdempotencyKey(idempotency.key, idempotency.fingerprint)
          if (first) return forOrderLinkHolder(first)
        }
        throw error
      }
    },

    /** The customer's view: only with the order's own token; anything else looks like no order at all. */
    async getForCustomer(id: number, token: string | undefined): Promise<Order> {
      const [order] = await loadOrders(db, eq(orders.id, id))
      if (!order || !token || !sameToken(order.accessToken, token)) throw notFound(id)
      const { accessToken: _token, ...visible } = forOrderLinkHolder(order)
      return visible
    },

    async get(id: number): Promise<Order> {
      return withoutToken(await findOne(db, id))
    },

    /** Every order's count and revenue, computed in the database: the list comes in pages, the dashboard cards do not. */
    async summary(): Promise<OrderSummary> {
      const [row] = await db
        .select({
          totalOrders: count(),
          pendingOrders: count(sql`case when ${orders.status} = 'pending' then 1 end`),
          totalRevenue: sum(orders.total),
        })
        .from(orders)
      return { totalOrders: row?.totalOrders ?? 0, pendingOrders: row?.pendingOrders ?? 0, totalRevenue: Number(row?.totalRevenue ?? 0) }
    },

    /** Every matching order (a day's, a customer's), in the spec's order. */
    async list(filter: OrderFilter = {}): Promise<Order[]> {
      return sortOrders((await loadOrders(db, whereOrders(filter))).map(withoutToken))
    },

    /** One page of the matching orders, newest placed first, and how many match in all. */
    async page(filter: OrderFilter, page: { limit: number; offset: number }): Promise<{ orders: Order[]; total: number }> {
      const where = whereOrders(filter)
      const [loaded, [counted]] = await Promise.all([loadOrders(db, where, page), db.select({ n: count() }).from(orders).where(where)])
      return { orders: sortOrders(loaded.map(withoutToken)), total: counted?.n ?? 0 }
    },

    async items(id: number): Promise<OrderItem[]> {
      return (await findOne(db, id)).items
    },

    /** Cancelling gives the day's place back; reopening a cancelled order needs a free place again. */
    setStatus(id: number, status: OrderStatus): Promise<Order> {
      return changeOrder(id, async (tx, current) => {
        const held = holdsCapacity(current.status as OrderStatus)
        if (current.pickupDate && held && !holdsCapacity(status)) await releasePlace(tx, current.pickupDate)
        if (current.pickupDate && !held && holdsCapacity(status)) await reservePlace(tx, current.pickupDate, 'status')
        return { status }
      })
    },

    /**
     * Moves an order to another open baking day from tomorrow on (staff may go past the customers'
     * 14-day window). An active order's place moves with it, or the move is refused if that day is full.
     */
    reschedule(id: number, pickupDate: string): Promise<Order> {
      return changeOrder(id, async (tx, current) => {
        if (current.pickupDate === pickupDate) return {}
        if (pickupDate < firstOrderDay(clock(), timeZone)) {
          throw new DomainError('date_not_bookable', 'Choose tomorrow or a later day', [
            { path: 'pickupDate', message: 'Choose tomorrow or a later day' },
          ])
        }
        if (holdsCapacity(current.status as OrderStatus)) {
          await reservePlace(tx, pickupDate, 'pickupDate')
          if (current.pickupDate) await releasePlace(tx, current.pickupDate)
        } else {
          await assertOpenDay(tx, pickupDate, 'pickupDate')
        }
        return { pickupDate }
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
          throw new DomainError('conflict', 'This order can no longer be changed here.')
        }
        if (current.pickupDate) await releasePlace(tx, current.pickupDate)
        return { status: 'cancelled' }
      })
    },

    setWhatsappSent(id: number, sent: boolean): Promise<Order> {
      return changeOrder(id, async () => ({ whatsappSent: sent }))
    },
  }
}
export type OrderService = ReturnType<typeof createOrderService>
