import { expect, test } from '@playwright/test'
import { appDrawn, toasts } from './storefront-helpers'

test('the shop page loads the demo catalogue from the server @mobile', async ({ page }) => {
  await page.goto('/products')
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible()
  await expect(page.getByText('Artisan Sourdough').first()).toBeVisible()
  await expect(page.getByText('$150.00').first()).toBeVisible()
})

test('six placeholder cards show while the products load', async ({ page }) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/products', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/products')
  await expect(page.locator('[aria-busy="true"] > li')).toHaveCount(6)
  release()
  await expect(page.getByText('Artisan Sourdough').first()).toBeVisible()
})

test('category tabs, search and tags combine, with the empty texts and Clear Filters', async ({ page }) => {
  await page.goto('/products')
  await expect(page.getByRole('tab', { name: 'All Products' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('searchbox', { name: 'Search products' }).fill('SOURDOUGH')
  await expect(page.getByRole('link', { name: 'Artisan Sourdough' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search products' }).fill('no such bread')
  await expect(page.getByText('No products found')).toBeVisible()
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search products' }).fill('')

  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByText('Filter by Tags')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0)
  await page.getByRole('checkbox', { name: 'vegan' }).check()
  await expect(page.getByRole('button', { name: /Filter/ }).first()).toContainText('1')
  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(page.getByRole('checkbox', { name: 'vegan' })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(page.getByText('Filter by Tags')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Artisan Sourdough' })).toBeVisible()

  const tabs = page.getByRole('tab')
  const count = await tabs.count()
  expect(count).toBeGreaterThan(2)
  await tabs.nth(count - 1).click()
  await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true')
})

test('a product page shows its choices, tabs, related products and adds to the cart @mobile', async ({ page }) => {
  await page.goto('/products/3')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/^Preparation time: /)).toBeVisible()
  await expect(page.getByText(/Available (everyday|on weekdays)/)).toBeVisible()
  const minus = page.getByRole('button', { name: 'Decrease quantity' })
  await expect(minus).toBeDisabled()
  await page.getByRole('tab', { name: 'Product Details' }).click()
  await expect(page.getByText('Allergen note: this product may contain wheat, dairy, eggs and nuts.')).toBeVisible()
  // The days it is made, by name (the demo's breads and pastries are all made on Saturday).
  await expect(page.getByText(/^Available on: .*Saturday/)).toBeVisible()
  await page.getByRole('tab', { name: 'Ingredients' }).click()
  await page.getByRole('tab', { name: 'Customization Options' }).click()
  await expect(page.getByRole('button', { name: 'Pre-order' })).toBeVisible()
  const products = (await (await page.request.get('/api/products')).json()) as { id: number; categoryId: number }[]
  const categoryId = products.find((product) => product.id === 3)?.categoryId
  const sameCategory = products.filter((product) => product.id !== 3 && product.categoryId === categoryId).length
  const related = page.locator('section').filter({ has: page.getByRole('heading', { name: 'You May Also Like' }) })
  if (sameCategory === 0) await expect(related).toHaveCount(0)
  else await expect(related.getByRole('article')).toHaveCount(Math.min(3, sameCategory))
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(toasts(page).getByText('Added to cart!')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Products' }).click()
  await expect(page).toHaveURL(/\/products$/)
})

test('a cake offers sizes and flavours, stored on the cart line', async ({ page, request }) => {
  const products = (await (await request.get('/api/products')).json()) as { id: number; categoryId: number; name: string }[]
  const cake = products.find((product) => product.categoryId === 1)
  test.skip(!cake, 'the demo catalogue has no category-1 product')
  await page.goto(`/products/${cake?.id}`)
  // The size reads in inches and centimetres, with its own price when it has one.
  await page.getByText(/^8" \(20 cm\)( · \$.+)?$/).click()
  await page.getByText('Lemon', { exact: true }).click()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.goto('/cart')
  await expect(page.getByText('Size: 8" (20 cm)')).toBeVisible()
  await expect(page.getByText('Flavor: Lemon')).toBeVisible()
})

test('a missing product shows Product Not Found with a way back', async ({ page }) => {
  await page.goto('/products/99999')
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible()
  await expect(page.getByText("Sorry, we couldn't find the product you're looking for.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Products' })).toBeVisible()
})

test('an unknown admin page offers the way back to the admin dashboard', async ({ page }) => {
  await page.goto('/admin/no-such-page')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to the admin dashboard' })).toHaveAttribute('href', '/admin')
})

test('product cards in a row are equally tall with their add buttons lined up at the bottom', async ({ page }) => {
  await page.goto('/products')
  // Measured in the app, not in the first paint's cards that the app replaces (the boxes would move meanwhile).
  await appDrawn(page)
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()))
  const buttons = await Promise.all((await page.getByRole('button', { name: /^Add .+ to cart$/ }).all()).map((button) => button.boundingBox()))
  const rows = new Map<number, { height: number; buttonBottom: number }[]>()
  boxes.forEach((box, i) => {
    const button = buttons[i]
    if (!box || !button) return
    const row = Math.round(box.y)
    rows.set(row, [...(rows.get(row) ?? []), { height: box.height, buttonBottom: button.y + button.height - box.y }])
  })
  expect(
    [...rows.values()].some((row) => row.length > 1),
    'some row holds several cards',
  ).toBeTruthy()
  for (const row of rows.values()) {
    const heights = row.map((card) => card.height)
    const bottoms = row.map((card) => card.buttonBottom)
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1)
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1)
  }
})

test('every category tab can be seen on a phone, without scrolling the strip @mobile', async ({ page }) => {
  await page.goto('/products')
  const tabs = page.getByRole('tab')
  await expect(tabs.nth(2)).toBeVisible()
  const width = page.viewportSize()?.width ?? 0
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox()
    expect(box, (await tab.textContent()) ?? '').toBeTruthy()
    if (!box) continue
    expect(box.x, `${await tab.textContent()} starts inside the screen`).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, `${await tab.textContent()} ends inside the screen`).toBeLessThanOrEqual(width)
  }
  await expect(tabs.last()).toBeInViewport({ ratio: 1 })
})
