import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test'
import { E2E_ADMIN } from '../playwright.config'
import { DEFAULT_TIME_SLOT } from '../src/domain/orders/order-status'
import { common as enCommon } from '../src/web/i18n/en/common'
import { storefront as en } from '../src/web/i18n/en/storefront'
import { common as esCommon } from '../src/web/i18n/es/common'
import { errors as esErrors } from '../src/web/i18n/es/errors'
import { storefront as es } from '../src/web/i18n/es/storefront'
import { ANA, chooseFirstDate, seedCart } from './storefront-helpers'

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

/**
 * A step of the journey saved for the eye at phone width (mobile project only), as the phone shows it with `focus`
 * in the middle of the screen.
 */
async function screenshot(page: Page, testInfo: TestInfo, name: string, focus?: Locator) {
  if (testInfo.project.metadata.device !== 'mobile') return
  // Instant: the shop scrolls smoothly, and a picture taken mid-scroll shows the sticky header adrift.
  await focus?.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
  await page.screenshot({ path: `${SCREENS}/journey-${name}-390.png` })
}

/**
 * The whole pre-order journey read in one language: home pre-order → checkout (date, customer details, Pay upon
 * delivery) → the confirmation page showing the stored order, with a screenshot of each step.
 */
async function preOrderJourney(page: Page, testInfo: TestInfo, texts: Texts, language: 'en' | 'es') {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: texts.home.hero.title })).toBeVisible()
  await screenshot(page, testInfo, `${language}-1-home`)
  // The shop's WhatsApp number as people write it ('+52 999 123 4567'), not '+529991234567'.
  const whatsapp = page.getByRole('main').getByText(/\+52 \d{2,3} \d{3,4} \d{4}/)
  await expect(whatsapp).toBeVisible()
  await screenshot(page, testInfo, `${language}-1-home-contact`, whatsapp)
  await page.getByRole('link', { name: texts.home.hero.orderNow }).click()
  await page.getByText(texts.home.order.sliced, { exact: true }).click()
  await screenshot(page, testInfo, `${language}-2-pre-order`, page.getByRole('button', { name: texts.home.order.proceed }))
  await page.getByRole('button', { name: texts.home.order.proceed }).click()
  await expect(toasts(page).getByText(texts.home.order.startedTitle)).toBeVisible()
  await toasts(page)
    .getByRole('button', { name: (language === 'es' ? esCommon : enCommon).toast.close })
    .click()
  await expect(page).toHaveURL(/\/checkout$/)

  await expect(page.getByRole('heading', { name: texts.checkout.date.selectDate })).toBeVisible()
  await page.getByRole('grid').getByRole('button', { disabled: false }).first().click()
  await screenshot(page, testInfo, `${language}-3-checkout-date`, page.getByRole('grid'))
  await page.getByRole('button', { name: texts.checkout.date.confirmPickup }).click()

  // Within the page's main content: the footer's newsletter field is also named 'Correo electrónico'.
  const form = page.getByRole('main')
  const customer = texts.checkout.customer
  await form.getByLabel(customer.name).fill(ANA.name)
  await form.getByLabel(customer.email, { exact: true }).fill(ANA.email)
  await form.getByLabel(customer.phone, { exact: true }).fill(ANA.phone)
  await form.getByLabel(customer.streetAddress).fill(ANA.streetAddress)
  await form.getByLabel(customer.colonia).fill(ANA.colonia)
  await form.getByLabel(customer.postalCode).fill(ANA.postalCode)
  await expect(form.getByLabel(customer.city)).toHaveValue('Mérida')
  await screenshot(page, testInfo, `${language}-4-checkout-customer`, form.getByLabel(customer.colonia))
  await page.getByRole('button', { name: customer.continue }).click()

  const cash = page.getByRole('tab', { name: texts.checkout.payment.cash })
  await expect(cash).toHaveAttribute('aria-selected', 'true')
  await screenshot(page, testInfo, `${language}-5-checkout-payment`, cash)
  await screenshot(page, testInfo, `${language}-5-checkout-summary`, page.getByText(texts.checkout.summary.time, { exact: true }))
  await page.getByRole('button', { name: texts.checkout.payment.placeOrder }).click()

  await expect(page).toHaveURL(/\/order-confirmation\/\d+\?token=/)
  const id = new URL(page.url()).pathname.split('/').pop() ?? ''
  await expect(page.getByRole('heading', { name: texts.confirmation.orderNumber.replace('{{id}}', id) })).toBeVisible()
  await expect(page.getByText(texts.confirmation.statusMessage.pending)).toBeVisible()
  // The demo catalogue names its products in both languages.
  const sourdough = language === 'es' ? 'Pan de masa madre artesanal' : 'Artisan Sourdough'
  await expect(page.getByText(texts.confirmation.itemLine.replace('{{count}}', '1').replace('{{name}}', sourdough))).toBeVisible()
  await expect(page.getByText(texts.cart.choice_breadFormat.replace('{{value}}', texts.home.order.sliced))).toBeVisible()
  // A pickup order: cash is paid at the shop.
  await expect(page.getByText(texts.confirmation.cashAtPickup, { exact: true })).toBeVisible()
  await screenshot(page, testInfo, `${language}-6-confirmation`)
  await screenshot(page, testInfo, `${language}-6-confirmation-details`, page.getByText(texts.confirmation.time, { exact: true }))
}

test.describe('in Spanish (browser locale es-MX)', () => {
  test.use({ locale: 'es-MX' })

  test('the whole pre-order journey, from home to the confirmation page, in Spanish @mobile', async ({ page }, testInfo) => {
    await preOrderJourney(page, testInfo, es, 'es')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
    // Each page names the browser tab, in Spanish.
    await expect(page).toHaveTitle(/^Pedido #\d+ · Masa Madre Mérida$/)
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es')
    // The time slot in Mexican Spanish ('9:00 a.m. – 11:00 a.m.'), never the stored English text.
    await expect(page.getByText(/^9:00\sa\.\s?m\.\s–\s11:00\sa\.\s?m\.$/)).toBeVisible()
    await expect(page.getByText(DEFAULT_TIME_SLOT)).toHaveCount(0)
    // The pickup day with its weekday, as the customer will look for it.
    await expect(page.getByText(/^[a-záé]+, \d{1,2} de [a-z]+ de \d{4}$/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Carrito, 0 productos' })).toBeVisible()
    await page.goto('/')
    await expect(page).toHaveTitle('Masa Madre Mérida · Panadería artesanal de masa madre')
  })

  test('the catalogue reads in Spanish: categories, names and descriptions, found by their Spanish words', async ({ page }) => {
    await page.goto('/products')
    await expect(page).toHaveTitle('Nuestros productos · Masa Madre Mérida')
    await expect(page.getByRole('tab', { name: 'Panes' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pan de masa madre artesanal' })).toBeVisible()
    await expect(page.getByText('Mitad harina integral', { exact: false })).toBeVisible()
    await page.getByRole('searchbox').fill('zanahoria')
    await expect(page.getByRole('link', { name: 'Pastel de zanahoria' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pan de masa madre artesanal' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Pastel de zanahoria' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pastel de zanahoria' })).toBeVisible()
    // The cart keeps the Spanish name, and the English one when the visitor switches.
    await page.getByRole('button', { name: es.catalog.detail.addToCart }).click()
    await page.goto('/cart')
    await expect(page.getByRole('heading', { name: 'Pastel de zanahoria' })).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click()
    await expect(page.getByRole('heading', { name: 'Carrot Cake' })).toBeVisible()
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

  test('a contact message with a wrong phone says so in Spanish under the field, by its key', async ({ page }) => {
    await page.goto('/#contact')
    const form = page.locator('#contact')
    await form.getByLabel(es.home.contact.name).fill('Ana')
    await form.getByLabel(es.home.contact.email).fill('ana@example.com')
    await form.getByLabel(es.home.contact.phone).fill('12')
    await form.getByLabel(es.home.contact.message).fill('¿Tienen pan de muerto?')
    await form.getByRole('button', { name: es.home.contact.send }).click()
    await expect(form.getByText(esErrors.phone_invalid)).toBeVisible()
    await expect(form.getByLabel(es.home.contact.phone)).toHaveAttribute('aria-invalid', 'true')
  })

  test('home, cart and checkout at 390 px, for the eye @mobile', async ({ page }, testInfo) => {
    test.skip(testInfo.project.metadata.device !== 'mobile', 'screenshots at phone width only')
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

  test('the whole pre-order journey, from home to the confirmation page, in English @mobile', async ({ page }, testInfo) => {
    await preOrderJourney(page, testInfo, en, 'en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByText(DEFAULT_TIME_SLOT, { exact: true })).toBeVisible()
    await expect(page.getByText(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
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
    if (testInfo.project.metadata.device === 'desktop') await page.screenshot({ path: `${SCREENS}/admin-orders-es-1280.png` })
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click()
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click()

    await page.goto('/simple-admin-dashboard')
    await expect(page.getByRole('heading', { name: 'Pedidos recientes' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Preparación semanal' })).toBeVisible()
    if (testInfo.project.metadata.device === 'desktop') await page.screenshot({ path: `${SCREENS}/staff-es-1280.png` })
  })
})
