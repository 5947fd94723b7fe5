import { expect, test } from '@playwright/test'
import { E2E_ADMIN } from '../playwright.config'
import { createCustomer, daysWithRoom } from './admin-helpers'

/** Demo product 4, Rosemary Focaccia (120), made Tuesday to Saturday, ready in a day. */
const FOCACCIA = 4
/** Demo product 7, Chocolate Celebration Cake: at most six a day. */
const CAKE_LIMIT = 6

test('the catalogue shows what is left on the chosen pickup day, and takes the add button off what is sold out @mobile', async ({ page }) => {
  const api = page.request
  expect((await api.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy()
  const focaccia = await (await api.get(`/api/products/${FOCACCIA}`)).json()
  const { id: _id, ...fields } = focaccia
  expect((await api.put(`/api/products/${FOCACCIA}`, { data: { ...fields, dailyLimit: 2 } })).ok()).toBeTruthy()
  try {
    const day = (await daysWithRoom(api)).at(-2)!
    const customerId = await createCustomer(api, 'Rocío Pech')
    const order = await api.post('/api/orders', {
      data: {
        order: { customerId, total: 240, pickupDate: day.date, isDelivery: false, paymentMethod: 'cash' },
        items: [{ productId: FOCACCIA, quantity: 2, price: 120 }],
      },
    })
    expect(order.status()).toBe(201)

    await page.goto('/products')
    await page.getByLabel('Pickup day').selectOption(day.date)
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Rosemary Focaccia' }) })
    await expect(card.getByText(/^Sold out for /)).toBeVisible()
    await expect(card.getByRole('button', { name: 'Add Rosemary Focaccia to cart' })).toHaveCount(0)
    const cake = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Chocolate Celebration Cake' }) })
    await expect(cake.getByText(`${CAKE_LIMIT} left`)).toBeVisible()
    await expect(cake.getByRole('button', { name: 'Add Chocolate Celebration Cake to cart' })).toBeVisible()
    // Another day still has focaccia: its card offers it again.
    await page.getByLabel('Pickup day').selectOption({ index: 1 })
    await expect(card.getByRole('button', { name: 'Add Rosemary Focaccia to cart' })).toBeVisible()
  } finally {
    await api.put(`/api/products/${FOCACCIA}`, { data: { ...fields, dailyLimit: null } })
  }
})

test('staff rename and reprice the weekly special; the home page shows it and the order is charged for it', async ({ page }) => {
  const api = page.request
  expect((await api.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy()
  const original = await (await api.get('/api/products/2')).json()
  try {
    await page.goto('/admin/products')
    await page.getByRole('button', { name: `Edit ${original.name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Product' })
    await dialog.getByLabel('Name', { exact: true }).fill('Weekly Special: Conchas')
    await dialog.getByLabel('Price of the pack').nth(1).fill('140')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(dialog).toBeHidden()

    await page.goto('/')
    await page.getByLabel('Add Cinnamon Rolls/Cookies to my order').check()
    await page.getByText('3 for $140 MXN').click()
    await expect(page.getByText('Weekly Special: Conchas (3 for $140 MXN)')).toBeVisible()
    // One whole loaf and the repriced pack: 150 + 140.
    await expect(page.getByText('$290.00 MXN')).toBeVisible()
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
    await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText('$290.00 MXN')
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))
    const [date] = (await daysWithRoom(api)).map((day) => day.date)
    const customerId = await createCustomer(api, 'Rocío Pech')
    const placed = await api.post('/api/orders', {
      data: {
        order: { customerId, total: 290, pickupDate: date, isDelivery: false, paymentMethod: 'cash' },
        items: cart.map((line: { id: number; quantity: number; price: number; customizations: object }) => ({
          productId: line.id,
          quantity: line.quantity,
          price: line.price,
          customizations: line.customizations,
        })),
      },
    })
    expect(placed.status()).toBe(201)
    expect(await placed.json()).toMatchObject({ total: 290 })
  } finally {
    const { id: _id, ...fields } = original
    await api.put('/api/products/2', { data: fields })
  }
})

test('staff enter a phone order with the keyboard in under a minute, and send the customer its link', async ({ page }) => {
  test.setTimeout(60_000)
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy()
  await page.goto('/admin/new-order')
  const phone = page.getByLabel('Customer phone')
  await expect(phone).toBeFocused()
  await page.keyboard.type(`999 ${String(Date.now()).slice(-7)}`)
  await page.keyboard.press('Enter')
  await expect(page.getByText('New customer: add their name')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.type('Doña Juana Pech')

  await page.getByLabel('Product').focus()
  await page.keyboard.type('Rosemary')
  await page.getByLabel('Quantity').focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('2')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: 'Items' })).toContainText('2 × Rosemary Focaccia')

  await page.getByLabel('Day', { exact: true }).focus()
  await page.keyboard.press('ArrowDown')
  await page.getByLabel('How they pay').focus()
  await page.keyboard.type('Bank')
  await expect(page.getByText('Total $240.00 MXN')).toBeVisible()
  await page.getByRole('checkbox', { name: /agreed to updates .* by WhatsApp/ }).check()
  await page.getByRole('button', { name: 'Place order' }).focus()
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { name: /^Order #\d+ placed$/ })).toBeFocused()
  const link = await page.getByLabel('Order link for the customer').inputValue()
  expect(link).toMatch(/\/order-confirmation\/\d+\?token=/)
  // The customer opens it on their phone: their order, for the day staff chose, with how to pay by transfer.
  const customer = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL })
  const phonePage = await customer.newPage()
  await phonePage.goto(new URL(link).pathname + new URL(link).search)
  await expect(phonePage.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible()
  await expect(phonePage.getByText('$240.00 MXN')).toBeVisible()
  await expect(phonePage.getByText('Payment reference')).toBeVisible()
  await customer.close()

  // The next caller starts from an empty form: nothing of Doña Juana's, her consent to WhatsApp least of all.
  await page.getByRole('button', { name: 'New order' }).click()
  await expect(page.getByLabel('Customer phone')).toHaveValue('')
  await page.getByLabel('Customer phone').fill(`999 ${String(Date.now() + 1).slice(-7)}`)
  await page.getByRole('button', { name: 'Find customer' }).click()
  await expect(page.getByRole('checkbox', { name: /agreed to updates .* by WhatsApp/ })).not.toBeChecked()
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('')
})

test('the production sheet prints the bake list, the packing list and a label per bag @mobile', async ({ page }, testInfo) => {
  const api = page.request
  expect((await api.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy()
  const day = (await daysWithRoom(api)).at(-3)!
  const customer = await (
    await api.post('/api/customers/staff', { data: { name: 'Etiqueta Chan', phone: `999${String(Date.now()).slice(-7)}` } })
  ).json()
  const order = await api.post('/api/orders', {
    data: {
      order: {
        customerId: customer.id,
        total: 600,
        pickupDate: day.date,
        pickupTime: '11:00 AM - 1:00 PM',
        isDelivery: false,
        paymentMethod: 'cash',
      },
      items: [
        { productId: 1, quantity: 3, price: 160, customizations: { breadFormat: 'sliced' } },
        { productId: 4, quantity: 1, price: 120 },
      ],
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  const { id } = await order.json()

  await page.goto('/admin/production')
  await page.getByLabel('Day', { exact: true }).fill(day.date)
  await expect(page.getByRole('heading', { name: 'Bake list' })).toBeVisible()
  await expect(page.getByRole('row', { name: /Artisan Sourdough/ }).first()).toContainText('Sliced')
  const label = page.getByRole('region', { name: 'Bag labels' }).getByRole('article', { name: `Order #${id}, Etiqueta Chan` })
  await expect(label).toContainText('3 × Artisan Sourdough')
  await expect(label).toContainText('To collect: $600.00')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation')).toBeHidden()
  await page.screenshot({ path: testInfo.outputPath('production-sheet-print.png'), fullPage: true })
  // Printed from a screen in the dark theme, the sheet is still black on white paper.
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  await expect(label).toHaveCSS('color', 'rgb(0, 0, 0)')
  await expect(page.getByRole('region', { name: 'Bag labels' }).locator('..').getByRole('heading', { name: 'Packing list' }).locator('..')).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  )
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  // On the 80 mm receipt roll the pages are 80 mm wide (226.77 pt), not A4's 595 pt.
  if (testInfo.project.metadata.device === 'desktop') {
    await page.emulateMedia({ media: 'screen' })
    await page.getByLabel('Paper').selectOption('receipt')
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
    const widths = [...pdf.matchAll(/\/MediaBox \[\s*0 0 ([\d.]+) [\d.]+\s*\]/g)].map(([, width]) => Math.round(Number(width)))
    expect(widths.length).toBeGreaterThan(0)
    expect(new Set(widths)).toEqual(new Set([227]))
  }
  const csv = await api.get(`/api/production/${day.date}?format=csv`)
  expect(await csv.text()).toContain('Artisan Sourdough,sliced,,,')
})
