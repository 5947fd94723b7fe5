import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { E2E_ADMIN } from '../playwright.config'
import { createCustomer, daysWithRoom, orderableDays } from './admin-helpers'

/** Demo product 1, Artisan Sourdough (150). */
const SOURDOUGH = 1
/** Any limit above what a day can have taken, to read how many loaves a day already has. */
const PROBE_LIMIT = 500

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

/** A one-loaf cash order through the public API, as the checkout places it; returns its id and access token. */
async function placeLoaf(request: APIRequestContext, pickupDate: string, name: string) {
  const customerId = await createCustomer(request, name)
  const order = await request.post('/api/orders', {
    data: {
      order: { customerId, total: 150, pickupDate, isDelivery: false, paymentMethod: 'cash', language: 'en' },
      items: [{ productId: SOURDOUGH, quantity: 1, price: 150, customizations: { breadFormat: 'whole' } }],
    },
  })
  expect(order.status()).toBe(201)
  return (await order.json()) as { id: number; accessToken: string }
}

test('a customer makes an order weekly from its confirmation page and skips next week from the private link @mobile', async ({ page }) => {
  const [day] = (await daysWithRoom(page.request)).slice(-3)
  const order = await placeLoaf(page.request, day!.date, 'Marisol Chan')

  await page.goto(`/order-confirmation/${order.id}?token=${order.accessToken}`)
  const card = page.getByRole('region', { name: 'Make this a standing order' })
  await expect(card.getByRole('radio', { name: /^Every week on / })).toBeChecked()
  await card.getByRole('button', { name: 'Make it a standing order' }).click()
  const done = page.getByRole('region', { name: 'Your standing order is set' })
  await expect(done.getByRole('textbox', { name: 'Your private link' })).toHaveValue(/\/standing-orders\/\d+\?token=/)
  await done.getByRole('link', { name: 'Manage your standing order' }).click()

  await expect(page.getByRole('heading', { name: 'Your standing order', level: 1 })).toBeVisible()
  await expect(page.getByText('Hello, Marisol')).toBeVisible()
  const skip = page.getByRole('button', { name: /^Skip / }).first()
  const label = (await skip.getAttribute('aria-label')) ?? ''
  const week = label.replace(/^Skip /, '')
  await skip.click()
  await expect(page.getByRole('button', { name: `Undo skip for ${week}` })).toBeVisible()

  await page.reload()
  const row = page.getByRole('listitem', { name: week })
  await expect(row.getByText('Skipped', { exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: `Undo skip for ${week}` })).toBeVisible()

  // Every two weeks, paid by transfer: the summary says so after a reload.
  const plan = page.getByRole('region', { name: 'How often and how you pay' })
  await plan.getByRole('radio', { name: /^Every two weeks on / }).check()
  await plan.getByRole('radio', { name: 'Bank transfer' }).check()
  await plan.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved').first()).toBeVisible()
  await page.reload()
  await expect(page.getByText(/^Every two weeks on /).first()).toBeVisible()
  await expect(page.getByText('Bank transfer').first()).toBeVisible()
  await expectNoSeriousViolations(page)
})

test('a customer waits for a sold-out loaf, staff cancel an order, and the customer claims the loaf', async ({ page, request: staff }) => {
  expect((await staff.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy()
  const sourdough = await (await staff.get(`/api/products/${SOURDOUGH}`)).json()
  const { id: _id, ...fields } = sourdough
  const limitTo = async (dailyLimit: number | null) =>
    expect((await staff.put(`/api/products/${SOURDOUGH}`, { data: { ...fields, dailyLimit } })).ok()).toBeTruthy()
  try {
    const [day] = (await daysWithRoom(staff)).slice(-2)
    const order = await placeLoaf(staff, day!.date, 'Rosa Canul')
    // The day's loaves so far become its limit: sourdough is sold out that day.
    await limitTo(PROBE_LIMIT)
    const left = (await orderableDays(staff)).find((candidate) => candidate.date === day!.date)?.unitsLeft?.products[String(SOURDOUGH)]
    await limitTo(PROBE_LIMIT - (left ?? PROBE_LIMIT))

    await page.goto(`/products/${SOURDOUGH}`)
    await page.getByLabel('Pickup day').selectOption(day!.date)
    await expect(page.getByText(/^Sold out for /)).toBeVisible()
    await page.getByRole('button', { name: 'Join the waitlist' }).click()
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' })
    await expect(dialog.getByLabel('Day')).toHaveValue(day!.date)
    await dialog.getByLabel('Your name').fill('Lupita Dzib')
    await dialog.getByLabel('WhatsApp number').fill(`999 ${String(Date.now()).slice(-7)}`)
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click()

    await expect(page.getByRole('heading', { name: 'Your place on the waitlist' })).toBeVisible()
    await expect(page.getByText('You are number 1 in line.')).toBeVisible()

    expect((await staff.patch(`/api/orders/${order.id}/status`, { data: { status: 'cancelled' } })).ok()).toBeTruthy()
    // The shop offers what came back within seconds of the cancellation; the page shows it when reloaded.
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('heading', { name: 'A place came free for you!' })).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await expect(page.getByText(/^We hold it until /)).toBeVisible()
    await expectNoSeriousViolations(page)
    await page.getByRole('button', { name: 'Claim it' }).click()

    await expect(page).toHaveURL(/\/order-confirmation\/\d+\?token=/)
    await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible()
    await expect(page.getByText('1 × Artisan Sourdough')).toBeVisible()
  } finally {
    await limitTo(null)
  }
})
