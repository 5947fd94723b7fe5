import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeOnEachDatabase, type Harness } from '../test-support/api-harness'
import { startAppWith } from '../test-support/app-with-config'
import { FAKE_CFDI_PDF, FAKE_CFDI_XML, type FakeFacturapi, startFakeFacturapi } from '../test-support/fake-facturapi'
import { createCustomer, openDates, sourdoughOrder } from '../test-support/order-fixtures'

/** The SAT's published test taxpayer (Escuela Kemper Urgate), with the data its Constancia shows. */
const EKU = {
  rfc: 'EKU9003173C9',
  razonSocial: 'Escuela Kemper Urgate',
  codigoPostal: '42501',
  regimenFiscal: '601',
  usoCfdi: 'G03',
  email: 'facturas@example.mx',
}

async function placeOrder(shop: Harness) {
  const [date] = await openDates(shop)
  return (await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), date!))).body
}

/** Staff take the cash: a CFDI is issued as paid (PUE), so only for a paid order. */
async function placePaidOrder(shop: Harness, cookie: string) {
  const order = await placeOrder(shop)
  expect((await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'paid' }, { cookie })).status).toBe(200)
  return order
}

describeOnEachDatabase('factura (CFDI 4.0) requests', (shop) => {
  it('checks each field and names the one that is wrong, writing nothing', async () => {
    const order = await placeOrder(shop)
    const send = (change: Record<string, string>) =>
      shop.call('POST', `/api/orders/${order.id}/invoice-request`, { token: order.accessToken, ...EKU, ...change })
    const before = await shop.count('invoice_requests')
    for (const [change, path] of [
      [{ rfc: 'EKU90031' }, 'rfc'],
      [{ rfc: 'EKU9003173C8' }, 'rfc'],
      [{ codigoPostal: '4250' }, 'codigoPostal'],
      [{ regimenFiscal: '999' }, 'regimenFiscal'],
      [{ regimenFiscal: '605' }, 'regimenFiscal'],
      [{ usoCfdi: 'D01' }, 'usoCfdi'],
      [{ email: 'no' }, 'email'],
    ] as const) {
      const refused = await send(change)
      expect(refused.status, JSON.stringify(change)).toBe(400)
      expect(
        refused.body.errors.map((error: { path: string }) => error.path),
        JSON.stringify(change),
      ).toEqual([path])
    }
    expect(await shop.count('invoice_requests')).toBe(before)
    expect((await shop.call('POST', `/api/orders/${order.id}/invoice-request`, { ...EKU, token: 'not-the-token' })).status).toBe(404)
  })

  it('refuses the generic RFCs (público en general, foreign), which no PAC accepts for a named receiver, by key', async () => {
    const order = await placeOrder(shop)
    const before = await shop.count('invoice_requests')
    for (const rfc of ['XAXX010101000', 'XEXX010101000']) {
      const refused = await shop.call('POST', `/api/orders/${order.id}/invoice-request`, {
        token: order.accessToken,
        ...EKU,
        rfc,
        razonSocial: 'Público en general',
        regimenFiscal: '616',
        usoCfdi: 'S01',
      })
      expect(refused.status, rfc).toBe(400)
      expect(refused.body.errors, rfc).toMatchObject([{ path: 'rfc', key: 'rfc_generic' }])
      expect(refused.body.errors[0].message, rfc).toMatch(/your own RFC/)
    }
    expect(await shop.count('invoice_requests')).toBe(before)
  })

  it('takes the SAT test RFC with its data; staff list it, download it as CSV and mark it issued', async () => {
    const order = await placeOrder(shop)
    const first = await shop.call('POST', `/api/orders/${order.id}/invoice-request`, {
      token: order.accessToken,
      ...EKU,
      razonSocial: 'Escuela Kemper',
    })
    expect(first.status).toBe(201)
    // Sent again before it is issued: the corrected data replace the first.
    const sent = await shop.call('POST', `/api/orders/${order.id}/invoice-request`, { token: order.accessToken, ...EKU, rfc: 'eku9003173c9' })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      id: first.body.id,
      orderId: order.id,
      rfc: 'EKU9003173C9',
      razonSocial: 'ESCUELA KEMPER URGATE',
      status: 'requested',
      issuedAt: null,
    })

    expect((await shop.call('GET', '/api/invoice-requests')).status).toBe(401)
    const cookie = await shop.signIn()
    const listed = async () =>
      (await shop.call('GET', '/api/invoice-requests?status=requested', undefined, { cookie })).body.filter(
        (request: { orderId: number }) => request.orderId === order.id,
      )
    // Staff see why it cannot be billed as paid yet (PUE), as the accountant's CSV says, and the amount to bill.
    expect(await listed()).toEqual([expect.objectContaining({ notToIssue: 'invoice_order_unpaid', orderTotal: order.total })])

    const csv = await fetch(`${shop.baseUrl}/api/invoice-requests?format=csv`, { headers: { cookie } })
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const line = (await csv.text()).split('\r\n').find((row) => row.startsWith(`${order.id},`))
    // Paid in cash at pickup, not yet: the accountant sees it is not to be billed yet, and with what form of payment.
    expect(line).toBe(
      `${order.id},${order.total.toFixed(2)},${order.pickupDate},EKU9003173C9,ESCUELA KEMPER URGATE,42501,601 General de Ley Personas Morales,G03,facturas@example.mx,${sent.body.createdAt},requested,01,no: not paid yet`,
    )
    await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'paid' }, { cookie })
    const paid = await (await fetch(`${shop.baseUrl}/api/invoice-requests?format=csv`, { headers: { cookie } })).text()
    expect(paid.split('\r\n').find((row) => row.startsWith(`${order.id},`))).toMatch(/,requested,01,yes$/)
    expect(await listed()).toEqual([expect.objectContaining({ notToIssue: null })])
    await shop.call('PATCH', `/api/orders/${order.id}/status`, { status: 'cancelled' }, { cookie })
    const cancelled = await (await fetch(`${shop.baseUrl}/api/invoice-requests?format=csv`, { headers: { cookie } })).text()
    expect(cancelled.split('\r\n').find((row) => row.startsWith(`${order.id},`))).toMatch(/,requested,01,no: order cancelled or refunded$/)
    expect(await listed()).toEqual([expect.objectContaining({ notToIssue: 'invoice_order_cancelled' })])

    const issued = await shop.call('PATCH', `/api/invoice-requests/${sent.body.id}`, { status: 'issued' }, { cookie })
    expect(issued.body).toMatchObject({ status: 'issued', issuedAt: expect.any(String) })
    const again = await shop.call('POST', `/api/orders/${order.id}/invoice-request`, { token: order.accessToken, ...EKU })
    expect(again.status).toBe(409)
    expect((await shop.call('PATCH', `/api/invoice-requests/${sent.body.id}`, { status: 'issued' })).status).toBe(401)
  })

  it('puts a CFDI issued for an order since cancelled among what staff have to do, until they record it cancelled at the SAT', async () => {
    const cookie = await shop.signIn()
    const order = await placePaidOrder(shop, cookie)
    const sent = await shop.call('POST', `/api/orders/${order.id}/invoice-request`, { token: order.accessToken, ...EKU })
    const toDo = async () =>
      (await shop.call('GET', '/api/invoice-requests?open=true', undefined, { cookie })).body.filter(
        (request: { orderId: number }) => request.orderId === order.id,
      )
    expect(await toDo()).toEqual([expect.objectContaining({ status: 'requested', toCancel: false })])
    // Cancelling a request not issued is refused: there is no CFDI to cancel.
    expect((await shop.call('PATCH', `/api/invoice-requests/${sent.body.id}`, { status: 'cancelled' }, { cookie })).status).toBe(409)
    await shop.call('PATCH', `/api/invoice-requests/${sent.body.id}`, { status: 'issued' }, { cookie })
    expect(await toDo()).toEqual([])

    // The sale is undone after its CFDI said "paid" (PUE): the SAT must be told, and the request says so until it is.
    await shop.call('PATCH', `/api/orders/${order.id}/status`, { status: 'cancelled' }, { cookie })
    expect(await toDo()).toEqual([expect.objectContaining({ status: 'issued', toCancel: true })])
    const csv = await (await fetch(`${shop.baseUrl}/api/invoice-requests?format=csv&open=true`, { headers: { cookie } })).text()
    expect(csv.split('\r\n').find((row) => row.startsWith(`${order.id},`))).toMatch(/,issued,01,cancel: order cancelled or refunded$/)

    // A request never issued for an order cancelled since has nothing left to do.
    const dropped = await placePaidOrder(shop, cookie)
    await shop.call('POST', `/api/orders/${dropped.id}/invoice-request`, { token: dropped.accessToken, ...EKU })
    await shop.call('PATCH', `/api/orders/${dropped.id}/status`, { status: 'cancelled' }, { cookie })
    const open = (await shop.call('GET', '/api/invoice-requests?open=true', undefined, { cookie })).body
    expect(open.map((request: { orderId: number }) => request.orderId)).not.toContain(dropped.id)

    const cancelled = await shop.call('PATCH', `/api/invoice-requests/${sent.body.id}`, { status: 'cancelled' }, { cookie })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'cancelled' })
    expect(await toDo()).toEqual([])
    const customerSees = await shop.call('GET', `/api/orders/${order.id}/invoice-request?token=${order.accessToken}`)
    expect(customerSees.body).toMatchObject({ status: 'cancelled' })
  })

  it('without a PAC nothing pretends to issue: staff are told, and the customer has nothing to download', async () => {
    const order = await placeOrder(shop)
    const sent = await shop.call('POST', `/api/orders/${order.id}/invoice-request`, { token: order.accessToken, ...EKU })
    const cookie = await shop.signIn()
    expect((await shop.call('GET', '/api/invoice-requests/provider', undefined, { cookie })).body).toEqual({ configured: false })
    const refused = await shop.call('POST', `/api/invoice-requests/${sent.body.id}/issue`, undefined, { cookie })
    expect(refused.status).toBe(503)
    expect(refused.body.code).toBe('invoicing_unavailable')
    expect((await shop.call('GET', `/api/orders/${order.id}/factura/pdf?token=${order.accessToken}`)).status).toBe(404)
  })

  describe('with Facturapi', () => {
    let facturapi: FakeFacturapi
    let pac: Harness & { close: () => Promise<void> }
    beforeAll(async () => {
      facturapi = await startFakeFacturapi()
      pac = await startAppWith(shop, { FACTURAPI_KEY: facturapi.secretKey, FACTURAPI_API_BASE: facturapi.url })
    })
    afterAll(async () => {
      await pac?.close()
      await facturapi?.close()
    })

    it('stamps one CFDI when two staff press Issue at once', async () => {
      const cookie = await pac.signIn()
      const order = await placePaidOrder(pac, cookie)
      const sent = await pac.call('POST', `/api/orders/${order.id}/invoice-request`, { token: order.accessToken, ...EKU })
      const before = facturapi.invoices.length
      const both = await Promise.all([1, 2].map(() => pac.call('POST', `/api/invoice-requests/${sent.body.id}/issue`, undefined, { cookie })))
      expect(both.map((reply) => reply.status).sort()).toEqual([200, 409])
      expect(facturapi.invoices.length).toBe(before + 1)
    })

    it('keeps a CFDI stamped through Facturapi issued: reopening it would stamp a second one for the same sale', async () => {
      const cookie = await pac.signIn()
      const order = await placePaidOrder(pac, cookie)
      const sent = await pac.call('POST', `/api/orders/${order.id}/invoice-request`, { token: order.accessToken, ...EKU })
      expect((await pac.call('POST', `/api/invoice-requests/${sent.body.id}/issue`, undefined, { cookie })).status).toBe(200)
      const before = facturapi.invoices.length
      const reopened = await pac.call('PATCH', `/api/invoice-requests/${sent.body.id}`, { status: 'requested' }, { cookie })
      expect(reopened.status).toBe(409)
      expect(reopened.body).toMatchObject({ code: 'conflict', key: 'invoice_stamped' })
      expect((await pac.call('POST', `/api/invoice-requests/${sent.body.id}/issue`, undefined, { cookie })).status).toBe(409)
      expect(facturapi.invoices.length).toBe(before)
      expect((await pac.call('GET', `/api/orders/${order.id}/invoice-request?token=${order.accessToken}`)).body.status).toBe('issued')
    })

    it('keeps why the PAC refused the data for the customer, who corrects them; an outage is not their data', async () => {
      const cookie = await pac.signIn()
      const order = await placePaidOrder(pac, cookie)
      const sent = await pac.call('POST', `/api/orders/${order.id}/invoice-request`, { token: order.accessToken, ...EKU })
      const mine = async () => (await pac.call('GET', `/api/orders/${order.id}/invoice-request?token=${order.accessToken}`)).body
      const issue = () => pac.call('POST', `/api/invoice-requests/${sent.body.id}/issue`, undefined, { cookie })
      expect(sent.body.refusal).toBeNull()

      facturapi.refuseNext('Facturapi is down for maintenance', 503)
      expect((await issue()).status).toBe(503)
      expect((await mine()).refusal).toBeNull()

      facturapi.refuseNext('El nombre del receptor no coincide con el RFC')
      expect((await issue()).status).toBe(503)
      expect(await mine()).toMatchObject({ status: 'requested', refusal: 'El nombre del receptor no coincide con el RFC' })
      const staffList = await pac.call('GET', '/api/invoice-requests?status=requested', undefined, { cookie })
      expect(staffList.body.find((request: { id: number }) => request.id === sent.body.id)?.refusal).toContain('no coincide')

      // The customer corrects the name: the refusal is gone and staff can issue.
      const corrected = await pac.call('POST', `/api/orders/${order.id}/invoice-request`, {
        token: order.accessToken,
        ...EKU,
        razonSocial: 'ESCUELA KEMPER URGATE',
      })
      expect(corrected.status).toBe(201)
      expect(corrected.body).toMatchObject({ id: sent.body.id, razonSocial: 'ESCUELA KEMPER URGATE', refusal: null })
      expect((await issue()).body).toMatchObject({ status: 'issued', refusal: null })
    })

    it('issues nothing for an order still unpaid or cancelled: it would say paid (PUE) when it is not', async () => {
      const cookie = await pac.signIn()
      const order = await placeOrder(pac)
      const sent = await pac.call('POST', `/api/orders/${order.id}/invoice-request`, { token: order.accessToken, ...EKU })
      const before = facturapi.invoices.length
      const unpaid = await pac.call('POST', `/api/invoice-requests/${sent.body.id}/issue`, undefined, { cookie })
      expect(unpaid.status).toBe(409)
      expect(unpaid.body.key).toBe('invoice_order_unpaid')
      await pac.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'paid' }, { cookie })
      await pac.call('PATCH', `/api/orders/${order.id}/status`, { status: 'cancelled' }, { cookie })
      const cancelled = await pac.call('POST', `/api/invoice-requests/${sent.body.id}/issue`, undefined, { cookie })
      expect(cancelled.status).toBe(409)
      expect(cancelled.body.key).toBe('invoice_order_cancelled')
      expect(facturapi.invoices.length).toBe(before)
      expect((await pac.call('GET', `/api/orders/${order.id}/invoice-request?token=${order.accessToken}`)).body.status).toBe('requested')
    })

    it('cancels at the SAT through Facturapi a CFDI whose order was cancelled, or says the receiver must accept it first', async () => {
      const cookie = await pac.signIn()
      const order = await placePaidOrder(pac, cookie)
      const sent = await pac.call('POST', `/api/orders/${order.id}/invoice-request`, { token: order.accessToken, ...EKU })
      await pac.call('POST', `/api/invoice-requests/${sent.body.id}/issue`, undefined, { cookie })
      const invoiceId = String(facturapi.invoices.at(-1)?.id)
      // Nothing to cancel while the sale stands: the CFDI is right.
      const standing = await pac.call('POST', `/api/invoice-requests/${sent.body.id}/cancel`, undefined, { cookie })
      expect(standing.status).toBe(409)
      expect(facturapi.cancelled).toEqual([])

      await pac.call('PATCH', `/api/orders/${order.id}/status`, { status: 'cancelled' }, { cookie })
      // Above the SAT's threshold the receiver accepts the cancellation first: the CFDI stays issued until they do.
      facturapi.cancelPendingNext()
      const pending = await pac.call('POST', `/api/invoice-requests/${sent.body.id}/cancel`, undefined, { cookie })
      expect(pending.status).toBe(409)
      expect(pending.body.key).toBe('cfdi_cancellation_pending')
      const cancelled = await pac.call('POST', `/api/invoice-requests/${sent.body.id}/cancel`, undefined, { cookie })
      expect(cancelled.status).toBe(200)
      expect(cancelled.body).toMatchObject({ status: 'cancelled' })
      expect(facturapi.cancelled).toEqual([
        { invoiceId, motive: '03' },
        { invoiceId, motive: '03' },
      ])
      expect((await pac.call('POST', `/api/invoice-requests/${sent.body.id}/cancel`)).status).toBe(401)
    })

    it('issues the CFDI for the order as paid, emails it, and the customer downloads the PDF and XML with the order link', async () => {
      const cookie = await pac.signIn()
      const order = await placePaidOrder(pac, cookie)
      const sent = await pac.call('POST', `/api/orders/${order.id}/invoice-request`, { token: order.accessToken, ...EKU })
      expect((await pac.call('POST', `/api/invoice-requests/${sent.body.id}/issue`)).status).toBe(401)
      expect((await pac.call('GET', '/api/invoice-requests/provider', undefined, { cookie })).body).toEqual({ configured: true })

      // Facturapi refuses (the SAT does not know the receiver): staff read why, and the request stays open.
      facturapi.refuseNext('El RFC del receptor no se encuentra en la lista de RFC inscritos')
      const refused = await pac.call('POST', `/api/invoice-requests/${sent.body.id}/issue`, undefined, { cookie })
      expect(refused.status).toBe(503)
      expect(refused.body.message).toContain('El RFC del receptor no se encuentra')
      expect((await pac.call('GET', `/api/orders/${order.id}/invoice-request?token=${order.accessToken}`)).body.status).toBe('requested')

      const issued = await pac.call('POST', `/api/invoice-requests/${sent.body.id}/issue`, undefined, { cookie })
      expect(issued.status).toBe(200)
      expect(issued.body).toMatchObject({ status: 'issued', issuedAt: expect.any(String), cfdiUuid: expect.stringMatching(/^[0-9A-F-]{36}$/) })
      const invoice = facturapi.invoices.at(-1)
      expect(invoice).toMatchObject({
        customer: { tax_id: 'EKU9003173C9', legal_name: 'ESCUELA KEMPER URGATE', tax_system: '601', address: { zip: '42501' } },
        use: 'G03',
        payment_form: '01',
        folio_number: order.id,
      })
      expect(invoice?.items).toEqual([
        expect.objectContaining({ quantity: 2, product: expect.objectContaining({ price: 160, taxes: [{ type: 'IVA', rate: 0 }] }) }),
      ])
      expect(facturapi.emailed).toContainEqual({ invoiceId: invoice?.id, email: 'facturas@example.mx' })
      expect((await pac.call('POST', `/api/invoice-requests/${sent.body.id}/issue`, undefined, { cookie })).status).toBe(409)

      const mine = await pac.call('GET', `/api/orders/${order.id}/invoice-request?token=${order.accessToken}`)
      expect(mine.body).toMatchObject({ status: 'issued', cfdiUuid: issued.body.cfdiUuid })
      const pdf = await fetch(`${pac.baseUrl}/api/orders/${order.id}/factura/pdf?token=${order.accessToken}`)
      expect(pdf.headers.get('content-type')).toBe('application/pdf')
      expect(await pdf.text()).toBe(FAKE_CFDI_PDF)
      const xml = await fetch(`${pac.baseUrl}/api/orders/${order.id}/factura/xml?token=${order.accessToken}`)
      expect(await xml.text()).toBe(FAKE_CFDI_XML)
      expect((await fetch(`${pac.baseUrl}/api/orders/${order.id}/factura/pdf?token=wrong`)).status).toBe(404)
      // Facturapi out of reach or refusing: the customer is told to try later, never a 500.
      facturapi.refuseNext('Invoice not found')
      const unreachable = await pac.call('GET', `/api/orders/${order.id}/factura/xml?token=${order.accessToken}`)
      expect(unreachable.status).toBe(503)
      expect(unreachable.body).toMatchObject({ code: 'invoicing_unavailable', key: 'factura_download_failed' })
    })
  })
})
