import { expect, test } from '@playwright/test'
import { E2E_ADMIN } from '../playwright.config'

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
    const days = (await (await api.get('/api/available-dates')).json()) as { date: string; currentOrders: number; maxOrders: number }[]
    const day = days.filter((entry) => entry.currentOrders < entry.maxOrders).at(-2)!
    const customer = await (
      await api.post('/api/customers', {
        data: {
          name: 'Rocío Pech',
          email: 'rocio@example.com',
          phone: `999${String(Date.now()).slice(-7)}`,
          streetAddress: 'Calle 59 #500',
          colonia: 'Centro',
          city: 'Mérida',
          state: 'Yucatán',
          postalCode: '97000',
        },
      })
    ).json()
    const order = await api.post('/api/orders', {
      data: {
        order: { customerId: customer.id, total: 240, pickupDate: day.date, isDelivery: false, paymentMethod: 'cash' },
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
    const [date] = ((await (await api.get('/api/available-dates')).json()) as { date: string }[]).map((day) => day.date)
    const customer = await (
      await api.post('/api/customers', {
        data: {
          name: 'Rocío Pech',
          email: 'rocio@example.com',
          phone: `999${String(Date.now()).slice(-7)}`,
          streetAddress: 'Calle 59 #500',
          colonia: 'Centro',
          city: 'Mérida',
          state: 'Yucatán',
          postalCode: '97000',
        },
      })
    ).json()
    const placed = await api.post('/api/orders', {
      data: {
        order: { customerId: customer.id, total: 290, pickupDate: date, isDelivery: false, paymentMethod: 'cash' },
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
