import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { E2E_ADMIN } from '../playwright.config'
import { storefront as en } from '../src/web/i18n/en/storefront'
import { storefront as es } from '../src/web/i18n/es/storefront'
import { chooseFirstDate, seedCart } from './storefront-helpers'

/** Screenshots to look at; test-results/ is not committed. */
const SCREENS = `${process.env.SCREENS_DIR ?? 'test-results/screens'}/i18n`
type Texts = typeof en | typeof es

/** The toast region, named 'Notifications' or 'Notificaciones'. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifica/ })

/** The first selectable day of the checkout calendar, confirmed for pickup, in one language. */
async function chooseFirstDateIn(page: Page, texts: Texts) {
  await page.getByRole('grid').getByRole('button', { disabled: false }).first().click()
  await page.getByRole('button', { name: texts.checkout.date.confirmPickup }).click()
}

/** Home → pre-order section → checkout's first step, read in one language. */
async function preOrderToCheckout(page: Page, texts: Texts) {
  await page.goto('/')
  await page.getByRole('link', { name: texts.home.hero.orderNow }).click()
  await page.getByText(texts.home.order.sliced, { exact: true }).click()
  await page.getByRole('button', { name: texts.home.order.proceed }).click()
  await expect(toasts(page).getByText(texts.home.order.startedTitle)).toBeVisible()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: texts.checkout.date.selectDate })).toBeVisible()
}

test.describe('in Spanish (browser locale es-MX)', () => {
  test.use({ locale: 'es-MX' })

  test('the pre-order journey reaches the checkout in Spanish @mobile', async ({ page }) => {
    await preOrderToCheckout(page, es)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
    await expect(page.getByRole('button', { name: es.checkout.date.confirmPickup })).toBeDisabled()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es')
  })

  test('Spanish pages pass axe, with a Spanish error message on the customer form @mobile', async ({ page }) => {
    test.slow()
    await seedCart(page)
    for (const path of ['/', '/cart', '/checkout']) {
      await page.goto(path)
      await expect(page.getByRole('main')).toBeVisible()
      await page.waitForLoadState('networkidle')
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      expect(
        serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        path,
      ).toEqual([])
    }
    await chooseFirstDateIn(page, es)
    await page.getByRole('button', { name: es.checkout.customer.continue }).click()
    await expect(page.getByText('Escribe tu calle y número')).toBeVisible()
  })

  test('home, cart and checkout at 390 px, for the eye @mobile', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'screenshots at phone width only')
    await page.goto('/')
    await expect(page.getByRole('heading', { name: es.home.hero.title })).toBeVisible()
    await page.screenshot({ path: `${SCREENS}/home-es-390.png` })
    await page.getByRole('heading', { name: es.home.order.heading }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SCREENS}/home-order-es-390.png` })
    await preOrderToCheckout(page, es)
    await page.screenshot({ path: `${SCREENS}/checkout-es-390.png` })
    await page.getByRole('grid').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SCREENS}/checkout-calendar-es-390.png` })
    await page.goto('/cart')
    await expect(page.getByRole('heading', { name: /Tu carrito/ })).toBeVisible()
    await page.screenshot({ path: `${SCREENS}/cart-es-390.png` })
    await page.getByRole('heading', { name: es.cart.summary }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SCREENS}/cart-summary-es-390.png` })
  })
})

test.describe('in English (browser locale en-US)', () => {
  test.use({ locale: 'en-US' })

  test('the pre-order journey reaches the checkout in English @mobile', async ({ page }) => {
    await preOrderToCheckout(page, en)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('button', { name: en.checkout.date.confirmPickup })).toBeDisabled()
  })

  test('switching to Spanish keeps the cart and the checkout step, and is remembered @mobile', async ({ page }) => {
    await seedCart(page)
    await page.goto('/checkout')
    await chooseFirstDate(page)
    await expect(page.getByLabel(en.checkout.customer.name)).toBeVisible()

    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
    await expect(page.getByLabel(es.checkout.customer.name)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Carrito, 1 producto' })).toBeVisible()

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
    await expect(page.getByRole('link', { name: 'Carrito, 1 producto' })).toBeVisible()

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  })
})

test.describe('staff pages in Spanish', () => {
  test.use({ locale: 'es-MX' })

  test('the admin shell and the staff dashboard speak Spanish and switch from their header', async ({ page }, testInfo) => {
    const signIn = await page.request.post('/api/auth/login', { data: E2E_ADMIN })
    expect(signIn.status()).toBe(200)

    await page.goto('/admin/orders')
    await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
    if (testInfo.project.name === 'desktop') await page.screenshot({ path: `${SCREENS}/admin-orders-es-1280.png` })
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click()
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click()

    await page.goto('/simple-admin-dashboard')
    await expect(page.getByRole('heading', { name: 'Pedidos recientes' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Preparación semanal' })).toBeVisible()
    if (testInfo.project.name === 'desktop') await page.screenshot({ path: `${SCREENS}/staff-es-1280.png` })
  })
})
