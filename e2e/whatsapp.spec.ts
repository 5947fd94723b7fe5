import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { E2E_ADMIN } from '../playwright.config'
import { deliverWebhook, type FakeWhatsapp, replyWebhook, startFakeWhatsapp, statusWebhook } from '../src/server/test-support/fake-whatsapp'
import { signInThroughApi } from './admin-helpers'
import { type SecondShop, startSecondShop } from './second-shop'
import { ANA, chooseFirstDate, fillCustomer, seedCart } from './storefront-helpers'

const APP_SECRET = 'e2e-meta-app-secret'

/** WhatsApp's site is not reachable from here: a wa.me link opens this stand-in, and the test reads its address. */
async function standInWhatsapp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }))
}

/** Clicks a link that opens a new tab and gives the prepared text of the wa.me address it opened. */
async function openedChat(page: Page, link: ReturnType<Page['getByRole']>): Promise<{ number: string; text: string | null }> {
  const popup = page.waitForEvent('popup')
  await link.click()
  const url = new URL((await popup).url())
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') }
}

test('a customer agrees to WhatsApp at checkout; without the Cloud API the chat links carry the prepared text', async ({ page, context }) => {
  await standInWhatsapp(context)
  await seedCart(page)
  await page.goto('/checkout')
  await chooseFirstDate(page)
  await fillCustomer(page, { ...ANA, phone: '999 765 4400' })
  await page.getByRole('button', { name: 'Continue' }).click()
  const consent = page.getByRole('checkbox', { name: 'Send me updates about this order by WhatsApp at +52 999 765 4400' })
  await expect(consent).not.toBeChecked()
  await consent.check()
  await page.getByRole('button', { name: 'Place Order' }).click()

  await expect(page).toHaveURL(/\/order-confirmation\/\d+\?token=/)
  const orderId = Number(/order-confirmation\/(\d+)/.exec(page.url())?.[1])
  const stored = await page.request.get(`/api/orders/${orderId}?token=${new URL(page.url()).searchParams.get('token')}`)
  expect((await stored.json()).whatsappOptIn).toBe(true)
  const settings = (await (await page.request.get('/api/settings')).json()) as { whatsappNumber: string; whatsappConfigured: boolean }
  expect(settings.whatsappConfigured).toBe(false)
  const toShop = await openedChat(page, page.getByRole('link', { name: /^Send my order by WhatsApp/ }))
  expect(toShop.number).toBe(settings.whatsappNumber.replace(/\D/g, ''))
  expect(toShop.text).toMatch(
    new RegExp(`^Hello, I just placed order #${orderId}\\.\\nDay: \\w+day, .+\\nTime: 9:00 AM - 11:00 AM\\nWhere: Pickup at `),
  )
  expect(toShop.text).toContain('Total: $150.00 MXN\nPayment: Cash at pickup')

  // Staff write from their own WhatsApp with the same template text, and record it.
  await signInThroughApi(page)
  await page.goto('/admin/orders')
  await page.getByRole('searchbox', { name: 'Search' }).fill(`#${orderId}`)
  const card = page.getByRole('article', { name: new RegExp(`^Order #${orderId} `) })
  await card.getByRole('combobox', { name: 'Template' }).selectOption('Order confirmed')
  const toCustomer = await openedChat(page, card.getByRole('link', { name: /^Open in WhatsApp/ }))
  expect(toCustomer.number).toBe('529997654400')
  expect(toCustomer.text).toMatch(new RegExp(`^Hello, Ana! Your order #${orderId} is confirmed\\.\\n`))
  await card.getByRole('button', { name: 'Mark as sent' }).click()
  await expect(card.getByText('WhatsApp notification sent')).toBeVisible()
  await card.getByText('Message history').click()
  await expect(card.getByRole('listitem').filter({ hasText: 'sent by hand' })).toContainText('Order confirmed')
})

test.describe('with the WhatsApp Cloud API', () => {
  let shop: SecondShop | undefined
  let graph: FakeWhatsapp
  let baseURL = ''

  // A second shop with WhatsApp keys, its Graph API a local stand-in, on its own port and database.
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    graph = await startFakeWhatsapp()
    shop = await startSecondShop({
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      WHATSAPP_TOKEN: graph.token,
      WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId,
      WHATSAPP_API_BASE: graph.url,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token',
    })
    baseURL = shop.baseURL
  })

  test.afterAll(async () => {
    await graph?.close()
    await shop?.stop()
  })

  test('staff see a message’s delivery status change after WhatsApp’s webhook, and the customer’s reply', async ({ page }) => {
    test.setTimeout(60_000)
    const customer = await page.request.post(`${baseURL}/api/customers`, {
      data: {
        name: 'Elena Ruiz',
        email: 'elena@example.mx',
        phone: '999 765 0011',
        streetAddress: 'Calle 60 #500',
        colonia: 'Centro',
        city: 'Mérida',
        state: 'Yucatán',
        postalCode: '97000',
      },
    })
    const [day] = (await (await page.request.get(`${baseURL}/api/available-dates`)).json()) as Array<{ date: string }>
    const placed = await page.request.post(`${baseURL}/api/orders`, {
      data: {
        order: {
          customerId: (await customer.json()).id,
          total: 150,
          pickupDate: day?.date,
          paymentMethod: 'cash',
          language: 'en',
          whatsappOptIn: true,
        },
        items: [{ productId: 1, quantity: 1, price: 150 }],
      },
    })
    expect(placed.status()).toBe(201)
    const orderId = (await placed.json()).id as number
    // The shop's worker sends the 'received' template within its poll interval.
    await expect.poll(() => graph.requests.map((request) => request.body.template?.name), { timeout: 15_000 }).toContain('order_received')

    expect((await page.request.post(`${baseURL}/api/auth/login`, { data: E2E_ADMIN })).status()).toBe(200)
    await page.goto(`${baseURL}/admin/orders`)
    await page.getByRole('searchbox', { name: 'Search' }).fill(`#${orderId}`)
    const card = page.getByRole('article', { name: new RegExp(`^Order #${orderId} `) })
    await card.getByText('Message history').click()
    const received = card.getByRole('listitem').filter({ hasText: 'Order received' })
    await expect(received).toContainText('Sent')

    const staffView = await (await page.request.get(`${baseURL}/api/orders/${orderId}`)).json()
    const wamid = staffView.whatsappMessages[0].providerMessageId as string
    expect(await deliverWebhook(baseURL, statusWebhook(wamid, 'delivered'), { appSecret: APP_SECRET })).toMatchObject({ status: 200 })
    await expect(received).toContainText('Delivered')
    await deliverWebhook(baseURL, replyWebhook('5219997650011', 'Can I come at 10?', { replyTo: wamid }), { appSecret: APP_SECRET })
    await expect(card.getByRole('listitem').filter({ hasText: 'Can I come at 10?' })).toContainText('Customer')
    // A forged delivery changes nothing.
    expect((await deliverWebhook(baseURL, statusWebhook(wamid, 'read'), { appSecret: 'not-the-secret' })).status).toBe(401)
  })
})
