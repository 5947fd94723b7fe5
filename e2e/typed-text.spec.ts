import { type APIRequestContext, expect, test } from '@playwright/test'
import { createCustomer, daysWithRoom, signInThroughApi } from './admin-helpers'

/** What a customer may paste: a map link as the delivery reference, a long word in a note. */
const MAP_LINK = `https://maps.google.com/?q=${'20.96712,-89.62370'.repeat(12)}`
/** A cake's inscription, one line per line of icing. */
const INSCRIPTION = 'Feliz cumpleaños\nSofía\nSin nueces'

async function placeOrderWith(request: APIRequestContext, { note, address }: { note: string; address: string | null }) {
  const [day] = await daysWithRoom(request)
  const placed = await request.post('/api/orders', {
    data: {
      order: {
        customerId: await createCustomer(request, 'Sofía Typed-Text'),
        total: 150,
        pickupDate: day?.date,
        isDelivery: address !== null,
        deliveryAddress: address,
        paymentMethod: 'bank_transfer',
        specialInstructions: note,
      },
      items: [{ productId: 1, quantity: 1, price: 150, customizations: { breadFormat: 'whole', specialInstructions: note.slice(0, 500) } }],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  return (await placed.json()) as { id: number; accessToken: string }
}

test('the order page keeps a pasted map link and a long note to the screen @mobile', async ({ page }) => {
  const order = await placeOrderWith(page.request, { note: `Ring twice ${'N'.repeat(400)}`, address: `Calle 60 #491 · ${MAP_LINK}` })
  await page.goto(`/order-confirmation/${order.id}?token=${order.accessToken}`)
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'the order page scrolls sideways').toBeLessThanOrEqual(0)
})

test('staff read a cake inscription line by line, found through a link to the order', async ({ page }) => {
  const order = await placeOrderWith(page.request, { note: INSCRIPTION, address: null })
  await signInThroughApi(page)
  await page.goto(`/admin/orders?q=%23${order.id}`)
  const card = page.getByRole('article', { name: new RegExp(`^Order #${order.id} `) })
  await expect(card).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(`#${order.id}`)
  // innerText follows the page's layout: the note's lines stay lines, in the order's note and the line's own.
  const notes = await card.getByText('Feliz cumpleaños').all()
  expect(notes).toHaveLength(2)
  for (const note of notes) {
    // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out is what this test is about
    expect(await note.innerText()).toContain(INSCRIPTION)
  }
  // The staff dashboard's row lists the line with its note, line by line too.
  await page.goto('/simple-admin-dashboard')
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^#${order.id}\\b`) }) })
  // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out is what this test is about
  expect(await row.getByText('Feliz cumpleaños').innerText()).toContain(INSCRIPTION)
})
