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
