import { and, count, eq, inArray, ne, sql } from 'drizzle-orm'
import pLimit from 'p-limit'
import { savedAddress } from '../../domain/customers/customer-schemas'
import { messageNumber, type OrderContact } from '../../domain/customers/order-contact'
import { DomainError } from '../../domain/errors'
import { toDecimalString } from '../../domain/money'
import { type OrderPlan, type PlanContext, type PlannedProduct, planOrder } from '../../domain/orders/order-plan'
import type { NewOrder, OrderRequest } from '../../domain/orders/order-schemas'
import { addedTaxPercent } from '../../domain/orders/tax-policy'
import { transferPayBy } from '../../domain/payments/transfer-instructions'
import type { IsoDate } from '../../domain/schedule/calendar-dates'
import type { ShopSettings } from '../../domain/shop/settings-schemas'
import { text } from '../../domain/written-text'
import { newSecretToken } from '../auth/secret-tokens'
import { addCustomerForStaff, storedContact } from '../customers/customers.service'
import type { Database, Queryable } from '../db/client'
import { retryOnLockConflict } from '../db/lock-conflicts'
import { customers, orderItems, orders, paymentRecords, products } from '../db/schema'
import { type DayHold, holdDay } from '../planning/day-capacity'
import { hasOptedOut, type OrderNotices } from '../whatsapp/order-notices'

export type Placement = {
  idempotency?: { key: string; fingerprint: string }
  /** The signed-in staff member entering the order for a customer (WhatsApp, phone); absent for customers. */
  staffUserId?: number
  /**
   * What a waitlist offer holds for this customer: it passes into the order's hold in the same transaction (holdDay's
   * `carried`), so nobody else can take the units, and a limit lowered since does not refuse them.
   */
  carried?: DayHold
  /** The details the order is placed with; without them, the customer's stored ones (staff orders). */
  contact?: OrderContact
  /**
   * When the order's WhatsApp consent was given, if before now: a standing order's week or a waitlist claim carries
   * the consent of the order or entry it came from, which a BAJA/STOP sent since then has taken back.
   */
  consentGivenAt?: Date
}

type Deps = {
  db: Database
  clock: () => Date
  timeZone: string
  shopSettings: () => Promise<ShopSettings>
  maxOrdersPerCustomerDay: number
  cardPayments: boolean
  notices?: Pick<OrderNotices, 'onEvent'>
  /**
   * How many placements may hold a pool connection at once on this instance (the pool has 10): the rest wait their
   * turn, never answered 5xx, so a flood of orders leaves connections for the catalogue and the staff pages.
   */
  writeSlots?: number
  waitlistFirst?: WaitlistFirst
}

/**
 * Lets a day's waitlist take what came back on the day (a cancelled order's place, its loaves), in the caller's
 * transaction, before the caller takes a place there: the line goes first, not whoever orders the moment it is back.
 */
export type WaitlistFirst = (tx: Queryable, date: IsoDate) => Promise<void>

/**
 * One placement at a time per instance. Orders for one day wait on that day's row lock anyway, so a second slot
 * mostly held a pool connection while waiting; one keeps the event loop for the readers during a rush (bench: reads
 * kept 0.60–0.64 of their solo rate, against 0.50–0.55 with two slots) and still places about 190 orders a second,
 * far beyond a bakery's busiest morning.
 */
export const ORDER_WRITE_SLOTS = 1

async function findCustomer(tx: Queryable, id: number) {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, id))
  if (!customer) throw new DomainError('validation', text('unknown_customer'), [{ path: 'order.customerId', message: text('customer_missing') }])
  return customer
}

/**
 * One customer holds at most `max` active orders for one pickup day, so one phone number cannot take a day's places.
 * Counted after the day's place is held: the day's row lock orders simultaneous orders, so the count is exact.
 */
async function assertCustomerDayLimit(tx: Queryable, customerId: number, date: string, max: number): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.pickupDate, date), ne(orders.status, 'cancelled')))
  if ((row?.n ?? 0) > max) {
    const one = max === 1
    throw new DomainError('customer_day_limit', text(one ? 'customer_day_limit_one_on' : 'customer_day_limit_on', { max, date }), [
      { path: 'order.pickupDate', message: text(one ? 'customer_day_limit_one' : 'customer_day_limit', { max }) },
    ])
  }
}

/**
 * The ordered products, their keys locked until the order commits: a delete under way finishes first (and the order
 * hears the product is gone), a delete that comes later waits and then sees the order's lines.
 */
async function loadCatalogue(tx: Queryable, input: NewOrder): Promise<Map<number, PlannedProduct>> {
  const rows = await tx
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(input.items.map((item) => item.productId))]))
    .for('key share')
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * A bank transfer's time to pay, fixed now: counted from the transaction's start, which is the order's `created_at`
 * (the database's clock), so the hours are exact whatever the app's clock says.
 */
async function payByForTransfer(tx: Queryable, pickupDate: IsoDate, settings: ShopSettings, timeZone: string): Promise<Date> {
  const { rows } = await tx.execute<{ placed_ms: string }>(
    sql`select (extract(epoch from date_trunc('milliseconds', now())) * 1000)::bigint as placed_ms`,
  )
  return transferPayBy(new Date(Number(rows[0]?.placed_ms)), pickupDate, settings.transferPayByHours, timeZone)
}

async function storeOrder(
  tx: Queryable,
  input: NewOrder,
  plan: OrderPlan,
  settings: ShopSettings,
  placement: Placement & { contact: OrderContact; payBy: Date | null },
): Promise<number> {
  const { order } = input
  const [row] = await tx
    .insert(orders)
    .values({
      customerId: order.customerId,
      total: toDecimalString(plan.priced.totalCents),
      tax: toDecimalString(plan.priced.taxCents),
      taxPercent: String(addedTaxPercent(settings)),
      pickupDate: plan.pickupDate,
      pickupTime: plan.pickupTime,
      isDelivery: order.isDelivery,
      deliveryAddress: plan.deliveryAddress,
      specialInstructions: order.specialInstructions || null,
      paymentMethod: order.paymentMethod,
      paymentStatus: plan.paymentStatus,
      transferPayBy: placement.payBy,
      language: order.language,
      whatsappOptIn: order.whatsappOptIn,
      accessToken: newSecretToken(),
      idempotencyKey: placement.idempotency?.key ?? null,
      idempotencyFingerprint: placement.idempotency?.fingerprint ?? null,
      enteredBy: placement.staffUserId ?? null,
      staffOverrides: plan.staffOverrides,
      contact: placement.contact,
    })
    .returning({ id: orders.id })
  if (!row) throw new Error('order insert returned no row')
  // Staff who took the money with the order keep the same record as marking it paid later: who, and when.
  if (plan.paymentStatus === 'paid') {
    await tx.insert(paymentRecords).values({ orderId: row.id, paymentStatus: 'paid', recordedBy: placement.staffUserId ?? null })
  }
  await tx.insert(orderItems).values(
    plan.priced.lines.map((line) => ({
      orderId: row.id,
      productId: line.productId,
      productName: line.productName,
      productNameEs: line.productNameEs,
      quantity: line.quantity,
      price: toDecimalString(line.unitPriceCents),
      customizations: line.customizations,
    })),
  )
  return row.id
}

/** The order with its customer's id: a new phone customer staff named is added first, in the order's transaction. */
async function withCustomerId(tx: Queryable, { order, items, newCustomer }: OrderRequest): Promise<NewOrder> {
  if (newCustomer) return { order: { ...order, customerId: await addCustomerForStaff(tx, newCustomer) }, items }
  if (order.customerId === undefined) throw new Error('orderRequestSchema lets no order through without its customer')
  return { order: { ...order, customerId: order.customerId }, items }
}

/**
 * Places a new order in one transaction, as named steps: read the customer and the catalogue, decide (payment, date,
 * delivery, window, prices, day rules: `planOrder`), store, queue its WhatsApp 'received' message, then hold the day's
 * capacity. The hold comes last: every order for one day waits for that day's rows, so the less work after them, the
 * more orders a busy morning takes.
 */
export function createOrderPlacement({
  db,
  clock,
  timeZone,
  shopSettings,
  maxOrdersPerCustomerDay,
  cardPayments,
  notices,
  writeSlots = ORDER_WRITE_SLOTS,
  waitlistFirst,
}: Deps) {
  const inTurn = pLimit(writeSlots)

  /** Inside the caller's transaction (a standing order's week, a waitlist claim): the same steps, the same rules. */
  async function placeWithin(tx: Queryable, input: NewOrder, placement: Placement, settings: ShopSettings): Promise<number> {
    const customer = await findCustomer(tx, input.order.customerId)
    const context: PlanContext = {
      savedAddress: savedAddress(customer),
      catalogue: await loadCatalogue(tx, input),
      settings,
      now: clock(),
      timeZone,
      byStaff: placement.staffUserId !== undefined,
      cardPayments,
    }
    const plan = planOrder(input, context)
    const contact = placement.contact ?? storedContact(customer)
    const number = messageNumber(contact)
    const withdrawn = placement.consentGivenAt !== undefined && number !== null && (await hasOptedOut(tx, number, placement.consentGivenAt))
    const consented = withdrawn ? { ...input, order: { ...input.order, whatsappOptIn: false } } : input
    const payBy = input.order.paymentMethod === 'bank_transfer' ? await payByForTransfer(tx, plan.pickupDate, settings, timeZone) : null
    const id = await storeOrder(tx, consented, plan, settings, { ...placement, contact, payBy })
    await notices?.onEvent(tx, id, { type: 'placed' }, settings)
    // A waitlist claim turns its own offer into the order; any other order lets the day's line go first.
    if (!placement.carried) await waitlistFirst?.(tx, plan.pickupDate)
    const hold = { date: plan.pickupDate, units: plan.units, window: plan.pickupTime, linePaths: plan.linePaths }
    await holdDay(tx, hold, settings.pickupWindows, placement.carried)
    if (!context.byStaff) await assertCustomerDayLimit(tx, input.order.customerId, plan.pickupDate, maxOrdersPerCustomerDay)
    return id
  }

  const place = (request: OrderRequest, placement: Placement): Promise<number> =>
    inTurn(async () => {
      // Read before the transaction: a second pool connection taken inside it could deadlock a busy pool.
      const settings = await shopSettings()
      return retryOnLockConflict(() => db.transaction(async (tx) => placeWithin(tx, await withCustomerId(tx, request), placement, settings)))
    })
  return Object.assign(place, { within: placeWithin })
}
