import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { E2E_ADMIN } from '../playwright.config'
import { adminOrders, chooseFirstDate, fillCustomer, SOURDOUGH_LINE, seedCart } from './storefront-helpers'

/** Two sliced loaves: 320 pesos of bread. */
const TWO_SLICED = [{ ...SOURDOUGH_LINE, price: 160, quantity: 2, customizations: { breadFormat: 'sliced' } }]

async function setTax(request: APIRequestContext, taxMode: 'cart_only' | 'added' | 'included', taxPercent: number) {
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy()
  expect((await request.put('/api/settings', { data: { taxMode, taxPercent } })).ok()).toBeTruthy()
}

/** From the checkout's first step to a cash order; answers the order id from the confirmation page's address. */
async function placeCashOrder(page: Page): Promise<number> {
  await chooseFirstDate(page)
  await fillCustomer(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page).toHaveURL(/\/order-confirmation\/\d+\?token=/)
  return Number(new URL(page.url()).pathname.split('/').pop())
}

// Every other test expects the default: put it back whatever happens here.
test.afterEach(async ({ request }) => setTax(request, 'cart_only', 8))

test("by default only the cart shows the spec's 8% tax line; the checkout, the order and the confirmation cost the sum of the lines", async ({
  page,
  request,
}) => {
  await seedCart(page, TWO_SLICED)
  await page.goto('/cart')
  await expect(page.getByText('Tax (8%)')).toBeVisible()
  await expect(page.getByText('$345.60 MXN')).toBeVisible()

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByText(/^Tax \(/)).toHaveCount(0)
  await expect(page.getByText('$320.00 MXN')).toBeVisible()
  const id = await placeCashOrder(page)
  await expect(page.getByText('$320.00 MXN')).toBeVisible()
  expect((await adminOrders(request)).find((order) => order.id === id)).toMatchObject({ total: 320, tax: 0 })
})

test('with tax added, the cart, the checkout, the stored order and the confirmation show the same total', async ({ page, request }) => {
  await setTax(request, 'added', 16)
  await seedCart(page, TWO_SLICED)
  await page.goto('/cart')
  await expect(page.getByText('Tax (16%)')).toBeVisible()
  await expect(page.getByText('$51.20')).toBeVisible()
  await expect(page.getByText('$371.20 MXN')).toBeVisible()

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByText('Tax (16%)')).toBeVisible()
  await expect(page.getByText('$371.20 MXN')).toBeVisible()
  const id = await placeCashOrder(page)
  await expect(page.getByText('$371.20 MXN')).toBeVisible()
  expect((await adminOrders(request)).find((order) => order.id === id)).toMatchObject({ total: 371.2 })
})

test('when prices include IVA there is no tax line, a note says so, and the order costs the sum of its lines @mobile', async ({ page, request }) => {
  // The owner chooses it on the settings page.
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy()
  await page.goto('/admin/settings')
  await page.getByLabel(/Prices include IVA/).check()
  await expect(page.getByLabel('Tax rate (%)')).toBeHidden()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Settings saved', { exact: true }).first()).toBeVisible()

  await seedCart(page, TWO_SLICED)
  await page.goto('/cart')
  await expect(page.getByText('Prices include VAT')).toBeVisible()
  await expect(page.getByText(/^Tax \(/)).toHaveCount(0)
  await expect(page.getByText('$320.00 MXN')).toBeVisible()
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByText('Prices include VAT')).toBeVisible()
  const id = await placeCashOrder(page)
  await expect(page.getByText('$320.00 MXN')).toBeVisible()
  expect((await adminOrders(request)).find((order) => order.id === id)).toMatchObject({ total: 320 })
})
