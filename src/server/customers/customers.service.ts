import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, max, or, type SQL, sql, sum } from 'drizzle-orm'
import type { CustomerLookup, CustomerRequest } from '../../domain/customers/customer-lookup-schemas'
import { greetingName } from '../../domain/customers/customer-masking'
import type { CustomerProfile, CustomerSummary } from '../../domain/customers/customer-profile'
import type {
  Customer,
  CustomerAddress,
  CustomerInput,
  CustomerListQuery,
  StaffCustomerInput,
  StaffLookup,
} from '../../domain/customers/customer-schemas'
import { formatAddress, savedAddress } from '../../domain/customers/customer-schemas'
import { CUSTOMER_TICKET_TTL_MS, type OrderContact } from '../../domain/customers/order-contact'
import { normalizePhone } from '../../domain/customers/phone'
import { DomainError } from '../../domain/errors'
import { type OrderStatus, SETTLED_STATUSES } from '../../domain/orders/order-status'
import { PAGE_SIZE_MAX, pageOffset } from '../../domain/validation'
import { text } from '../../domain/written-text'
import { createRateLimitStore } from '../auth/rate-limit-store'
import { newSecretToken } from '../auth/secret-tokens'
import type { Database, Queryable } from '../db/client'
import { customers, customerTickets, orders } from '../db/schema'
import { containsFolded } from '../db/search'
import { earnsMoneySql } from '../orders/order-money-sql'

type CustomerRow = typeof customers.$inferSelect

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    whatsapp: row.whatsapp,
    address: row.address,
    streetAddress: row.streetAddress,
    colonia: row.colonia,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    additionalInfo: row.additionalInfo,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * A customer's order count, what they spent (orders that earn the shop money: a cancelled one, or one handed over and
 * refunded, cost them nothing) and latest order, summed in SQL.
 */
const orderStats = {
  totalOrders: count(orders.id),
  totalSpent: sum(sql`case when ${earnsMoneySql} then ${orders.total} end`),
  lastOrderDate: max(orders.orderDate),
}

function toSummary(row: CustomerRow, totalOrders: number, totalSpent: string | null, lastOrderDate: Date | null): CustomerSummary {
  return { ...toCustomer(row), totalOrders, totalSpent: Number(totalSpent ?? 0), lastOrderDate: (lastOrderDate ?? row.createdAt).toISOString() }
}

/**
 * Where a delivery goes: the address typed for the order, or, stored without one ('Yes, that's me' at checkout, a
 * staff order left empty), the customer's saved address as it is now. Staff and the customer's own messages only.
 */
export function deliveryAddressOf(
  order: { isDelivery: boolean; deliveryAddress: string | null },
  person: Parameters<typeof savedAddress>[0] | undefined,
): string | null {
  if (order.deliveryAddress) return order.deliveryAddress
  return order.isDelivery && person ? savedAddress(person) : null
}

/** The details the bakery holds for a customer, as an order's contact (staff orders, 'Yes, that's me'). */
export function storedContact(row: Pick<CustomerRow, 'name' | 'phone' | 'whatsapp' | 'email'>): OrderContact {
  return { name: row.name, phone: row.phone, whatsapp: row.whatsapp, email: row.email }
}

/** Guessing numbers to read other people's details is slowed down: 20 lookups a minute per client, counted in the database so every instance agrees. */
export const WHATSAPP_LOOKUPS_PER_WINDOW = 20
export const WHATSAPP_LOOKUP_WINDOW_MS = 60_000

/** Staff search: any text in the name or email, and three or more digits in the phone numbers. */
function customerSearch(text: string | undefined): SQL | undefined {
  if (!text) return undefined
  const digits = text.replace(/\D/g, '')
  const matches = [containsFolded(customers.name, text), containsFolded(customers.email, text)]
  if (digits.length >= 3) matches.push(ilike(customers.phone, `%${digits}%`), ilike(customers.whatsapp, `%${digits}%`))
  return or(...matches)
}

/** The customer with that number as their phone or, failing that, as their WhatsApp. */
async function findCustomerByPhone(q: Queryable, number: string): Promise<CustomerRow> {
  const phone = normalizePhone(number)
  const [row] = phone
    ? await q
        .select()
        .from(customers)
        .where(or(eq(customers.phone, phone), eq(customers.whatsapp, phone)))
        // The customer whose phone it is comes before one who gave it as a WhatsApp number (a family's shared chat).
        .orderBy(desc(eq(customers.phone, phone)), asc(customers.id))
        .limit(1)
    : []
  if (!row) throw new DomainError('not_found', text('no_customer_with_number'))
  return row
}

/**
 * Staff add the customer of a phone order, alone or inside the order's transaction; a number already known gives its
 * customer, unchanged.
 */
export async function addCustomerForStaff(q: Queryable, input: StaffCustomerInput): Promise<number> {
  const phone = normalizePhone(input.phone)
  if (!phone) throw new DomainError('validation', text('phone_invalid'), [{ path: 'phone', message: text('phone_invalid') }])
  const [created] = await q
    .insert(customers)
    .values({ name: input.name, phone, email: input.email || null })
    .onConflictDoNothing({ target: customers.phone })
    .returning({ id: customers.id })
  return created?.id ?? (await findCustomerByPhone(q, phone)).id
}

export function createCustomerService({ db, clock = () => new Date() }: { db: Database; clock?: () => Date }) {
  const lookups = createRateLimitStore({ db, clock })

  /**
   * Saved details are reached by phone number alone, so every such request counts as a lookup; `clientIp` is
   * undefined for staff, whom the limits exempt.
   */
  async function countLookup(clientIp: string | undefined): Promise<void> {
    if (clientIp === undefined) return
    const { hits, resetAt } = await lookups.hit(`whatsapp-lookup:ip:${clientIp}`, WHATSAPP_LOOKUP_WINDOW_MS)
    if (hits > WHATSAPP_LOOKUPS_PER_WINDOW) {
      const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - clock().getTime()) / 1000))
      throw new DomainError('rate_limited', text('lookup_rate_limited'), [], retryAfter)
    }
  }

  const findByPhone = (number: string) => findCustomerByPhone(db, number)

  /**
   * One customer per phone number. A known number returns the existing id and changes nothing stored: an anonymous
   * request can neither read nor overwrite (nor fill in) someone's details.
   */
  async function registerTyped(input: CustomerInput): Promise<{ id: number; contact: OrderContact }> {
    const phone = normalizePhone(input.phone)
    if (!phone) throw new DomainError('validation', text('phone_invalid'), [{ path: 'phone', message: text('phone_invalid') }])
    const whatsapp = input.whatsapp ? normalizePhone(input.whatsapp) : null
    const [created] = await db
      .insert(customers)
      .values({
        name: input.name,
        email: input.email,
        phone,
        whatsapp,
        address: input.address || formatAddress(input),
        streetAddress: input.streetAddress,
        colonia: input.colonia,
        city: input.city,
        state: input.state,
        postalCode: input.postalCode,
        additionalInfo: input.additionalInfo || null,
      })
      .onConflictDoNothing({ target: customers.phone })
      .returning({ id: customers.id })
    const contact = { name: input.name, phone, whatsapp, email: input.email || null }
    return { id: created?.id ?? (await findByPhone(phone)).id, contact }
  }

  /**
   * The ticket an anonymous caller's order names: the details just sent, for this customer id. Old tickets go as new
   * ones come, so the table holds about two hours of checkouts.
   */
  async function issueTicket(customerId: number, clientIp: string, contact: OrderContact): Promise<string> {
    const now = clock()
    await db.delete(customerTickets).where(lt(customerTickets.createdAt, new Date(now.getTime() - CUSTOMER_TICKET_TTL_MS)))
    const token = newSecretToken()
    await db.insert(customerTickets).values({ token, customerId, clientIp, contact, createdAt: now })
    return token
  }

  /** One page of customers, newest first, matching `q` (name, email or phone digits), and how many match. */
  async function listPage(query: CustomerListQuery): Promise<{ rows: Customer[]; total: number }> {
    const where = customerSearch(query.q)
    // A search as 'id in (the matches)': PostgreSQL then weighs the trigram indexes against walking the newest first
    // (a few matches: 10 ms at 250,000 customers); written as a plain filter it walked all 250,000 (250 ms).
    const matching = where && inArray(customers.id, db.select({ id: customers.id }).from(customers).where(where))
    const [rows, [counted]] = await Promise.all([
      db.select().from(customers).where(matching).orderBy(desc(customers.createdAt), desc(customers.id)).limit(query.limit).offset(pageOffset(query)),
      db.select({ n: count() }).from(customers).where(where),
    ])
    return { rows: rows.map(toCustomer), total: counted?.n ?? 0 }
  }

  return {
    /**
     * Typed details: one customer per phone number, see registerTyped. Saved details ('Yes, that's
     * me'): the id of the customer with that number, whose stored details the order will use.
     */
    async register(request: CustomerRequest, clientIp: string | undefined): Promise<{ id: number; ticket?: string }> {
      let registered: { id: number; contact: OrderContact }
      if (request.useSavedDetails) {
        await countLookup(clientIp)
        const row = await findByPhone(request.phone)
        registered = { id: row.id, contact: storedContact(row) }
      } else {
        const { useSavedDetails: _typed, ...input } = request
        registered = await registerTyped(input)
      }
      // Staff (no client address) place orders for any customer; everyone else orders with the details they sent.
      if (clientIp === undefined) return { id: registered.id }
      return { id: registered.id, ticket: await issueTicket(registered.id, clientIp, registered.contact) }
    },

    /**
     * The details an anonymous order is placed with: those sent under `ticket`, or, for callers that do not pass the
     * ticket on (the spec's two calls), the latest this client sent for the customer, within two hours. An order for
     * a customer id nobody just sent details for is refused: ids can be counted, phone numbers must be known.
     */
    async contactFor(customerId: number, ticket: string | undefined, clientIp: string): Promise<OrderContact> {
      const fresh = gt(customerTickets.createdAt, new Date(clock().getTime() - CUSTOMER_TICKET_TTL_MS))
      const whose = ticket
        ? eq(customerTickets.token, ticket)
        : and(eq(customerTickets.customerId, customerId), eq(customerTickets.clientIp, clientIp))
      const [found] = await db.select().from(customerTickets).where(and(whose, fresh)).orderBy(desc(customerTickets.createdAt)).limit(1)
      if (found?.customerId !== customerId) {
        throw new DomainError('validation', text('customer_details_first'), [{ path: 'order.customerId', message: text('customer_details_first') }])
      }
      return found.contact
    },

    /**
     * The checkout's quick lookup: any spelling of the number (+52, 521…, spaces) finds the customer.
     * The caller is anonymous, so the answer is only what lets a customer recognise themselves.
     */
    async findByWhatsapp(number: string, clientIp: string | undefined): Promise<CustomerLookup> {
      await countLookup(clientIp)
      const row = await findByPhone(number)
      // The first name, to greet them; nothing of their address: the caller only knows a number.
      return { displayName: greetingName(row.name), addressHint: null, hasSavedAddress: savedAddress(row) !== null }
    },

    list: listPage,

    /**
     * The same page with each customer's order count, total spent (orders not cancelled) and latest order date: the
     * page is chosen first, so only its customers' orders are summed, however many customers the shop has.
     */
    async listWithStats(query: CustomerListQuery): Promise<{ rows: CustomerSummary[]; total: number }> {
      const { rows: page, total } = await listPage(query)
      if (page.length === 0) return { rows: [], total }
      const stats = await db
        .select({ customerId: orders.customerId, ...orderStats })
        .from(orders)
        .where(
          inArray(
            orders.customerId,
            page.map((customer) => customer.id),
          ),
        )
        .groupBy(orders.customerId)
      const byCustomer = new Map(stats.map((row) => [row.customerId, row]))
      return {
        rows: page.map((customer) => {
          const row = byCustomer.get(customer.id)
          return {
            ...customer,
            totalOrders: row?.totalOrders ?? 0,
            totalSpent: Number(row?.totalSpent ?? 0),
            lastOrderDate: (row?.lastOrderDate ?? new Date(customer.createdAt)).toISOString(),
          }
        }),
        total,
      }
    },

    async profile(id: number): Promise<CustomerProfile> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id))
      if (!row) throw new DomainError('not_found', text('customer_not_found', { id }))
      // Totals over every order, in SQL; the history the newest PAGE_SIZE_MAX of them (a regular's grows every week).
      const [[totals], history] = await Promise.all([
        db.select(orderStats).from(orders).where(eq(orders.customerId, id)),
        db
          .select({ id: orders.id, orderDate: orders.orderDate, pickupDate: orders.pickupDate, status: orders.status, total: orders.total })
          .from(orders)
          .where(eq(orders.customerId, id))
          .orderBy(desc(orders.orderDate), desc(orders.id))
          .limit(PAGE_SIZE_MAX),
      ])
      return {
        ...toSummary(row, totals?.totalOrders ?? 0, totals?.totalSpent ?? null, totals?.lastOrderDate ?? null),
        orders: history.map((order) => ({
          id: order.id,
          orderDate: order.orderDate.toISOString(),
          pickupDate: order.pickupDate,
          status: order.status as OrderStatus,
          total: Number(order.total),
        })),
      }
    },

    /** Staff add the customer of a phone order; a number already known gives its customer, unchanged. */
    async addForStaff(input: StaffCustomerInput): Promise<{ id: number }> {
      return { id: await addCustomerForStaff(db, input) }
    },

    /** Staff taking a phone or WhatsApp order: the customer with that number, whole (staff may read it). */
    async findForStaff(phone: string): Promise<StaffLookup> {
      const row = await findByPhone(phone)
      return { ...toCustomer(row), matchedOn: row.phone === normalizePhone(phone) ? 'phone' : 'whatsapp' }
    },

    async get(id: number): Promise<Customer> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id))
      if (!row) throw new DomainError('not_found', text('customer_not_found', { id }))
      return toCustomer(row)
    },

    /**
     * Staff correct where a customer lives. Deliveries placed with the saved address read it when they are packed,
     * so the ones not yet made go to the new one; an address typed for one order stays that order's.
     */
    setAddress(id: number, input: CustomerAddress): Promise<Customer> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(customers).where(eq(customers.id, id)).for('update')
        if (!current) throw new DomainError('not_found', text('customer_not_found', { id }))
        // A delivery made (or called off) went to the address as it was: it keeps it, for staff's records only.
        const was = savedAddress(current)
        if (was) {
          await tx
            .update(orders)
            .set({ deliveryAddress: was, savedAddressKept: true })
            .where(
              and(
                eq(orders.customerId, id),
                eq(orders.isDelivery, true),
                isNull(orders.deliveryAddress),
                inArray(orders.status, [...SETTLED_STATUSES]),
              ),
            )
        }
        const [row] = await tx
          .update(customers)
          .set({ ...input, additionalInfo: input.additionalInfo ?? null, address: formatAddress(input) })
          .where(eq(customers.id, id))
          .returning()
        if (!row) throw new DomainError('not_found', text('customer_not_found', { id }))
        return toCustomer(row)
      })
    },
  }
}
export type CustomerService = ReturnType<typeof createCustomerService>
