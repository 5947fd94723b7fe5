import type { Harness } from './api-harness'

let phoneSeq = 0

/** A valid Mérida mobile number, different on each call, so each test has its own customer. */
export function nextPhone(): string {
  phoneSeq += 1
  return `999${String(1_000_000 + ((Date.now() + phoneSeq * 7919) % 9_000_000)).slice(0, 7)}`
}

export const customerBody = (phone = nextPhone()) => ({
  name: 'María González',
  email: 'maria@example.com',
  phone,
  streetAddress: 'Calle 60 #491 x 57 y 59',
  colonia: 'Centro',
  city: 'Mérida',
  state: 'Yucatán',
  postalCode: '97000',
})

export async function createCustomer(shop: Harness, phone?: string): Promise<number> {
  const reply = await shop.call('POST', '/api/customers', customerBody(phone))
  if (reply.status !== 201) throw new Error(`customer not created: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body.id
}

/** The demo's open baking days, soonest first. */
export async function openDates(shop: Harness): Promise<string[]> {
  const reply = await shop.call('GET', '/api/available-dates')
  return reply.body.map((day: { date: string }) => day.date)
}

export const sourdoughOrder = (customerId: number, pickupDate: string, quantity = 2) => ({
  order: {
    customerId,
    total: 160 * quantity,
    pickupDate,
    pickupTime: '9:00 AM - 11:00 AM',
    isDelivery: false,
    deliveryAddress: null,
    specialInstructions: 'Please slice thin',
    paymentMethod: 'cash',
    status: 'pending',
  },
  items: [{ productId: 1, quantity, price: 160, customizations: { breadFormat: 'sliced', specialInstructions: '' } }],
})

/** A sourdough order paid by bank transfer on the first open day, placed as a customer would; its reply. */
export async function placeTransferOrder(shop: Harness, quantity = 2) {
  const [date] = await openDates(shop)
  const body = sourdoughOrder(await createCustomer(shop), date!, quantity)
  body.order.paymentMethod = 'bank_transfer'
  const reply = await shop.call('POST', '/api/orders', body)
  if (reply.status !== 201) throw new Error(`order not placed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body
}

export async function placesTaken(shop: Harness, date: string): Promise<number> {
  const result = await shop.connection.pool.query('select current_orders from available_dates where date = $1', [date])
  return result.rows[0]?.current_orders ?? -1
}

/**
 * The tables a refused request must leave as they were (sign-in attempts, sessions and rate-limit counters change on
 * purpose): what the bad-input and fuzz tests count before and after.
 */
export const BUSINESS_TABLES = [
  'products',
  'categories',
  'customers',
  'customer_tickets',
  'orders',
  'order_items',
  'available_dates',
  'settings',
  'users',
  'whatsapp_messages',
  'payment_events',
  'day_counters',
  'limit_groups',
  'contact_messages',
  'newsletter_subscribers',
  'photos',
  'payment_records',
  'invoice_requests',
  'payment_receipts',
  'standing_orders',
  'standing_order_weeks',
  'waitlist_entries',
] as const
