import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { privacy as en } from '../src/web/i18n/en/privacy'
import { storefront as enStorefront } from '../src/web/i18n/en/storefront'
import { privacy as es } from '../src/web/i18n/es/privacy'
import { storefront as esStorefront } from '../src/web/i18n/es/storefront'
import { chooseFirstDate, seedCart } from './storefront-helpers'

/** Screenshots to look at; test-results/ is not committed. */
const SCREENS = `${process.env.SCREENS_DIR ?? 'test-results/screens'}/privacy`
const SHOP_NAME = 'Masa Madre Mérida'
/** A Mexican number as the shop shows it: '+52 999 123 4567'. */
const shownPhone = (e164: string) => e164.replace(/^\+52(\d{3})(\d{3})(\d{4})$/, '+52 $1 $2 $3')

/** The shop's WhatsApp number as /api/settings serves it (E.164). */
async function shopSettings(page: Page): Promise<{ whatsappNumber: string; shopAddress: string; shopEmail: string }> {
  const settings = await page.request.get('/api/settings')
  expect(settings.ok()).toBeTruthy()
  return settings.json()
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([])
}

/** Footer link → /privacy, then the notice names the shop with its address, WhatsApp number and email. */
async function openFromFooter(page: Page, texts: { privacy: typeof en | typeof es; storefront: typeof enStorefront | typeof esStorefront }) {
  const { whatsappNumber: whatsapp, shopAddress, shopEmail } = await shopSettings(page)
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: texts.storefront.layout.footer.privacy }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  const notice = texts.privacy.privacyNotice
  await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText(`${SHOP_NAME}, ${shopAddress}`)).toBeVisible()
  await expect(main.getByRole('link', { name: shownPhone(whatsapp) })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${whatsapp.replace(/\D/g, '')}`),
  )
  await expect(main.getByRole('link', { name: shopEmail })).toHaveAttribute('href', `mailto:${shopEmail}`)
  for (const heading of [notice.kept.heading, notice.purpose.heading, notice.sharing.heading, notice.rights.heading, notice.changes.heading]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(main.getByText(notice.sharing.stripe)).toBeVisible()
}

test('the footer opens the privacy notice with the shop details from the settings @mobile', async ({ page }) => {
  await openFromFooter(page, { privacy: en, storefront: enStorefront })
  await page.waitForLoadState('networkidle')
  await expectNoSeriousViolations(page, '/privacy')
})

test.describe('in Spanish (browser locale es-MX)', () => {
  test.use({ locale: 'es-MX' })

  test('the footer opens the aviso de privacidad in Spanish @mobile', async ({ page }) => {
    await openFromFooter(page, { privacy: es, storefront: esStorefront })
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
    await expect(page.getByText(es.privacyNotice.rights.answer)).toBeVisible()
  })
})

test('the checkout links to the privacy notice in a new tab and keeps its step @mobile', async ({ page, context }, testInfo) => {
  await seedCart(page)
  await page.goto('/checkout')
  await chooseFirstDate(page, 'Delivery')
  await page.getByLabel('Full name').fill('Ana López')
  await page.getByLabel('Postal code').fill('77500')
  await expect(page.getByText(enStorefront.checkout.customer.outsideYucatan)).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/checkout-customer-${testInfo.project.metadata.device}.png`, fullPage: true })
  const link = page.getByRole('link', { name: /Read our privacy notice/ })
  await expect(link).toHaveAttribute('rel', 'noopener')
  const [notice] = await Promise.all([context.waitForEvent('page'), link.click()])
  await expect(notice.getByRole('heading', { level: 1, name: en.privacyNotice.title })).toBeVisible()
  await notice.close()
  await expect(page.getByLabel('Full name')).toHaveValue('Ana López')
  await expect(page).toHaveURL(/\/checkout$/)
})

for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of the privacy notice in the ${theme} theme @mobile`, async ({ page }, testInfo) => {
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme)
    await page.goto('/privacy')
    await expect(page.getByRole('link', { name: shownPhone((await shopSettings(page)).whatsappNumber) })).toBeVisible()
    await page.screenshot({ path: `${SCREENS}/privacy-${testInfo.project.metadata.device}-${theme}.png`, fullPage: true })
  })
}
