import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { createCustomer, daysWithRoom, signInThroughApi } from './admin-helpers'

/** A bank-transfer order placed as the checkout does, in the given language; returns the placed order. */
async function placeTransferOrder(page: Page, language: 'es' | 'en') {
  const customerId = await createCustomer(page.request, 'Lucía Pech')
  // The last open day: the other journeys book the first ones, so what is owed on it moves only with this test.
  const day = (await daysWithRoom(page.request)).at(-1)?.date
  const placed = await page.request.post('/api/orders', {
    data: {
      order: { customerId, total: 300, pickupDate: day, isDelivery: false, paymentMethod: 'bank_transfer', language },
      items: [{ productId: 1, quantity: 2, price: 150 }],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  return (await placed.json()) as {
    id: number
    accessToken: string
    total: number
    pickupDate: string
    payment: { reference: string; clabe: string }
  }
}

test('a transfer customer copies the CLABE and the reference and attaches the receipt; staff find the order by that reference, open the receipt and mark it paid @mobile', async ({
  page,
  context,
}, testInfo) => {
  const language = testInfo.project.metadata.device === 'mobile' ? 'es' : 'en'
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const order = await placeTransferOrder(page, language)
  await page.goto(`/order-confirmation/${order.id}?token=${encodeURIComponent(order.accessToken)}`)

  const card = page.getByRole('region', { name: language === 'es' ? 'Datos para la transferencia' : 'Bank transfer details' })
  await expect(card.getByText('002180000118359710')).toBeVisible()
  await expect(card.getByText('Masa Madre Mérida SA de CV')).toBeVisible()
  await expect(card.getByText(order.payment.reference)).toBeVisible()
  await expect(card.getByText(language === 'es' ? /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), / : /^[A-Z][a-z]+day, /)).toBeVisible()

  await card.getByRole('button', { name: language === 'es' ? 'Copiar CLABE' : 'Copy CLABE' }).click()
  await expect(card.getByRole('button', { name: language === 'es' ? 'Copiar CLABE' : 'Copy CLABE' })).toContainText(
    language === 'es' ? 'Copiado' : 'Copied',
  )
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('002180000118359710')
  await card.getByRole('button', { name: language === 'es' ? 'Copiar Referencia de pago' : 'Copy Payment reference' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.payment.reference)
  await card.getByRole('button', { name: language === 'es' ? 'Copiar Monto exacto' : 'Copy Exact amount' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('300.00')

  // The customer attaches the bank's receipt; staff can open it.
  const png = await sharp({ create: { width: 300, height: 600, channels: 3, background: '#e8f0ff' } })
    .png()
    .toBuffer()
  const attach = card.getByLabel(language === 'es' ? 'Adjunta tu comprobante de transferencia' : 'Attach your transfer receipt')
  await attach.focus()
  await attach.setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: png })
  await expect(card.getByText(language === 'es' ? /^Recibimos tu comprobante el / : /^Receipt received /)).toBeVisible()
  // The same field, now to replace it, keeps the focus: the customer goes on from where they were.
  await expect(card.getByLabel(language === 'es' ? 'Reemplazar el comprobante' : 'Replace the receipt')).toBeFocused()

  // Staff search the concept the customer typed among the unpaid orders, open the receipt and record the payment.
  await signInThroughApi(page)
  const owedOnDay = async () =>
    ((await (await page.request.get('/api/payments/owed')).json()) as { date: string; owed: number }[]).find((day) => day.date === order.pickupDate)
      ?.owed ?? 0
  const owedBefore = await owedOnDay()
  await page.goto('/admin/orders')
  await expect(page.getByRole('region', { name: language === 'es' ? 'Por cobrar' : 'Still to collect' })).toBeVisible()
  await page.getByRole('combobox', { name: language === 'es' ? 'Pago' : 'Payment' }).selectOption('unpaid')
  await page.getByRole('searchbox').fill(order.payment.reference.toLowerCase())
  const orderCard = page.getByRole('article', { name: new RegExp(`^(Order|Pedido) #${order.id} `) })
  await expect(orderCard).toContainText(order.payment.reference)
  const receiptLink = orderCard.getByRole('link', { name: language === 'es' ? /^Comprobante de transferencia/ : /^Transfer receipt/ })
  const receipt = await page.request.get((await receiptLink.getAttribute('href')) ?? '')
  expect(receipt.headers()['content-type']).toBe('image/png')
  expect(Buffer.from(await receipt.body()).equals(png)).toBe(true)
  await orderCard.getByRole('textbox', { name: new RegExp(`#${order.id}$`) }).fill('SPEI BBVA 10:42')
  await orderCard.getByRole('button', { name: language === 'es' ? 'Marcar como pagado' : 'Mark as paid' }).click()
  // Paid, it leaves the unpaid list, and the day's amount to collect drops by its total.
  await expect(orderCard).toHaveCount(0)
  await expect.poll(owedOnDay).toBe(owedBefore - order.total)
  const detail = await (await page.request.get(`/api/orders/${order.id}`)).json()
  expect(detail.paymentRecords[0]).toMatchObject({ paymentStatus: 'paid', note: 'SPEI BBVA 10:42' })

  await page.goto(`/order-confirmation/${order.id}?token=${encodeURIComponent(order.accessToken)}`)
  await expect(page.getByRole('heading', { name: new RegExp(`#${order.id}$`) })).toBeVisible()
  await expect(page.getByRole('region', { name: language === 'es' ? 'Datos para la transferencia' : 'Bank transfer details' })).toHaveCount(0)
})

test('a customer asks for a factura: the lists follow the RFC, a wrong check digit is named, the SAT test RFC is taken @mobile', async ({
  page,
}, testInfo) => {
  const language = testInfo.project.metadata.device === 'mobile' ? 'es' : 'en'
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
  const order = await placeTransferOrder(page, language)
  await page.goto(`/order-confirmation/${order.id}?token=${encodeURIComponent(order.accessToken)}`)
  await page.getByRole('button', { name: language === 'es' ? 'Solicitar factura' : 'Request a factura' }).click()

  await page.getByLabel('RFC').fill('EKU9003173C8')
  // A company's RFC (12 characters) is offered only the régimenes of companies.
  const regimen = page.getByLabel('Régimen fiscal')
  await expect(regimen.getByRole('option', { name: /^601 · / })).toHaveCount(1)
  await expect(regimen.getByRole('option', { name: /^605 · / })).toHaveCount(0)
  await page.getByLabel(language === 'es' ? 'Nombre o razón social' : 'Name or razón social').fill('Escuela Kemper Urgate')
  await page.getByLabel(language === 'es' ? 'Código postal fiscal' : 'Fiscal postal code').fill('42501')
  await regimen.selectOption('601')
  await page.getByLabel('Uso del CFDI').selectOption('G03')
  await page.getByLabel(language === 'es' ? 'Correo para la factura' : 'Email for the factura').fill('facturas@example.mx')
  const send = page.getByRole('button', { name: language === 'es' ? 'Enviar solicitud' : 'Send request' })
  await send.click()
  await expect(
    page.getByText(
      language === 'es' ? 'El último carácter de este RFC no coincide: revísalo' : 'This RFC’s last character does not match: please check it',
    ),
  ).toBeVisible()

  await page.getByLabel('RFC').fill('EKU9003173C9')
  await send.click()
  await expect(page.getByRole('status').filter({ hasText: language === 'es' ? 'Factura solicitada' : 'Factura requested' })).toBeVisible()
  await signInThroughApi(page)
  const requests = await (await page.request.get('/api/invoice-requests?status=requested&limit=200')).json()
  expect(requests.find((request: { orderId: number }) => request.orderId === order.id)).toMatchObject({
    rfc: 'EKU9003173C9',
    razonSocial: 'ESCUELA KEMPER URGATE',
    regimenFiscal: '601',
    usoCfdi: 'G03',
  })

  // Staff see the request, issue the CFDI with their accountant and mark it issued.
  await page.goto('/admin/invoices')
  const request = page.getByRole('article', { name: language === 'es' ? `Factura del pedido #${order.id}` : `Factura for order #${order.id}` })
  await expect(request).toContainText('EKU9003173C9')
  await expect(request).toContainText('601 · General de Ley Personas Morales')
  await request
    .getByRole('button', {
      name: language === 'es' ? `Marcar la factura del pedido #${order.id} como emitida` : `Mark factura for order #${order.id} as issued`,
    })
    .click()
  await expect(request).toHaveCount(0)
})
