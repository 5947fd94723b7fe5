import { expect, type Page, test } from '@playwright/test'
import { storefront as en } from '../src/web/i18n/en/storefront'
import { storefront as es } from '../src/web/i18n/es/storefront'
import { seedCart } from './storefront-helpers'

/** What a visitor sees before the app's code has run: index.html's shell alone (the scripts never arrive). */
async function shellOnly(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
}

const main = (page: Page) => page.locator('#main')

test('before any script, the home page shows the hero with its baking days filled in @mobile', async ({ page }) => {
  await shellOnly(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: en.home.hero.title })).toBeVisible()
  await expect(main(page)).toContainText('Tuesday to Saturday')
  await expect(main(page)).not.toContainText('{{')
})

test('before any script, an empty cart is drawn on /cart, and on /checkout, which sends it back there @mobile', async ({ page }) => {
  await shellOnly(page)
  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: 'Your Cart (0 Items)' })).toBeVisible()
  await expect(page.getByText(en.cart.emptyTitle)).toBeVisible()
  await expect(page.getByRole('link', { name: en.cart.browse })).toHaveAttribute('href', '/products')
  await page.goto('/checkout')
  await expect(page.getByText(en.cart.emptyTitle)).toBeVisible()
})

test('before any script, a cart with lines is not drawn empty', async ({ page }) => {
  await seedCart(page)
  await shellOnly(page)
  await page.goto('/cart')
  await expect(page.getByRole('status')).toBeVisible()
  await expect(page.getByText(en.cart.emptyTitle)).toHaveCount(0)
})

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' })

  test('the empty cart is drawn in Spanish before any script', async ({ page }) => {
    await shellOnly(page)
    await page.goto('/checkout')
    await expect(page.getByRole('heading', { name: 'Tu carrito (0 productos)' })).toBeVisible()
    await expect(page.getByText(es.cart.emptyTitle)).toBeVisible()
  })

  test('the product list names its category tabs in Spanish before any script', async ({ page }) => {
    await shellOnly(page)
    await page.goto('/products')
    await expect(page.locator('[data-first-tabs]')).toContainText(es.catalog.allProducts)
    await expect(page.locator('[data-first-tabs]')).toContainText('Panes')
  })

  test('a product photo is named in Spanish before any script', async ({ page }) => {
    await shellOnly(page)
    await page.goto('/products/1')
    await expect(page.getByRole('img', { name: 'Pan de masa madre artesanal' })).toBeVisible()
  })
})

test('the app draws the empty cart where the shell drew it, so nothing moves @mobile', async ({ page, browser }) => {
  await page.goto('/cart')
  await expect(page.getByRole('link', { name: en.cart.browse })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const drawnByApp = await page.getByText(en.cart.emptyText).boundingBox()

  const shell = await browser.newPage({ viewport: page.viewportSize() })
  await shellOnly(shell)
  await shell.goto(page.url())
  const drawnByShell = await shell.getByText(en.cart.emptyText).boundingBox()
  await shell.close()
  expect(drawnByShell).toEqual(drawnByApp)
})

test('before any script, a product page shows its photo where the app draws it @mobile', async ({ page, browser }) => {
  await page.goto('/products/1')
  await expect(page.getByRole('heading', { name: 'Artisan Sourdough', level: 1 })).toBeVisible()
  const photo = page.getByRole('img', { name: 'Artisan Sourdough' })
  await expect(photo).toHaveJSProperty('complete', true)
  const drawnByApp = await photo.boundingBox()

  const shell = await browser.newPage({ viewport: page.viewportSize() })
  await shellOnly(shell)
  await shell.goto(page.url())
  const shellPhoto = shell.getByRole('img', { name: 'Artisan Sourdough' })
  await expect(shellPhoto).toHaveAttribute('src', (await photo.getAttribute('src')) ?? '')
  await expect(shellPhoto).toHaveJSProperty('complete', true)
  expect(await shellPhoto.boundingBox()).toEqual(drawnByApp)
  await expect(shell.getByRole('link', { name: en.catalog.detail.back })).toBeVisible()
  await shell.close()
})

test('before any script, an unknown product page shows the loading line, not a photo', async ({ page }) => {
  await shellOnly(page)
  await page.goto('/products/424242')
  await expect(page.getByRole('status')).toBeVisible()
  await expect(page.locator('#main img')).toHaveCount(0)
})

test('before any script, the product list shows its tabs and first photos where the app draws them @mobile', async ({ page, browser }) => {
  await page.goto('/products')
  const firstPhoto = page.locator('main ul.grid > li').first().locator('img')
  await expect(firstPhoto).toHaveJSProperty('complete', true)
  await page.waitForLoadState('networkidle')
  const tabs = page.getByRole('tablist', { name: en.catalog.categories })
  const [photoByApp, tabsByApp, searchByApp] = await Promise.all([
    firstPhoto.boundingBox(),
    tabs.boundingBox(),
    page.getByRole('searchbox').boundingBox(),
  ])

  const shell = await browser.newPage({ viewport: page.viewportSize() })
  await shellOnly(shell)
  await shell.goto(page.url())
  const shellPhoto = shell.locator('main ul.grid > li').first().locator('img')
  await expect(shellPhoto).toHaveAttribute('src', (await firstPhoto.getAttribute('src')) ?? '')
  await expect(shellPhoto).toHaveJSProperty('complete', true)
  await expect(shell.locator('main')).toContainText(en.catalog.allProducts)
  expect(await shell.locator('[data-first-tabs]').boundingBox()).toEqual(tabsByApp)
  expect(await shell.getByRole('searchbox').boundingBox()).toEqual(searchByApp)
  expect(await shellPhoto.boundingBox()).toEqual(photoByApp)
  // Only the first row is drawn: no card the app would push down.
  const visibleCards = await shell.locator('main ul.grid > li:visible').count()
  expect(visibleCards).toBe(page.viewportSize()?.width && page.viewportSize()!.width >= 1024 ? 3 : page.viewportSize()!.width >= 640 ? 2 : 1)
  await shell.close()
})
