import { expect, test } from '@playwright/test'
import { E2E_ADMIN } from '../playwright.config'
import { bookableWindow, isBakingDay, isInWindow } from '../src/domain/schedule/bookable-window'
import { DEFAULT_BAKERY_TIMEZONE } from '../src/domain/schedule/calendar-dates'
import { chooseFirstDate, fillCustomer, seedCart, toasts } from './storefront-helpers'

/** A number no other test uses: a known number keeps its stored name, which would hide whose order this is. */
const uniquePhone = () => `999${String(Date.now()).slice(-7)}`

/** Journeys that cross areas: what staff change, customers see, and what customers do, staff see live. */

test('a baking day staff open in the admin appears in the checkout calendar, and goes when removed', async ({ page, browser }) => {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200)
  // The demo opens every baking day of the window: staff take back the last one nobody ordered for, to open it again.
  const window = bookableWindow(new Date(), DEFAULT_BAKERY_TIMEZONE)
  const open = (await (await page.request.get('/api/available-dates')).json()) as { id: number; date: string; currentOrders: number }[]
  const unused = open.filter((day) => isInWindow(day.date, window) && day.currentOrders === 0 && isBakingDay(day.date)).at(-1)
  if (!unused) throw new Error('no baking day of the window is free of orders')
  const free = unused.date
  expect((await page.request.delete(`/api/available-dates/${unused.id}`)).status()).toBe(204)

  await page.goto('/admin/inventory')
  await page.getByRole('button', { name: 'Add Date' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Available Date' })
  await dialog.getByLabel('Date', { exact: true }).fill(free)
  await dialog.getByLabel('Maximum orders').fill('3')
  await dialog.getByRole('button', { name: 'Add Date' }).click()
  await expect(page.getByText('Date created', { exact: true })).toBeVisible()

  const customer = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const shop = await customer.newPage()
  await seedCart(shop)
  const dayButton = async () => {
    await shop.goto('/checkout')
    await expect(shop.getByRole('heading', { name: 'Select a Date' })).toBeVisible()
    // The calendar appears once the dates have loaded; only then can we tell which month shows.
    await expect(shop.getByRole('grid')).toBeVisible()
    const cell = shop.locator(`[data-day="${free}"]`)
    if (!(await cell.isVisible())) await shop.getByRole('button', { name: /next month/i }).click()
    return cell.getByRole('button')
  }
  // Three places on a new day: the calendar offers it, coloured as limited.
  await expect(await dayButton()).toBeEnabled()
  await expect(shop.locator(`[data-day="${free}"]`)).toHaveClass(/amber/)

  const dates = (await (await page.request.get('/api/available-dates')).json()) as { id: number; date: string }[]
  const created = dates.find((day) => day.date === free)
  expect((await page.request.delete(`/api/available-dates/${created?.id}`)).status()).toBe(204)
  await expect(await dayButton()).toBeDisabled()
  await customer.close()
  // The shop as it was: the day open again with the demo's ten places.
  expect((await page.request.post('/api/available-dates', { data: { date: free, maxOrders: 10 } })).status()).toBe(201)
})

test('an order placed through the storefront checkout appears live on the staff dashboard', async ({ page, browser }) => {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200)
  await page.goto('/simple-admin-dashboard')
  await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible()
  await expect(page.getByText('Live updates on')).toBeVisible()

  const customer = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const shop = await customer.newPage()
  await seedCart(shop)
  await shop.goto('/checkout')
  await chooseFirstDate(shop)
  await fillCustomer(shop, {
    name: 'Itzel Canché',
    email: 'itzel@example.com',
    phone: uniquePhone(),
    streetAddress: 'Calle 47 #512',
    colonia: 'Santa Ana',
    postalCode: '97000',
  })
  await shop.getByRole('button', { name: 'Continue' }).click()
  await shop.getByRole('button', { name: 'Place Order' }).click()
  await expect(shop).toHaveURL(/\/order-confirmation\/(\d+)\?token=/)
  const orderId = Number(/order-confirmation\/(\d+)/.exec(shop.url())?.[1])
  await customer.close()

  await expect(toasts(page).getByText('New Order Received', { exact: true })).toBeVisible()
  await expect(toasts(page).getByText(`Order #${orderId} from Itzel Canché`, { exact: true })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `#${orderId}` })).toContainText('Itzel Canché')
})

test('the confirmation page shows the payment as the server knows it', async ({ page, browser }) => {
  await seedCart(page)
  await page.goto('/checkout')
  await chooseFirstDate(page)
  await fillCustomer(page, {
    name: 'Mateo Pool',
    email: 'mateo@example.com',
    phone: uniquePhone(),
    streetAddress: 'Calle 62 #400',
    colonia: 'Centro',
    postalCode: '97000',
  })
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('tab', { name: 'Bank Transfer' }).click()
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page).toHaveURL(/\/order-confirmation\/(\d+)\?token=/)
  await expect(page.getByText('Payment pending')).toBeVisible()
  await expect(page.getByText('We prepare your order once your transfer arrives.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible()

  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  expect((await staff.request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200)
  const orderId = Number(/order-confirmation\/(\d+)/.exec(page.url())?.[1])
  expect((await staff.request.patch(`/api/orders/${orderId}/payment`, { data: { paymentStatus: 'paid' } })).status()).toBe(200)
  await staff.close()

  await page.reload()
  await expect(page.getByText('Payment received')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toHaveCount(0)
})
