import { type APIRequestContext, expect, type Page } from '@playwright/test'
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

/** Picks the first selectable day of the checkout calendar and confirms step 1. */
export async function chooseFirstDate(page: Page, method: 'Pickup' | 'Delivery' = 'Pickup') {
  const day = page.getByRole('grid').getByRole('button', { disabled: false }).first()
  await day.click()
  if (method === 'Delivery') await page.getByRole('radio', { name: 'Delivery' }).click()
  await page.getByRole('button', { name: `Confirm ${method} Date` }).click()
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
  return page.getByRole('region', { name: /Notifications/ })
}
