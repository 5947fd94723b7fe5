import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { E2E_ADMIN } from '../playwright.config'
import type { CartLine } from '../src/domain/orders/cart'

export const SOURDOUGH_LINE: CartLine = {
  id: 1,
  name: 'Artisan Sourdough',
  price: 150,
  quantity: 1,
  imageUrl: '/images/artisan-sourdough.svg',
  customizations: { breadFormat: 'whole' },
}

/** Puts lines in the browser's stored cart before the first page load. */
export async function seedCart(page: Page, lines: CartLine[] = [SOURDOUGH_LINE]) {
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('cart-seeded')) {
      localStorage.setItem('cart', cart)
      sessionStorage.setItem('cart-seeded', 'yes')
    }
  }, JSON.stringify(lines))
}

/** The first selectable day of the checkout calendar. */
export function firstOpenDay(page: Page) {
  return page.getByRole('grid').getByRole('button', { disabled: false }).first()
}

/**
 * Waits until the app has replaced the static first paint (index.html's shell), whose header draws the same links and
 * buttons without their handlers: a click before that is a plain link or nothing.
 */
export async function appDrawn(page: Page) {
  await expect(page.locator('[data-shell-route]')).toHaveCount(0)
}

/** The 'yyyy-MM-dd' of a calendar day button (react-day-picker marks its cell with data-day). */
export function isoOfDay(day: Locator): Promise<string> {
  return day.evaluate((button) => button.closest('[data-day]')?.getAttribute('data-day') ?? '')
}

/** Picks the first selectable day of the checkout calendar and confirms step 1; returns the day chosen. */
export async function chooseFirstDate(page: Page, method: 'Pickup' | 'Delivery' = 'Pickup'): Promise<string> {
  const day = firstOpenDay(page)
  const iso = await isoOfDay(day)
  await day.click()
  if (method === 'Delivery') await page.getByRole('radio', { name: 'Delivery' }).click()
  await page.getByRole('button', { name: `Confirm ${method} Date` }).click()
  return iso
}

type AvailableDay = { date: string; maxOrders: number; currentOrders: number; limitedAvailability: boolean }

/** From now on the page reads the server's available dates as `change` rewrites them (a day filling up, a limited day). */
export async function rewriteAvailability(page: Page, change: (days: AvailableDay[]) => AvailableDay[]) {
  await page.route('**/api/available-dates', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: change((await response.json()) as AvailableDay[]) })
  })
}

/** The checkout's order summary beside the steps. */
export function checkoutSummary(page: Page) {
  return page.getByRole('complementary', { name: 'Order Summary' })
}

export const ANA = {
  name: 'Ana López',
  email: 'ana@example.com',
  phone: '999 123 4567',
  streetAddress: 'Calle 60 #123',
  colonia: 'Centro',
  postalCode: '97000',
}

export async function fillCustomer(page: Page, customer = ANA) {
  await page.getByLabel('Full name').fill(customer.name)
  await page.getByLabel('Email', { exact: true }).fill(customer.email)
  await page.getByLabel('Phone', { exact: true }).fill(customer.phone)
  await page.getByLabel('Street address').fill(customer.streetAddress)
  await page.getByLabel('Neighborhood (colonia)').fill(customer.colonia)
  await page.getByLabel('Postal code').fill(customer.postalCode)
  await expect(page.getByLabel('City')).toHaveValue('Mérida')
  await expect(page.getByLabel('State')).toHaveValue('Yucatán')
}

/** Signs a separate request context in as the e2e admin to read what the database holds. */
export async function adminOrders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN })
  expect(login.ok()).toBeTruthy()
  const orders = await request.get('/api/orders')
  expect(orders.ok()).toBeTruthy()
  return (await orders.json()) as { id: number; paymentMethod: string; total: number }[]
}

/** The toast viewport (Radix also mirrors toast text into a hidden live region, so scope toast checks here). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications|Notificaciones/ })
}
