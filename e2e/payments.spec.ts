import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { type FakeStripe, startFakeStripe } from '../src/server/test-support/fake-stripe'
import { type SecondShop, startSecondShop } from './second-shop'
import { chooseFirstDate, fillCustomer, seedCart } from './storefront-helpers'

const STAND_IN_STRIPE_JS = fs.readFileSync(path.join(import.meta.dirname, 'stand-in-stripe.js'), 'utf8')

declare global {
  interface Window {
    standInStripeOutcome?: 'decline' | 'succeed' | 'redirect'
  }
}

/** Walks the checkout to the payment step and opens the card tab. */
async function openCardTab(page: Page) {
  await seedCart(page)
  await page.goto('/checkout')
  await chooseFirstDate(page)
  await fillCustomer(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('tab', { name: 'Card Payment' }).click()
}

/** Walks the checkout of a shop with Stripe keys to Pay Now, with the stand-in Stripe.js answering `outcome`. */
async function payByCard(page: Page, baseURL: string, outcome: 'decline' | 'redirect') {
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: STAND_IN_STRIPE_JS }))
  await page.addInitScript((chosen) => {
    window.standInStripeOutcome = chosen
  }, outcome)
  await seedCart(page)
  await page.goto(`${baseURL}/checkout`)
  await chooseFirstDate(page)
  await fillCustomer(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('tab', { name: 'Card Payment' }).click()
  const pay = page.getByRole('button', { name: 'Pay Now' })
  await expect(pay).toBeEnabled({ timeout: 20_000 })
  await pay.click()
}

test.describe('card payment without Stripe keys', () => {
  test('the card tab says card payment is unavailable and points to the other methods @mobile', async ({ page }) => {
    const orderCalls: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/(orders|create-payment-intent)/.test(request.url())) orderCalls.push(request.url())
    })
    await openCardTab(page)
    await expect(page.getByText('Card payment is unavailable')).toBeVisible()
    await expect(page.getByText("Please choose 'Pay upon delivery' or 'Bank Transfer' instead.")).toBeVisible()
    const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(
      axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id),
    ).toEqual([])
    await expect(page.getByRole('button', { name: /Pay (Now|Securely)/ })).toHaveCount(0)
    await page.getByRole('tab', { name: 'Bank Transfer' }).click()
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled()
    expect(orderCalls).toEqual([])
  })
})

test.describe('card payment with Stripe keys', () => {
  let shop: SecondShop | undefined
  let fakeStripe: FakeStripe
  let baseURL = ''

  // A second shop with Stripe keys, its API pointed at a local fake Stripe, on its own port and database.
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    fakeStripe = await startFakeStripe()
    shop = await startSecondShop({
      STRIPE_SECRET_KEY: fakeStripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_not_a_real_key',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_not_a_real_secret',
      STRIPE_API_BASE: fakeStripe.url,
    })
    baseURL = shop.baseURL
  })

  test.afterAll(async () => {
    await fakeStripe?.close()
    await shop?.stop()
  })

  test('keeps Stripe out of the first load, then shows a disabled Pay Securely and the not-initialized message', async ({ page }) => {
    test.setTimeout(60_000)
    const requested: string[] = []
    page.on('request', (request) => requested.push(`${request.method()} ${request.url()}`))
    // Offline as far as Stripe is concerned: js.stripe.com never answers.
    await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'))

    await seedCart(page)
    await page.goto(`${baseURL}/checkout`)
    await chooseFirstDate(page)
    await fillCustomer(page)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('tab', { name: 'Card Payment' })).toBeVisible()
    expect(requested.filter((entry) => /stripe/i.test(entry))).toEqual([])

    await page.getByRole('tab', { name: 'Card Payment' }).click()
    await expect(page.getByText('Secure Payment', { exact: true })).toBeVisible()
    await expect(page.getByText('By proceeding with your payment, you agree to our terms and conditions.')).toBeVisible()
    await expect(page.getByText('Your place on the day is kept for 30 minutes while you pay', { exact: false })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Payment system not initialized. Please refresh the page.' })).toBeVisible({
      timeout: 20_000,
    })
    const pay = page.getByRole('button', { name: 'Pay Securely' })
    await expect(pay).toBeVisible()
    await expect(pay).toBeDisabled()
    await expect(page.getByText('$150.00').first()).toBeVisible()
    expect(requested.some((entry) => entry.includes('js.stripe.com'))).toBe(true)
    for (const theme of ['light', 'dark']) {
      await page.evaluate((chosen) => document.documentElement.classList.toggle('dark', chosen === 'dark'), theme)
      // Colours fade to the new theme (transition-colors): axe measures them once they have arrived.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
      const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      expect(serious.map((violation) => `${theme} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
    }
    // Nothing was booked or charged just by opening the tab.
    expect(requested.filter((entry) => /^POST .*\/api\/(orders|create-payment-intent)/.test(entry))).toEqual([])
    await expect(page).toHaveURL(/\/checkout$/)
  })

  test('a declined card, then Pay upon delivery: the card order is given up and the cash order confirmed', async ({ page }) => {
    test.setTimeout(60_000)
    const placed: Array<{ id: number; accessToken: string; paymentMethod: string }> = []
    page.on('response', async (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/api/orders') && response.status() === 201) {
        placed.push(await response.json())
      }
    })

    await payByCard(page, baseURL, 'decline')
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).first()).toBeVisible()

    await page.getByRole('tab', { name: 'Pay upon delivery' }).click()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page).toHaveURL(/\/order-confirmation\/\d+/)
    await expect.poll(() => placed.map((order) => order.paymentMethod)).toEqual(['card', 'cash'])
    const [card, cash] = placed as [(typeof placed)[number], (typeof placed)[number]]
    expect(page.url()).toContain(`/order-confirmation/${cash.id}?`)
    const cardNow = await (await fetch(`${baseURL}/api/orders/${card.id}?token=${encodeURIComponent(card.accessToken)}`)).json()
    expect(cardNow).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' })
    const intent = [...fakeStripe.paymentIntents.values()].find((candidate) => candidate.metadata.orderId === String(card.id))
    expect(intent?.status).toBe('canceled')
  })

  test('a card the bank checks on its own page: back on the order’s page, the cart is empty', async ({ page }) => {
    await payByCard(page, baseURL, 'redirect')
    await expect(page).toHaveURL(/\/order-confirmation\/\d+\?.*redirect_status=succeeded/)
    await expect(page.getByRole('heading', { name: /Order #\d+/ })).toBeVisible()
    await page.goto(`${baseURL}/cart`)
    await expect(page.getByText('Your cart is empty')).toBeVisible()
  })
})
