import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { E2E_ADMIN } from '../playwright.config'
import { createCustomer, daysWithRoom, signInThroughApi } from './admin-helpers'

/** Phone-width runs read the shop in Spanish, desktop runs in English. */
function languageOf(device: unknown): 'es' | 'en' {
  return device === 'mobile' ? 'es' : 'en'
}

async function readIn(page: Page, language: 'es' | 'en') {
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
}

test('a pickup order’s confirmation names the pickup place with a map link and the chosen window @mobile', async ({ page }, testInfo) => {
  const language = languageOf(testInfo.project.metadata.device)
  await readIn(page, language)
  const settings = await (await page.request.get('/api/settings')).json()
  const customerId = await createCustomer(page.request, 'Rosa Chan')
  const day = (await daysWithRoom(page.request))[0]?.date
  const placed = await page.request.post('/api/orders', {
    data: {
      order: {
        customerId,
        total: 150,
        pickupDate: day,
        pickupTime: '11:00 AM - 1:00 PM',
        isDelivery: false,
        paymentMethod: 'cash',
        language,
      },
      items: [{ productId: 1, quantity: 1, price: 150 }],
    },
  })
  expect(placed.status()).toBe(201)
  const order = await placed.json()
  expect(order.pickupAddress).toBe(settings.shopAddress)

  await page.goto(`/order-confirmation/${order.id}?token=${encodeURIComponent(order.accessToken)}`)
  const main = page.getByRole('main')
  await expect(main.getByText(settings.shopAddress)).toBeVisible()
  await expect(main.getByRole('link', { name: language === 'es' ? 'Abrir en Mapas' : 'Open in Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  )
  await expect(main.getByText(language === 'es' ? /11:00\sa\.m\.\s[-–]\s1:00\sp\.m\./ : /11:00\sAM\s-\s1:00\sPM/)).toBeVisible()
})

test('the footer’s Terms of Service and Sitemap lead to real pages, and /sitemap.xml lists every product @mobile', async ({ page }, testInfo) => {
  const language = languageOf(testInfo.project.metadata.device)
  await readIn(page, language)
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: language === 'es' ? 'Términos y condiciones' : 'Terms of Service' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByRole('heading', { level: 1, name: language === 'es' ? 'Términos y condiciones' : 'Terms of service' })).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: language === 'es' ? 'Cambios y cancelaciones' : 'Changes and cancellations' }),
  ).toBeVisible()

  await footer.getByRole('link', { name: language === 'es' ? 'Mapa del sitio' : 'Sitemap' }).click()
  await expect(page).toHaveURL(/\/sitemap$/)
  const products = (await (await page.request.get('/api/products')).json()) as { id: number }[]
  const main = page.getByRole('main')
  for (const product of products) await expect(main.locator(`a[href="/products/${product.id}"]`)).toBeVisible()

  const xml = await (await page.request.get('/sitemap.xml')).text()
  for (const product of products) expect(xml).toContain(`/products/${product.id}</loc>`)
})

test('a Spanish reader sees Spanish tags and cake sizes in centimetres, each with its own price @mobile', async ({ page }, testInfo) => {
  test.skip(testInfo.project.metadata.device !== 'mobile', 'read in Spanish at phone width')
  await readIn(page, 'es')
  const products = (await (await page.request.get('/api/products')).json()) as { id: number; sizePrices: { size: string; price: number }[] | null }[]
  const cake = products.find((product) => product.sizePrices?.some((entry) => entry.size === '10"'))
  if (!cake?.sizePrices) throw new Error('the demo has a cake priced by size')
  const tenInch = cake.sizePrices.find((entry) => entry.size === '10"')?.price ?? 0
  await page.goto(`/products/${cake.id}`)
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /^celebración$/ })
      .first(),
  ).toBeVisible()
  await page.getByText(/^25 cm \(10"\) · \$/).click()
  await expect(page.getByText(`$${tenInch.toFixed(2)}`).first()).toBeVisible()
  await page.getByRole('button', { name: 'Agregar al carrito' }).click()
  await page.goto('/cart')
  await expect(page.getByText('Tamaño: 25 cm (10")')).toBeVisible()
})

test('staff upload a product photo and Spanish tags; the shop serves the photo as WebP from its own origin', async ({ page }) => {
  await signInThroughApi(page)
  const name = `Pan de elote ${Date.now()}`
  const created = await page.request.post('/api/products', { data: { name, price: 60, availabilityDays: [0, 1, 2, 3, 4, 5, 6] } })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  await page.goto('/admin/products')
  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Product' })

  // More than 5 MB is refused before it is sent.
  await dialog.getByLabel('Photo').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) })
  await expect(dialog.getByText('The photo is larger than 5 MB. Choose a smaller one.')).toBeVisible()

  const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#b5773a' } })
    .png()
    .toBuffer()
  await dialog.getByLabel('Photo').setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: png })
  await expect(dialog.getByLabel('Image URL')).toHaveValue(/^\/photos\/[a-f0-9]+-1200\.webp$/)
  await expect(dialog.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', /^\/photos\/[a-f0-9]+-480\.webp$/)
  // Spanish tags name the English ones, in the same order.
  await dialog.getByLabel('Tags', { exact: true }).fill('sweet, seasonal')
  await dialog.getByLabel('Tag names in Spanish').fill('dulce, de temporada')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Product updated', { exact: true })).toBeVisible()

  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  await page.goto(`/products/${id}`)
  const photo = page.getByRole('main').locator('img[src^="/photos/"]').first()
  await expect(photo).toBeVisible()
  const served = await page.request.get((await photo.getAttribute('src')) ?? '')
  expect(served.headers()['content-type']).toBe('image/webp')
  expect(served.headers()['cache-control']).toContain('immutable')
  await expect(page.getByRole('listitem').filter({ hasText: /^de temporada$/ })).toBeVisible()
  await page.request.delete(`/api/products/${id}`)
})

test('staff give the shop’s Facebook page and the footer links to it; cleared, the icon goes', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200)
  // The shard's journeys run one after another: whatever happens here, the next one finds the footer as it was.
  const before = (await (await page.request.get('/api/settings')).json()).facebookUrl
  try {
    await page.goto('/admin/settings')
    await page.getByLabel('Facebook page').fill('https://www.facebook.com/masamadremerida')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible()
    await page.goto('/')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/masamadremerida',
    )

    await page.goto('/admin/settings')
    await page.getByLabel('Facebook page').fill('')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible()
    await page.goto('/')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Facebook' })).toHaveCount(0)
  } finally {
    await page.request.put('/api/settings', { data: { facebookUrl: before } })
  }
})
