import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { ADMIN_PAGES, loadingStatus, placeOrder, signInThroughApi } from './admin-helpers'

/** What a theme changes: colours. The light pass checks every rule, the dark pass these (half the axe time). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** The serious and critical axe violations of the page as it stands, each with the nodes it names. */
async function seriousViolations(page: Page, { coloursOnly = false } = {}): Promise<string[]> {
  const axe = new AxeBuilder({ page })
  const results = await (coloursOnly ? axe.withRules(COLOUR_RULES) : axe).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

// One test per page, so each page's axe runs have their own time and a failure names its page. Both themes at
// desktop width, in one visit (sign-in and loading are most of a test's time); at phone width the light theme only
// (the layout changes with the width, colours do not).
for (const path of ['/admin/login', ...ADMIN_PAGES]) {
  test(`${path} has no serious or critical accessibility violations @mobile`, async ({ page }, testInfo) => {
    // Axe reads every node: the orders page holds ten full order cards, which takes a while on a busy two-core machine.
    test.slow()
    await placeOrder(page.request)
    if (path !== '/admin/login') await signInThroughApi(page)
    const themes = testInfo.project.metadata.device === 'desktop' ? ['light', 'dark'] : ['light']
    await page.goto(path)
    for (const theme of themes) {
      await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(loadingStatus(page)).toHaveCount(0)
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark')
      expect(await seriousViolations(page, { coloursOnly: theme === 'dark' }), `${theme} theme`).toEqual([])
    }
  })
}
