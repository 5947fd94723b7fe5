import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { chooseFirstDate, fillCustomer, seedCart } from './storefront-helpers'

/** What a theme changes: colours. The light pass checks every rule, the dark pass these (half the axe time). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

async function expectNoSeriousViolations(page: Page, label: string) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  const results = await (dark ? axe.withRules(COLOUR_RULES) : axe).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([])
}

// Both themes at desktop width; at phone width the light theme (the layout changes with the width, colours do not).
for (const theme of ['light', 'dark'] as const) {
  test(`every public page passes axe in the ${theme} theme${theme === 'light' ? ' @mobile' : ''}`, async ({ page }) => {
    test.slow()
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme)
    await seedCart(page)
    for (const path of ['/', '/products', '/products/1', '/products/99999', '/cart', '/privacy', '/no-such-page']) {
      await page.goto(path)
      await expect(page.getByRole('main')).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectNoSeriousViolations(page, path)
    }
    await page.goto('/checkout')
    await expect(page.getByRole('grid')).toBeVisible()
    await expectNoSeriousViolations(page, 'checkout step 1')
    await chooseFirstDate(page)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('Please enter your street address')).toBeVisible()
    await expectNoSeriousViolations(page, 'checkout step 2 with errors')
    await fillCustomer(page)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('tab', { name: 'Bank Transfer' }).click()
    await expectNoSeriousViolations(page, 'checkout step 3')
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page.getByRole('heading', { name: /Order #\d+/ })).toBeVisible()
    await expectNoSeriousViolations(page, 'order confirmation')
  })
}
