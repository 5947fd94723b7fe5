import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { ADMIN_PAGES, placeOrder, signInThroughApi } from './admin-helpers'

// Both themes at desktop width; at phone width the light theme (the layout changes with the width, colours do not).
for (const theme of ['light', 'dark']) {
  test(`admin pages have no serious or critical accessibility violations (${theme})${theme === 'light' ? ' @mobile' : ''}`, async ({ page }) => {
    // Seven axe runs on a busy machine take longer than one journey.
    test.slow()
    await placeOrder(page.request)
    await page.goto('/admin/login')
    await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme)
    const pages: Array<[string, string[]]> = []
    for (const path of ['/admin/login', ...ADMIN_PAGES]) {
      if (path === '/admin') await signInThroughApi(page)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('status')).toHaveCount(0)
      const results = await new AxeBuilder({ page }).analyze()
      const violations = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      pages.push([path, violations.map((v) => `${v.id}: ${v.nodes.length}`)])
    }
    expect(pages.filter(([, violations]) => violations.length > 0)).toEqual([])
  })
}
