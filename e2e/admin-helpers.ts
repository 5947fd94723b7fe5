import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { E2E_ADMIN } from '../playwright.config'
import { bookableWindow, isInWindow } from '../src/domain/schedule/bookable-window'
import { DEFAULT_BAKERY_TIMEZONE } from '../src/domain/schedule/calendar-dates'

/** A page still loading shows a status line; the admin header's live feed line is always there and does not count. */
export const loadingStatus = (page: Page) => page.getByRole('status').filter({ hasNotText: /live updates/i })

/** The pages behind the admin sign-in, in the sidebar's order. */
export const ADMIN_PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/products',
  '/admin/inventory',
  '/admin/customers',
  '/admin/settings',
  '/admin/production',
  '/admin/today',
  '/admin/new-order',
  '/admin/inbox',
  '/admin/invoices',
  '/admin/standing-orders',
  '/admin/waitlist',
]

export type OpenDay = {
  id: number
  date: string
  currentOrders: number
  maxOrders: number
  limitedAvailability: boolean
  notes: string | null
  unitsLeft?: { products: Record<string, number> }
}

/**
 * The days staff opened that customers can still order for, first to last. A run can cross the bakery's midnight,
 * when the first day the shop opened becomes today and takes no more orders: journeys must not pick it. Nor a day
 * an earlier journey opened past the 14-day window (the staff's "next 7 days" reaches past it).
 */
export async function orderableDays(request: APIRequestContext): Promise<OpenDay[]> {
  const window = bookableWindow(new Date(), DEFAULT_BAKERY_TIMEZONE)
  const days = (await (await request.get('/api/available-dates')).json()) as OpenDay[]
  return days.filter((day) => isInWindow(day.date, window))
}

/** The orderable days that still have a place for one more order. */
export const daysWithRoom = async (request: APIRequestContext): Promise<OpenDay[]> =>
  (await orderableDays(request)).filter((day) => day.currentOrders < day.maxOrders)

export async function signInThroughApi(page: Page) {
  const reply = await page.request.post('/api/auth/login', { data: E2E_ADMIN })
  expect(reply.status()).toBe(200)
}

/** A customer from Mérida created through the public API as the checkout does; a fresh phone each time. Returns the id. */
export async function createCustomer(request: APIRequestContext, name = 'Elena Admin-Test'): Promise<number> {
  const phone = `999${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-7)}`
  const customer = await request.post('/api/customers', {
    data: {
      name,
      email: 'elena@example.mx',
      phone,
      streetAddress: 'Calle 60 #500',
      colonia: 'Centro',
      city: 'Mérida',
      state: 'Yucatán',
      postalCode: '97000',
    },
  })
  expect(customer.status()).toBe(201)
  return (await customer.json()).id
}

export type PlacedOrder = { id: number; customerId: number; pickupDate: string; total: number }

/** Refusals that say only that the day cannot be had (full, or a day staff opened that is not a baking day). */
const DAY_REFUSALS = new Set(['date_full', 'date_not_bookable'])

/**
 * A one-loaf bank-transfer order from an English-speaking customer, placed through the public API as the storefront
 * does (no session), on `pickupDate` or the first day that takes it.
 */
export async function placeOrder(
  request: APIRequestContext,
  { name = 'Elena Admin-Test', pickupDate }: { name?: string; pickupDate?: string } = {},
): Promise<PlacedOrder> {
  const customerId = await createCustomer(request, name)
  const days = pickupDate ? [pickupDate] : (await daysWithRoom(request)).map((d) => d.date)
  for (const day of days) {
    const order = await request.post('/api/orders', {
      data: {
        // An English-speaking customer: staff messages to them are prefilled in English.
        order: {
          customerId,
          total: 150,
          pickupDate: day,
          isDelivery: false,
          paymentMethod: 'bank_transfer',
          language: 'en',
        },
        items: [{ productId: 1, quantity: 1, price: 150 }],
      },
    })
    const refusal = order.status() === 201 ? null : await order.json()
    if (!pickupDate && DAY_REFUSALS.has(refusal?.code)) continue
    expect(order.status(), JSON.stringify(refusal)).toBe(201)
    return (await order.json()) as PlacedOrder
  }
  throw new Error(`no day took the order: ${days.join(', ')}`)
}
