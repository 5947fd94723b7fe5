import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { ADMIN_PAGES, placeOrder, signInThroughApi } from './admin-helpers'

// Both themes at desktop width; at phone width the light theme (the layout changes with the width, colours do not).
// One test per page, so each axe run has its own time and a failure names its page.
for (const theme of ['light', 'dark']) {
  for (const path of ['/admin/login', ...ADMIN_PAGES]) {
    test(`${path} has no serious or critical accessibility violations (${theme})${theme === 'light' ? ' @mobile' : ''}`, async ({ page }) => {
      // Axe reads every node: the orders page holds ten full order cards, which takes a while on a busy two-core machine.
      test.slow()
      await placeOrder(page.request)
      await page.goto('/admin/login')
      await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme)
      if (path !== '/admin/login') await signInThroughApi(page)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('status')).toHaveCount(0)
      const results = await new AxeBuilder({ page }).analyze()
      const violations = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
}
