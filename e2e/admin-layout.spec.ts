import { type APIRequestContext, expect, test } from '@playwright/test'
import { E2E_ADMIN } from '../playwright.config'
import { ADMIN_PAGES, daysWithRoom, loadingStatus, orderableDays } from './admin-helpers'

const PAGES = ['/admin/login', ...ADMIN_PAGES]

/** What anyone may type at checkout: a name, note and address as one long unbroken word. */
const UNBROKEN = { name: 'W'.repeat(150), note: 'N'.repeat(1500), address: 'A'.repeat(150) }

async function placeBankTransferOrder(
  request: APIRequestContext,
  { name = 'Rosa Layout', note = 'Please slice the loaf', address = null as string | null } = {},
): Promise<void> {
  const customer = await request.post('/api/customers', {
    data: {
      name,
      email: 'rosa@example.mx',
      phone: `999${String(Date.now()).slice(-7)}`,
      streetAddress: 'Calle 59 #420',
      colonia: 'Centro',
      city: 'Mérida',
      state: 'Yucatán',
      postalCode: '97000',
    },
  })
  const dates = await daysWithRoom(request)
  const order = await request.post('/api/orders', {
    data: {
      order: {
        customerId: (await customer.json()).id,
        total: 300,
        pickupDate: dates[0]?.date,
        isDelivery: address !== null,
        deliveryAddress: address,
        paymentMethod: 'bank_transfer',
        specialInstructions: note,
      },
      items: [{ productId: 1, quantity: 2, price: 150, customizations: { breadFormat: 'whole', specialInstructions: note.slice(0, 500) } }],
    },
  })
  expect(order.status(), await order.text()).toBe(201)
}

/** Set ADMIN_SCREENS_DIR to keep a full-page screenshot of each admin page at the project's width. */
const SCREENS_DIR = process.env.ADMIN_SCREENS_DIR
const DIALOGS: Record<string, RegExp> = { '/admin/products': /^Add Product$/, '/admin/inventory': /^Add Date$/, '/admin/customers': /^View Profile/ }

/** A long note makes the widest inventory row, the one whose Delete button used to be cut off at 1280 px. */
async function writeLongNote(request: APIRequestContext): Promise<void> {
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200)
  const [day] = await orderableDays(request)
  if (!day) throw new Error('no baking day to annotate')
  const note = 'Half the oven is booked for a wedding order; keep sourdough to ten loaves this day.'
  const saved = await request.put(`/api/available-dates/${day.id}`, { data: { maxOrders: day.maxOrders, limitedAvailability: true, notes: note } })
  expect(saved.status()).toBe(200)
}

const TABLES: Record<string, { region: string; action: RegExp }> = {
  '/admin/products': { region: 'Products', action: /^Delete / },
  '/admin/inventory': { region: 'Available dates', action: /^Delete / },
  '/admin/customers': { region: 'Customers', action: /^View Profile/ },
}

test('every admin page fits the screen without sideways scrolling @mobile', async ({ page, request }, testInfo) => {
  // Eight pages, each measured and photographed: longer than one journey on a busy machine.
  test.slow()
  await placeBankTransferOrder(page.request)
  // Staff screens wrap what a customer typed: an unbroken name or note pushes nothing off the screen.
  await placeBankTransferOrder(page.request, UNBROKEN)
  await writeLongNote(request)
  const width = page.viewportSize()?.width ?? 0
  for (const path of PAGES) {
    if (path === '/admin') expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(loadingStatus(page)).toHaveCount(0)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
    if (path !== '/admin/login') {
      for (const link of await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link').all()) {
        const box = await link.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= width, `${await link.textContent()} is on screen at ${path}`).toBe(true)
      }
    }
    const table = TABLES[path]
    if (table) {
      const region = page.getByRole('region', { name: table.region })
      await expect(region).toHaveAttribute('tabindex', '0')
      if (testInfo.project.metadata.device === 'desktop') {
        expect(await region.evaluate((frame) => frame.scrollWidth - frame.clientWidth), `${path} table scrolls at ${width} px`).toBeLessThanOrEqual(0)
      }
      for (const action of await region.getByRole('button', { name: table.action }).all()) {
        const box = await action.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= width, `${await action.getAttribute('aria-label')} is on screen`).toBe(true)
      }
    }
    if (SCREENS_DIR) {
      const name = path.replace(/^\//, '').replace(/\//g, '-')
      await page.screenshot({ path: `${SCREENS_DIR}/${name}-${testInfo.project.metadata.device}.png`, fullPage: true })
      const dialogButton = DIALOGS[path]
      if (dialogButton) {
        await page.getByRole('button', { name: dialogButton }).first().click()
        await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible()
        await expect(loadingStatus(page)).toHaveCount(0)
        await page.screenshot({ path: `${SCREENS_DIR}/${name}-dialog-${testInfo.project.metadata.device}.png` })
        await page.keyboard.press('Escape')
      }
    }
  }
})
