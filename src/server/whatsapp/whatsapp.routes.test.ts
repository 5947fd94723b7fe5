import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { startAppWith } from '../test-support/app-with-config'
import { startFakeWhatsapp } from '../test-support/fake-whatsapp'
import { customerBody, nextPhone, openDates, sourdoughOrder } from '../test-support/order-fixtures'
import { createWhatsappWorker } from './whatsapp.worker'

describeOnEachDatabase('WhatsApp outbox API', (shop) => {
  async function placeOrder(customer: Record<string, unknown> = customerBody()) {
    const created = await shop.call('POST', '/api/customers', customer)
    const dates = await openDates(shop)
    const reply = await shop.call('POST', '/api/orders', sourdoughOrder(created.body.id, dates[created.body.id % dates.length] ?? '', 1))
    if (reply.status !== 201) throw new Error(`order not placed: ${JSON.stringify(reply.body)}`)
    return reply.body as { id: number; accessToken: string }
  }

  it('lets only staff send, read the history and the status', async () => {
    const order = await placeOrder()
    expect((await shop.call('POST', '/api/whatsapp/send', { orderId: order.id, message: 'Hola' })).status).toBe(401)
    expect((await shop.call('GET', `/api/orders/${order.id}/messages`)).status).toBe(401)
    expect((await shop.call('GET', `/api/orders/${order.id}/messages?token=${order.accessToken}`)).status).toBe(401)
    expect((await shop.call('GET', '/api/whatsapp/status')).status).toBe(401)
    expect(await shop.count('whatsapp_messages')).toBe(0)
  })

  it('queues a message for the customer and answers 202 with it; without keys it stays queued', async () => {
    const order = await placeOrder()
    const cookie = await shop.signIn()
    const reply = await shop.call('POST', '/api/whatsapp/send', { orderId: order.id, message: '  Your order has been confirmed  ' }, { cookie })
    expect(reply.status).toBe(202)
    expect(reply.body).toEqual({
      id: expect.any(Number),
      orderId: order.id,
      phone: expect.stringMatching(/^\+52\d{10}$/),
      kind: 'text',
      body: 'Your order has been confirmed',
      status: 'queued',
      at: expect.any(String),
      attempts: 0,
      automatic: false,
      sentByHand: false,
      providerMessageId: null,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: null,
    })
    expect((await shop.call('GET', '/api/whatsapp/status', undefined, { cookie })).body).toEqual({ configured: false })
    const idle = createWhatsappWorker({ db: shop.connection.db, config: {} })
    expect(idle.configured).toBe(false)
    idle.start()
    expect(await idle.runOnce()).toBe(0)
    await idle.stop()
    const history = await shop.call('GET', `/api/orders/${order.id}/messages`, undefined, { cookie })
    expect(history.status).toBe(200)
    expect(history.body).toEqual([expect.objectContaining({ id: reply.body.id, status: 'queued', attempts: 0 })])
    const flag = await shop.call('GET', `/api/orders/${order.id}`, undefined, { cookie })
    expect(flag.body.whatsappSent).toBe(false)
  })

  it('a queued message staff then send by hand is that message: it does not go out again once keys are set', async () => {
    const order = await placeOrder()
    const cookie = await shop.signIn()
    const queued = await shop.call('POST', '/api/whatsapp/send', { orderId: order.id, message: 'Your bread is ready' }, { cookie })
    const template = await shop.call('POST', '/api/whatsapp/send', { orderId: order.id, template: 'ready' }, { cookie })
    for (const send of [{ message: 'Your bread is ready' }, { template: 'ready' }]) {
      expect((await shop.call('POST', '/api/whatsapp/mark-sent', { orderId: order.id, ...send }, { cookie })).status).toBe(201)
    }
    const history = await shop.call('GET', `/api/orders/${order.id}/messages`, undefined, { cookie })
    expect(history.body).toEqual([
      expect.objectContaining({ id: template.body.id, kind: 'ready', status: 'sent', sentByHand: true }),
      expect.objectContaining({ id: queued.body.id, kind: 'text', status: 'sent', sentByHand: true }),
    ])
    const later = await shop.call('POST', '/api/whatsapp/send', { orderId: order.id, message: 'See you tomorrow' }, { cookie })
    const graph = await startFakeWhatsapp()
    try {
      const keys = { WHATSAPP_TOKEN: graph.token, WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId, WHATSAPP_API_BASE: graph.url }
      const sender = createWhatsappWorker({ db: shop.connection.db, config: keys, retryDelay: () => 0 })
      while ((await sender.runOnce()) > 0) {}
      const toCustomer = graph.requests.filter((request) => request.body.to === later.body.phone.replace('+', ''))
      expect(toCustomer.map((request) => request.body.text?.body)).toEqual(['See you tomorrow'])
    } finally {
      await graph.close()
    }
  })

  it("writes to the customer's WhatsApp number when they gave one, else to their phone", async () => {
    const whatsapp = nextPhone()
    const order = await placeOrder({ ...customerBody(), whatsapp: `+52 1 ${whatsapp}` })
    const cookie = await shop.signIn()
    const reply = await shop.call('POST', '/api/whatsapp/send', { orderId: order.id, message: 'Hola' }, { cookie })
    expect(reply.body.phone).toBe(`+52${whatsapp}`)
  })

  it('lists an order’s messages newest first', async () => {
    const order = await placeOrder()
    const cookie = await shop.signIn()
    for (const message of ['first', 'second', 'third']) await shop.call('POST', '/api/whatsapp/send', { orderId: order.id, message }, { cookie })
    const history = await shop.call('GET', `/api/orders/${order.id}/messages`, undefined, { cookie })
    expect(history.body.map((message: { body: string }) => message.body)).toEqual(['third', 'second', 'first'])
  })

  it('refuses an empty or over-long message, an unknown order and extra fields, writing nothing', async () => {
    const order = await placeOrder()
    const cookie = await shop.signIn()
    const before = await shop.count('whatsapp_messages')
    for (const [body, status] of [
      [{ orderId: order.id, message: '' }, 400],
      [{ orderId: order.id, message: '   ' }, 400],
      [{ orderId: order.id, message: 'x'.repeat(4097) }, 400],
      [{ orderId: order.id }, 400],
      [{ orderId: 'abc', message: 'Hola' }, 400],
      [{ orderId: order.id, message: 'Hola', phone: '+15550000000' }, 400],
      [{ orderId: 999_999, message: 'Hola' }, 404],
    ] as const) {
      const reply = await shop.call('POST', '/api/whatsapp/send', body, { cookie })
      expect(reply.status).toBe(status)
      expect(reply.body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) })
    }
    expect((await shop.call('GET', '/api/orders/999999/messages', undefined, { cookie })).status).toBe(404)
    expect(await shop.count('whatsapp_messages')).toBe(before)
  })

  it('reports configured when the token and phone number id are set', async () => {
    const configured = await startAppWith(shop, { WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '123' })
    try {
      const cookie = await configured.signIn()
      expect((await configured.call('GET', '/api/whatsapp/status', undefined, { cookie })).body).toEqual({ configured: true })
    } finally {
      await configured.close()
    }
  })
})
