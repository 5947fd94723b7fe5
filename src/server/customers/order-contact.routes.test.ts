import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase, type Harness, type Reply } from '../test-support/api-harness'
import { startAppWith } from '../test-support/app-with-config'
import { customerBody, nextPhone, openDates, sourdoughOrder } from '../test-support/order-fixtures'

const from = (ip: string) => ({ 'x-forwarded-for': ip })
const ticketOf = (reply: Reply) => reply.headers.get('customer-ticket') ?? ''

describeOnEachDatabase('orders keep the contact details they were placed with', (shop) => {
  // WhatsApp configured, behind one proxy: each test says which client it is.
  let wa: Harness & { close: () => Promise<void> }
  beforeAll(async () => {
    wa = await startAppWith(shop, { WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '1', TRUST_PROXY: 1 })
  })
  afterAll(() => wa.close())

  const queuedTo = async (orderId: number) =>
    (await shop.connection.pool.query('select phone from whatsapp_messages where order_id = $1', [orderId])).rows.map((row) => row.phone)

  it("sends a customer's messages to the WhatsApp they typed, not one a stranger stored first under their phone", async () => {
    const [date] = await openDates(shop)
    const phone = nextPhone()
    const stranger = await wa.call('POST', '/api/customers', { ...customerBody(phone), name: 'Mallory', whatsapp: '9990000001' }, from('203.0.113.7'))
    expect(stranger.status).toBe(201)

    const typed = await wa.call('POST', '/api/customers', { ...customerBody(phone), whatsapp: '9991112233' }, from('198.51.100.4'))
    expect(typed.body.id).toBe(stranger.body.id)
    const body = sourdoughOrder(typed.body.id, date!)
    const placed = await wa.call(
      'POST',
      '/api/orders',
      { ...body, order: { ...body.order, whatsappOptIn: true } },
      { ...from('198.51.100.4'), 'customer-ticket': ticketOf(typed) },
    )
    expect(placed.status).toBe(201)
    expect(await queuedTo(placed.body.id)).toEqual(['+529991112233'])

    // Staff see the order under the name and number it was placed with.
    const staffView = await wa.call('GET', `/api/orders/${placed.body.id}`, undefined, { cookie: await wa.signIn() })
    expect(staffView.body.customer).toMatchObject({ name: 'María González', whatsapp: '+529991112233' })
  })

  it('labels the bag on the production sheet with the name and phone the order was placed with', async () => {
    const [date] = await openDates(shop)
    const phone = nextPhone()
    await wa.call('POST', '/api/customers', { ...customerBody(phone), name: 'Mallory' }, from('203.0.113.10'))
    const typed = await wa.call('POST', '/api/customers', { ...customerBody(phone), name: 'María Canul' }, from('198.51.100.10'))
    const body = sourdoughOrder(typed.body.id, date!)
    const placed = await wa.call('POST', '/api/orders', body, { ...from('198.51.100.10'), 'customer-ticket': ticketOf(typed) })
    expect(placed.status).toBe(201)
    const sheet = await wa.call('GET', `/api/production/${date}`, undefined, { cookie: await wa.signIn() })
    expect(sheet.body.orders.find((order: { id: number }) => order.id === placed.body.id)).toMatchObject({
      customerName: 'María Canul',
      customerPhone: `+52${phone}`,
    })
    // Staff find it under that name too.
    const found = await wa.call('GET', '/api/orders?q=Canul', undefined, { cookie: await wa.signIn() })
    expect(found.body.map((order: { id: number }) => order.id)).toContain(placed.body.id)
  })

  it('places the spec’s two calls from one client without the ticket, with the details that client sent', async () => {
    const [date] = await openDates(shop)
    const phone = nextPhone()
    await wa.call('POST', '/api/customers', { ...customerBody(phone), whatsapp: '9990000002' }, from('203.0.113.8'))
    const mine = await wa.call('POST', '/api/customers', customerBody(phone), from('198.51.100.5'))
    const body = sourdoughOrder(mine.body.id, date!)
    const placed = await wa.call('POST', '/api/orders', { ...body, order: { ...body.order, whatsappOptIn: true } }, from('198.51.100.5'))
    expect(placed.status).toBe(201)
    expect(await queuedTo(placed.body.id)).toEqual([`+52${phone}`])
  })

  it('refuses an order for a customer id nobody sent details for, and writes nothing', async () => {
    const [date] = await openDates(shop)
    const victim = await wa.call('POST', '/api/customers', customerBody(), from('198.51.100.6'))
    const ordersBefore = await shop.count('orders')

    const counted = await wa.call('POST', '/api/orders', sourdoughOrder(victim.body.id, date!), from('203.0.113.9'))
    expect(counted.status).toBe(400)
    expect(counted.body).toMatchObject({ code: 'validation', errors: [{ path: 'order.customerId' }] })

    // Nor with a ticket the stranger got for their own details.
    const own = await wa.call('POST', '/api/customers', customerBody(), from('203.0.113.9'))
    const body = sourdoughOrder(victim.body.id, date!)
    const borrowed = await wa.call('POST', '/api/orders', body, { ...from('203.0.113.9'), 'customer-ticket': ticketOf(own) })
    expect(borrowed.status).toBe(400)
    expect(await shop.count('orders')).toBe(ordersBefore)
  })

  it('lets the details go stale after two hours', async () => {
    const [, date] = await openDates(shop)
    const sent = await wa.call('POST', '/api/customers', customerBody(), from('198.51.100.7'))
    const body = sourdoughOrder(sent.body.id, date!)
    const withTicket = { ...from('198.51.100.7'), 'customer-ticket': ticketOf(sent) }
    const started = shop.now
    try {
      shop.now = new Date(started.getTime() + 2 * 60 * 60 * 1000 + 1000)
      const stale = await wa.call('POST', '/api/orders', body, withTicket)
      expect(stale.body).toMatchObject({ code: 'validation', errors: [{ path: 'order.customerId' }] })
    } finally {
      shop.now = started
    }
    expect((await wa.call('POST', '/api/orders', body, withTicket)).status).toBe(201)
  })

  it('lets staff order for any customer without a ticket', async () => {
    const [date] = await openDates(shop)
    const customer = await wa.call('POST', '/api/customers', customerBody(), from('198.51.100.8'))
    expect(customer.body).toEqual({ id: expect.any(Number) })
    expect(ticketOf(customer)).toEqual(expect.any(String))
    const placed = await wa.call('POST', '/api/orders', sourdoughOrder(customer.body.id, date!), {
      ...from('203.0.113.10'),
      cookie: await wa.signIn(),
    })
    expect(placed.status).toBe(201)
  })
})
