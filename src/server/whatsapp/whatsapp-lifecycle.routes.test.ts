import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { addDaysIso, bakeryToday } from '../../domain/schedule/calendar-dates'
import { messageFacts } from '../../domain/shop/whatsapp-templates'
import { connectDatabase } from '../db/client'
import { describeOnEachDatabase, type Harness, listenOver, TEST_TIMEZONE } from '../test-support/api-harness'
import { startAppWith } from '../test-support/app-with-config'
import { deliverWebhook, type FakeWhatsapp, replyWebhook, startFakeWhatsapp, statusWebhook } from '../test-support/fake-whatsapp'
import { customerBody, nextPhone, openDates, sourdoughOrder } from '../test-support/order-fixtures'
import { createWhatsappWorker, type WhatsappWorkerOptions } from './whatsapp.worker'
import { EARLY_STATUS_MAX_AGE_MS } from './whatsapp-early-statuses'

const APP_SECRET = 'meta-app-secret-for-tests'
const VERIFY_TOKEN = 'verify-token-for-tests'

type Placed = { id: number; accessToken: string; pickupDate: string; phone: string; to: string }

describeOnEachDatabase('WhatsApp through an order’s life', (shop) => {
  let graph: FakeWhatsapp
  let wa: Harness & { close: () => Promise<void> }
  let cookie: string
  let placed = 0
  const realNow = shop.now
  const config = () => ({
    WHATSAPP_TOKEN: graph.token,
    WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId,
    WHATSAPP_API_BASE: graph.url,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  })

  beforeAll(async () => {
    graph = await startFakeWhatsapp()
    wa = await startAppWith(shop, config())
    cookie = await wa.signIn()
  })
  afterAll(async () => {
    shop.now = realNow
    await wa?.close()
    await graph?.close()
  })
  beforeEach(async () => {
    shop.now = realNow
    graph.script()
    graph.beforeAnswering()
    graph.requests.length = 0
    // Each test sees only its own messages.
    await shop.connection.pool.query("update whatsapp_messages set status = 'failed' where status = 'queued'")
  })

  const worker = (options: Partial<WhatsappWorkerOptions> = {}) =>
    createWhatsappWorker({
      db: shop.connection.db,
      config: config(),
      clock: () => shop.now,
      requestTimeoutMs: 500,
      retryDelay: () => 0,
      readShop: wa.app.services.settings.get,
      ...options,
    })
  const drain = async (instance = worker()) => {
    while ((await instance.runOnce()) > 0) {}
  }
  /** The templates (or 'text') WhatsApp was asked to deliver to one number, in order. */
  const sentTo = (to: string) => graph.requests.filter((request) => request.body.to === to).map((request) => request.body.template?.name ?? 'text')

  async function place(
    {
      optIn = true,
      language = 'es',
      isDelivery = false,
      pickupDate,
    }: { optIn?: boolean; language?: 'es' | 'en'; isDelivery?: boolean; pickupDate?: string } = {},
    on: Pick<Harness, 'call'> = wa,
    headers: Record<string, string> = {},
  ): Promise<Placed> {
    const phone = nextPhone()
    const customer = await on.call('POST', '/api/customers', customerBody(phone))
    const dates = await openDates(shop)
    placed += 1
    const body = sourdoughOrder(customer.body.id, pickupDate ?? dates[placed % dates.length] ?? '', 1)
    const order = { ...body.order, whatsappOptIn: optIn, language, isDelivery, deliveryAddress: isDelivery ? 'Calle 20 #100, Itzimná, Mérida' : null }
    const reply = await on.call('POST', '/api/orders', { ...body, order }, headers)
    if (reply.status !== 201) throw new Error(`order not placed: ${JSON.stringify(reply.body)}`)
    return { id: reply.body.id, accessToken: reply.body.accessToken, pickupDate: reply.body.pickupDate, phone, to: `52${phone}` }
  }

  const setStatus = async (orderId: number, status: string) => {
    const reply = await wa.call('PUT', `/api/orders/${orderId}/status`, { status }, { cookie })
    expect(reply.status).toBe(200)
  }
  const staffView = async (orderId: number) => (await wa.call('GET', `/api/orders/${orderId}`, undefined, { cookie })).body
  const webhook = (payload: unknown, options: { appSecret?: string; signature?: string } = { appSecret: APP_SECRET }) =>
    deliverWebhook(wa.baseUrl, payload, options)

  it('sends the "received" template on placing to a customer who agreed, in their language, and nothing to one who did not', async () => {
    const agreed = await place({ language: 'en' })
    const declined = await place({ optIn: false })
    await drain()
    expect(sentTo(agreed.to)).toEqual(['order_received'])
    expect(sentTo(declined.to)).toEqual([])
    const request = graph.requests.find((sent) => sent.body.to === agreed.to)
    expect(request?.body).toMatchObject({
      type: 'template',
      template: { name: 'order_received', language: { code: 'en_US' }, components: [{ type: 'body' }] },
    })
    const parameters = request?.body.template?.components?.[0]?.parameters?.map((parameter) => parameter.text)
    expect(parameters?.slice(0, 2)).toEqual(['María', String(agreed.id)])
    expect(parameters?.[5]).toBe('$160.00 MXN')

    // The customer's link shows the consent, never the staff's message history.
    const customerView = (await wa.call('GET', `/api/orders/${agreed.id}?token=${agreed.accessToken}`)).body
    expect(customerView.whatsappOptIn).toBe(true)
    expect(customerView).not.toHaveProperty('whatsappMessages')
    expect((await staffView(agreed.id)).whatsappMessages).toEqual([
      expect.objectContaining({ kind: 'received', status: 'sent', at: expect.any(String), automatic: true }),
    ])
  })

  it('sends "confirmed", then "ready" for a pickup and "on its way" for a delivery, each once, never without consent', async () => {
    const pickup = await place()
    const delivery = await place({ isDelivery: true, language: 'en' })
    const declined = await place({ optIn: false })
    for (const order of [pickup, delivery, declined]) {
      await setStatus(order.id, 'confirmed')
      await setStatus(order.id, 'pending')
      await setStatus(order.id, 'confirmed')
      await setStatus(order.id, 'preparing')
      await setStatus(order.id, 'ready')
      await setStatus(order.id, 'ready')
    }
    await drain()
    expect(sentTo(pickup.to)).toEqual(['order_received', 'order_confirmed', 'order_ready_pickup'])
    expect(sentTo(delivery.to)).toEqual(['order_received', 'order_confirmed', 'order_on_its_way'])
    expect(sentTo(declined.to)).toEqual([])
    await setStatus(pickup.id, 'cancelled')
    await drain()
    expect(sentTo(pickup.to).at(-1)).toBe('order_cancelled')
  })

  it('tells the customer each time staff move the order to another day or window, with the new day, and not for a no-op', async () => {
    const order = await place()
    await drain()
    const [other] = (await openDates(shop)).filter((date) => date !== order.pickupDate)
    const move = async (change: Record<string, string>) => {
      expect((await wa.call('PATCH', `/api/orders/${order.id}`, change, { cookie })).status).toBe(200)
      await drain()
    }
    await move({ pickupDate: other! })
    await move({ pickupDate: other! })
    await move({ pickupDate: other!, pickupTime: '11:00 AM - 1:00 PM' })
    await move({ pickupDate: order.pickupDate })
    expect(sentTo(order.to)).toEqual(['order_received', 'order_moved', 'order_moved', 'order_moved'])
    const moves = graph.requests.filter((request) => request.body.to === order.to).slice(1)
    const facts = moves.map((request) => request.body.template?.components?.[0]?.parameters?.map((parameter) => parameter.text))
    const dayText = (pickupDate: string) =>
      messageFacts(
        {
          id: order.id,
          customerName: 'María',
          pickupDate,
          pickupTime: null,
          isDelivery: false,
          deliveryAddress: null,
          total: 0,
          paymentMethod: 'cash',
          paymentStatus: 'unpaid',
          language: 'es',
        },
        { shopAddress: '', bankName: '', bankClabe: '' },
      ).day
    expect(facts[0]?.[2]).toBe(dayText(other!))
    expect(facts[1]?.[3]).toBe('11:00 a.m. – 1:00 p.m.')
    expect(facts[2]?.[2]).toBe(dayText(order.pickupDate))
  })

  it('tells a customer whose cancelled order was reopened that it stands again, then confirmed, and of a second cancellation', async () => {
    const order = await place()
    await setStatus(order.id, 'confirmed')
    await drain()
    await setStatus(order.id, 'cancelled')
    await drain()
    await setStatus(order.id, 'pending')
    await drain()
    await setStatus(order.id, 'confirmed')
    await drain()
    await setStatus(order.id, 'cancelled')
    await drain()
    expect(sentTo(order.to)).toEqual(['order_received', 'order_confirmed', 'order_cancelled', 'order_received', 'order_confirmed', 'order_cancelled'])
  })

  it('sends one "received" for an order placed twice with the same Idempotency-Key', async () => {
    const phone = nextPhone()
    const customer = await wa.call('POST', '/api/customers', customerBody(phone))
    const [date] = await openDates(shop)
    const body = sourdoughOrder(customer.body.id, date ?? '', 1)
    const request = { ...body, order: { ...body.order, whatsappOptIn: true } }
    const headers = { 'idempotency-key': `once-${phone}` }
    const [first, second] = await Promise.all([wa.call('POST', '/api/orders', request, headers), wa.call('POST', '/api/orders', request, headers)])
    expect(second.body.id).toBe(first.body.id)
    await drain()
    expect(sentTo(`52${phone}`)).toEqual(['order_received'])
  })

  it('queues nothing automatic while WhatsApp is not configured (staff use the chat link instead)', async () => {
    const order = await place({}, shop)
    const rows = await shop.connection.pool.query('select count(*)::int as n from whatsapp_messages where order_id = $1', [order.id])
    expect(rows.rows[0].n).toBe(0)
    expect((await shop.call('GET', '/api/settings')).body.whatsappConfigured).toBe(false)
    expect((await wa.call('GET', '/api/settings')).body.whatsappConfigured).toBe(true)
  })

  it('reminds the day before at the hour set in settings, once, even with two instances on the same database', async () => {
    const today = bakeryToday(realNow, TEST_TIMEZONE)
    const pickupDate = (await openDates(shop)).find((date) => date > addDaysIso(today, 1)) ?? ''
    const remindMe = await place({ pickupDate })
    const declined = await place({ pickupDate, optIn: false })
    const cancelled = await place({ pickupDate })
    await setStatus(cancelled.id, 'cancelled')
    expect((await wa.call('PUT', '/api/settings', { reminderTime: '17:30' }, { cookie })).status).toBe(200)
    await drain()
    graph.requests.length = 0

    // 17:29 the day before, bakery time (Mérida is UTC−6): not yet.
    const dayBefore = addDaysIso(pickupDate, -1)
    shop.now = new Date(`${dayBefore}T23:29:00Z`)
    expect(await wa.app.services.notices.queueDueReminders()).toBe(0)

    shop.now = new Date(`${dayBefore}T23:31:00Z`)
    const second = connectDatabase(shop.connection.url, 5)
    const other = await listenOver(second.db, () => shop.now, config())
    try {
      const runs = [wa, other, wa, other].map((instance) => instance.app.services.notices.queueDueReminders())
      expect((await Promise.all(runs)).reduce((sum, queued) => sum + queued, 0)).toBeGreaterThanOrEqual(1)
      await Promise.all([drain(), drain(createWhatsappWorker({ db: second.db, config: config(), clock: () => shop.now, retryDelay: () => 0 }))])
      // A minute later, and once more near midnight: the job runs again and finds nothing new.
      shop.now = new Date(`${dayBefore}T23:32:00Z`)
      await other.app.services.notices.queueDueReminders()
      shop.now = new Date(`${pickupDate}T05:59:00Z`)
      await wa.app.services.notices.queueDueReminders()
      await drain()
    } finally {
      await other.app.close()
      await second.close()
    }
    expect(sentTo(remindMe.to)).toEqual(['order_reminder'])
    expect(sentTo(declined.to)).toEqual([])
    expect(sentTo(cancelled.to)).toEqual([])
    const reminder = graph.requests.find((request) => request.body.to === remindMe.to)
    expect(reminder?.body.template?.language.code).toBe('es_MX')
  })

  it('answers Meta’s verify handshake only with the right token', async () => {
    const verify = (token: string, on: Pick<Harness, 'call'> = wa) =>
      on.call('GET', `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`)
    const ok = await verify(VERIFY_TOKEN)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(ok.body).toBe(1158201444)
    expect((await verify('wrong')).status).toBe(403)
    expect((await verify(VERIFY_TOKEN, shop)).status).toBe(403)
  })

  it('refuses a webhook with a missing or wrong signature with 401 and stores nothing', async () => {
    const order = await place()
    await drain()
    const sent = (await staffView(order.id)).whatsappMessages[0]
    const before = [await shop.count('whatsapp_replies'), await shop.count('whatsapp_opt_outs')]
    const stop = replyWebhook(`521${order.phone}`, 'BAJA')
    for (const options of [{ signature: '' }, { signature: `sha256=${'0'.repeat(64)}` }, { appSecret: 'another-app-secret' }]) {
      expect((await webhook(stop, options)).status).toBe(401)
      expect((await webhook(statusWebhook(sent.providerMessageId, 'read'), options)).status).toBe(401)
    }
    // The shop without an app secret takes no webhook at all.
    expect((await deliverWebhook(shop.baseUrl, stop, { appSecret: APP_SECRET })).status).toBe(401)
    expect([await shop.count('whatsapp_replies'), await shop.count('whatsapp_opt_outs')]).toEqual(before)
    expect((await staffView(order.id)).whatsappMessages[0].status).toBe('sent')
  })

  it('shows staff the delivery status WhatsApp reports, never going back, and a failure with Meta’s reason', async () => {
    const order = await place()
    await setStatus(order.id, 'confirmed')
    await drain()
    const [confirmed, received] = (await staffView(order.id)).whatsappMessages
    expect(received.status).toBe('sent')

    const deliveredAt = new Date('2026-11-20T16:00:00Z')
    expect(await webhook(statusWebhook(received.providerMessageId, 'delivered', { at: deliveredAt }))).toEqual({
      status: 200,
      body: '{"received":true}',
    })
    expect((await staffView(order.id)).whatsappMessages[1]).toMatchObject({ id: received.id, status: 'delivered', at: deliveredAt.toISOString() })
    await webhook(statusWebhook(received.providerMessageId, 'read'))
    await webhook(statusWebhook(received.providerMessageId, 'delivered'))
    expect((await staffView(order.id)).whatsappMessages[1].status).toBe('read')

    await webhook(statusWebhook(confirmed.providerMessageId, 'failed', { errors: [{ code: 131026, title: 'Message undeliverable' }] }))
    expect((await staffView(order.id)).whatsappMessages[0]).toMatchObject({ status: 'failed', lastError: 'code 131026: Message undeliverable' })
  })

  it('keeps a status WhatsApp reports before the send’s answer, and shows it once the message id is recorded', async () => {
    const order = await place()
    const deliveredAt = new Date('2026-11-20T16:00:00Z')
    const readAt = new Date('2026-11-20T16:05:00Z')
    // Meta calls the webhook before the shop has read the answer to its send; 'delivered' comes last, out of order.
    graph.beforeAnswering(async (providerMessageId) => {
      expect((await webhook(statusWebhook(providerMessageId, 'sent'))).status).toBe(200)
      expect((await webhook(statusWebhook(providerMessageId, 'read', { at: readAt }))).status).toBe(200)
      expect((await webhook(statusWebhook(providerMessageId, 'delivered', { at: deliveredAt }))).status).toBe(200)
    })
    await drain()
    graph.beforeAnswering()
    const [received] = (await staffView(order.id)).whatsappMessages
    expect(received).toMatchObject({ kind: 'received', status: 'read', at: readAt.toISOString(), providerMessageId: expect.any(String) })
    expect((await staffView(order.id)).whatsappSent).toBe(true)
    const kept = await shop.connection.pool.query('select count(*)::int as n from whatsapp_early_statuses where provider_message_id = $1', [
      received.providerMessageId,
    ])
    expect(kept.rows[0].n).toBe(0)

    await webhook(statusWebhook(received.providerMessageId, 'delivered'))
    expect((await staffView(order.id)).whatsappMessages[0].status).toBe('read')
  })

  it('loses no status that races the worker storing the message id', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => place()))
    const deliveries: Promise<unknown>[] = []
    // The answer leaves while the webhook is still on its way: either may reach the database first.
    graph.beforeAnswering(async (providerMessageId) => {
      deliveries.push(webhook(statusWebhook(providerMessageId, 'read')))
      await new Promise((resolve) => setTimeout(resolve, deliveries.length % 4))
    })
    await drain()
    await Promise.all(deliveries)
    graph.beforeAnswering()
    for (const order of orders) expect((await staffView(order.id)).whatsappMessages[0].status).toBe('read')
  })

  it('shows a failure WhatsApp reports before the send’s answer, with Meta’s reason', async () => {
    const order = await place()
    graph.beforeAnswering(async (providerMessageId) => {
      await webhook(statusWebhook(providerMessageId, 'failed', { errors: [{ code: 131026, title: 'Message undeliverable' }] }))
    })
    await drain()
    graph.beforeAnswering()
    expect((await staffView(order.id)).whatsappMessages[0]).toMatchObject({ status: 'failed', lastError: 'code 131026: Message undeliverable' })
  })

  it('forgets, an hour later, statuses of message ids the shop never recorded', async () => {
    const kept = async (providerMessageId: string) =>
      (await shop.connection.pool.query('select status from whatsapp_early_statuses where provider_message_id = $1', [providerMessageId])).rows
    const stranger = `wamid.elsewhere.${placed}`
    expect((await webhook(statusWebhook(stranger, 'delivered'))).status).toBe(200)
    await webhook(statusWebhook(stranger, 'delivered'))
    expect(await kept(stranger)).toEqual([{ status: 'delivered' }])

    shop.now = new Date(realNow.getTime() + EARLY_STATUS_MAX_AGE_MS + 60_000)
    await webhook(statusWebhook(`${stranger}.later`, 'read'))
    expect(await kept(stranger)).toEqual([])
    expect(await kept(`${stranger}.later`)).toEqual([{ status: 'read' }])
  })

  it('retries a failed send, then marks it failed with WhatsApp’s reason', async () => {
    graph.script(
      { status: 503, error: { code: 2, message: 'Service temporarily unavailable' } },
      { status: 400, error: { code: 131026, message: 'Message undeliverable' } },
    )
    const order = await place()
    await drain()
    expect(sentTo(order.to)).toEqual(['order_received', 'order_received'])
    const [message] = (await staffView(order.id)).whatsappMessages
    expect(message).toMatchObject({ kind: 'received', status: 'failed', attempts: 2 })
    expect(message.lastError).toContain('131026')
    expect(message.lastError).toContain('Message undeliverable')
  })

  it('stores a customer’s reply with the order and opens the 24-hour window; BAJA stops the automatic messages, ALTA starts them', async () => {
    const order = await place()
    await drain()
    const [received] = (await staffView(order.id)).whatsappMessages
    expect((await staffView(order.id)).whatsappWindowEndsAt).toBeNull()

    const question = replyWebhook(`521${order.phone}`, '¿Puedo pasar a las 10?', { replyTo: received.providerMessageId })
    await webhook(question)
    await webhook(question)
    let view = await staffView(order.id)
    expect(view.whatsappReplies).toEqual([
      { id: expect.any(Number), phone: `+52${order.phone}`, body: '¿Puedo pasar a las 10?', at: expect.any(String) },
    ])
    expect(new Date(view.whatsappWindowEndsAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000)

    await webhook(replyWebhook(`521${order.phone}`, 'Baja'))
    view = await staffView(order.id)
    expect(view.whatsappOptedOutAt).toEqual(expect.any(String))
    await setStatus(order.id, 'confirmed')
    await drain()
    expect(sentTo(order.to)).toEqual(['order_received'])
    const refused = await wa.call('POST', '/api/whatsapp/send', { orderId: order.id, template: 'confirmed' }, { cookie })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'conflict', errors: [{ path: 'template' }] })
    // Staff may still answer in their own words.
    expect((await wa.call('POST', '/api/whatsapp/send', { orderId: order.id, message: 'Entendido, gracias' }, { cookie })).status).toBe(202)

    await webhook(replyWebhook(`521${order.phone}`, 'ALTA'))
    expect((await staffView(order.id)).whatsappOptedOutAt).toBeNull()
    await setStatus(order.id, 'ready')
    await drain()
    expect(sentTo(order.to)).toEqual(['order_received', 'text', 'order_ready_pickup'])
  })

  it('refuses staff’s own words outside the 24-hour window with a key, and takes them once the customer writes', async () => {
    const order = await place()
    const free = (session = cookie) => wa.call('POST', '/api/whatsapp/send', { orderId: order.id, message: '¿Pasas a las 10?' }, { cookie: session })
    const refused = await free()
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'conflict', key: 'whatsapp_window_closed', errors: [{ path: 'message' }] })
    // A template is the shop writing first: still allowed.
    expect((await wa.call('POST', '/api/whatsapp/send', { orderId: order.id, template: 'confirmed' }, { cookie })).status).toBe(202)

    await webhook(replyWebhook(`521${order.phone}`, 'Hola'))
    expect((await free()).status).toBe(202)
    await drain()
    expect(sentTo(order.to)).toEqual(['order_received', 'order_confirmed', 'text'])
    // A day later the window has closed again.
    shop.now = new Date(Date.now() + 24 * 3600_000 + 60_000)
    expect((await free(await wa.signIn())).status).toBe(409)
  })

  it('files a reply under the order placed with that WhatsApp number, not under whoever stored the phone first', async () => {
    const phone = nextPhone()
    const stranger = nextPhone()
    await wa.call('POST', '/api/customers', { ...customerBody(phone), name: 'Mallory', whatsapp: stranger })
    const mine = nextPhone()
    const registered = await wa.call('POST', '/api/customers', { ...customerBody(phone), whatsapp: mine })
    const [date] = await openDates(shop)
    const body = sourdoughOrder(registered.body.id, date!, 1)
    const placed = await wa.call(
      'POST',
      '/api/orders',
      { ...body, order: { ...body.order, whatsappOptIn: true } },
      {
        'customer-ticket': registered.headers.get('customer-ticket') ?? '',
      },
    )
    expect(placed.status).toBe(201)

    await webhook(replyWebhook(`521${mine}`, '¿A qué hora abren?'))
    await webhook(replyWebhook(`521${stranger}`, 'Hola'))
    const view = await staffView(placed.body.id)
    expect(view.whatsappReplies.map((reply: { body: string }) => reply.body)).toEqual(['¿A qué hora abren?'])
  })

  it('files a reply that quotes nothing under the order the shop last wrote about, unless one was placed since', async () => {
    const phone = nextPhone()
    const orderFor = async (date: string) => {
      const registered = await wa.call('POST', '/api/customers', customerBody(phone))
      const body = sourdoughOrder(registered.body.id, date, 1)
      const placed = await wa.call(
        'POST',
        '/api/orders',
        { ...body, order: { ...body.order, whatsappOptIn: true } },
        { 'customer-ticket': registered.headers.get('customer-ticket') ?? '' },
      )
      expect(placed.status).toBe(201)
      return placed.body.id as number
    }
    const replies = async (orderId: number) => (await staffView(orderId)).whatsappReplies.map((reply: { body: string }) => reply.body)
    const dates = await openDates(shop)
    const tomorrows = await orderFor(dates[0]!)
    const nextWeeks = await orderFor(dates.at(-1)!)
    await drain()
    // Staff tell the customer tomorrow's order is ready (now: the shop's clock runs on from the orders placed): the
    // answer, quoting nothing, is about that one.
    shop.now = new Date()
    await setStatus(tomorrows, 'ready')
    await drain()
    await webhook(replyWebhook(`521${phone}`, 'Paso a las 10'))
    expect(await replies(tomorrows)).toEqual(['Paso a las 10'])
    expect(await replies(nextWeeks)).toEqual([])

    // An order placed after that message (its own notice not sent yet) is what a new message is about.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const another = await orderFor(dates[1]!)
    await webhook(replyWebhook(`521${phone}`, '¿Le pueden poner semillas?'))
    expect(await replies(another)).toEqual(['¿Le pueden poner semillas?'])
  })

  it('lists for staff what was written about no order, with the name the number goes by', async () => {
    const known = nextPhone()
    await wa.call('POST', '/api/customers', { ...customerBody(known), name: 'Carmen Uc' })
    const unknown = nextPhone()
    const order = await place()
    await webhook(replyWebhook(`521${known}`, '¿Tienen pan de muerto?'))
    await webhook(replyWebhook(`521${unknown}`, 'Hola, ¿hacen envíos?'))
    await webhook(replyWebhook(`521${order.phone}`, 'Gracias'))

    expect((await wa.call('GET', '/api/whatsapp/replies/unfiled')).status).toBe(401)
    const listed = await wa.call('GET', '/api/whatsapp/replies/unfiled?limit=2', undefined, { cookie })
    expect(listed.status).toBe(200)
    const unanswered = { id: expect.any(Number), at: expect.any(String), answeredAt: null, answers: [], windowEndsAt: expect.any(String) }
    expect(listed.body).toEqual([
      { ...unanswered, phone: `+52${unknown}`, body: 'Hola, ¿hacen envíos?', name: null },
      { ...unanswered, phone: `+52${known}`, body: '¿Tienen pan de muerto?', name: 'Carmen Uc' },
    ])
    expect(Number(listed.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2)
    const all = await wa.call('GET', '/api/whatsapp/replies/unfiled', undefined, { cookie })
    expect(all.body.map((reply: { body: string }) => reply.body)).not.toContain('Gracias')

    // Staff answer one: it leaves the list of what waits for them, and can be put back.
    const [first] = listed.body
    const open = async () =>
      (await wa.call('GET', '/api/whatsapp/replies/unfiled?unanswered=true', undefined, { cookie })).body.map((reply: { id: number }) => reply.id)
    expect((await wa.call('PATCH', `/api/whatsapp/replies/${first.id}`, { answered: true })).status).toBe(401)
    expect((await wa.call('PATCH', `/api/whatsapp/replies/${first.id}`, { answered: true }, { cookie })).status).toBe(204)
    expect(await open()).not.toContain(first.id)
    expect((await wa.call('PATCH', `/api/whatsapp/replies/${first.id}`, { answered: false }, { cookie })).status).toBe(204)
    expect(await open()).toContain(first.id)
    // A reply filed under an order is answered on the order's page, not here.
    const [filed] = (await shop.connection.pool.query("select id from whatsapp_replies where body = 'Gracias'")).rows
    expect((await wa.call('PATCH', `/api/whatsapp/replies/${filed.id}`, { answered: true }, { cookie })).status).toBe(404)
  })

  it('lets staff answer a message about no order from the shop’s number within 24 hours, and shows the answer under it', async () => {
    const phone = nextPhone()
    await webhook(replyWebhook(`521${phone}`, '¿Abren el domingo?'))
    const fromNumber = async (session = cookie) =>
      (await wa.call('GET', '/api/whatsapp/replies/unfiled', undefined, { cookie: session })).body.filter(
        (reply: { phone: string }) => reply.phone === `+52${phone}`,
      )
    const [asked] = await fromNumber()
    expect(asked).toMatchObject({ answeredAt: null, answers: [], windowEndsAt: expect.any(String) })
    const answer = (message: unknown, session: string | null = cookie) =>
      wa.call('POST', `/api/whatsapp/replies/${asked.id}/answer`, { message }, session ? { cookie: session } : {})

    expect((await answer('Sí, de 8 a 12.', null)).status).toBe(401)
    expect((await answer('   ')).body).toMatchObject({ code: 'validation', errors: [{ path: 'message' }] })
    const sent = await answer('Sí, de 8 a 12.')
    expect(sent.status).toBe(202)
    expect(sent.body).toMatchObject({ orderId: null, kind: 'text', body: 'Sí, de 8 a 12.', status: 'queued' })
    await drain()
    expect(graph.requests.filter((request) => request.body.to === `52${phone}`).map((request) => request.body.text?.body)).toEqual(['Sí, de 8 a 12.'])
    const [answered] = await fromNumber()
    expect(answered).toMatchObject({ answeredAt: expect.any(String), answers: [{ body: 'Sí, de 8 a 12.', status: 'sent', lastError: null }] })

    // What the customer writes back is about no order either: it comes to the inbox again.
    await webhook(replyWebhook(`521${phone}`, 'Gracias'))
    expect((await fromNumber()).map((reply: { body: string }) => reply.body)).toEqual(['Gracias', '¿Abren el domingo?'])
    // A message filed under an order is answered on the order's page.
    const order = await place()
    await webhook(replyWebhook(`521${order.phone}`, 'Hola'))
    const [filed] = (await shop.connection.pool.query('select id from whatsapp_replies where phone = $1', [`+52${order.phone}`])).rows
    expect((await wa.call('POST', `/api/whatsapp/replies/${filed.id}/answer`, { message: 'Hola' }, { cookie })).status).toBe(404)
    // Without the Cloud API staff answer from their own WhatsApp.
    const plain = await shop.call('POST', `/api/whatsapp/replies/${asked.id}/answer`, { message: 'Hola' }, { cookie: await shop.signIn() })
    expect(plain.body).toMatchObject({ code: 'conflict', key: 'whatsapp_not_configured' })
    // A day after the customer last wrote WhatsApp takes the shop's own words no more.
    shop.now = new Date(Date.now() + 24 * 3600_000 + 60_000)
    const later = await wa.signIn()
    const late = await answer('¿Algo más?', later)
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ key: 'answer_window_closed', errors: [{ path: 'message' }] })
    expect((await fromNumber(later))[0]).toMatchObject({ windowEndsAt: null })
    expect(await shop.count("whatsapp_messages where body = '¿Algo más?'")).toBe(0)
  })

  it('writes a message held up by an outage again as it leaves: an order moved meanwhile is named on its new day', async () => {
    graph.script({ status: 503, error: { code: 2, message: 'Service temporarily unavailable' } })
    const order = await place()
    expect(await worker().runOnce()).toBe(1)
    const [first] = graph.requests.filter((request) => request.body.to === order.to)
    const dayParameter = (request: typeof first) => request?.body.template?.components?.[0]?.parameters?.[2]?.text
    const newDay = (await openDates(shop)).find((date) => date !== order.pickupDate)!
    expect((await wa.call('PATCH', `/api/orders/${order.id}`, { pickupDate: newDay }, { cookie })).status).toBe(200)

    await drain()
    const [, second] = graph.requests.filter((request) => request.body.to === order.to)
    expect(second?.body.template?.name).toBe('order_received')
    expect(dayParameter(second)).not.toBe(dayParameter(first))
    // The move is told too, after it (order_moved).
    const message = (await staffView(order.id)).whatsappMessages.find((sent: { kind: string }) => sent.kind === 'received')
    expect(message).toMatchObject({ kind: 'received', status: 'sent' })
    expect(message.body).toContain(dayParameter(second))
  })

  it('lets staff send a template filled in for the order, and record one they sent by hand', async () => {
    const order = await place({ optIn: false, language: 'en' })
    const queued = await wa.call('POST', '/api/whatsapp/send', { orderId: order.id, template: 'ready' }, { cookie })
    expect(queued.status).toBe(202)
    expect(queued.body).toMatchObject({ kind: 'ready', status: 'queued', automatic: false })
    expect(queued.body.body).toContain(`Your order #${order.id} is ready for pickup.`)
    await drain()
    const request = graph.requests.find((sent) => sent.body.to === order.to)
    expect(request?.body.template).toMatchObject({ name: 'order_ready_pickup', language: { code: 'en_US' } })

    const byHand = await wa.call('POST', '/api/whatsapp/mark-sent', { orderId: order.id, template: 'confirmed' }, { cookie })
    expect(byHand.status).toBe(201)
    expect(byHand.body).toMatchObject({ kind: 'confirmed', status: 'sent', sentByHand: true })
    expect((await staffView(order.id)).whatsappSent).toBe(true)
    graph.requests.length = 0
    await drain()
    expect(graph.requests).toEqual([])
    expect((await wa.call('POST', '/api/whatsapp/mark-sent', { orderId: order.id, template: 'confirmed' })).status).toBe(401)
    expect((await wa.call('POST', '/api/whatsapp/send', { orderId: order.id, template: 'thanks' }, { cookie })).status).toBe(400)
    // Nothing that contradicts the order: once cancelled, "ready" is refused and only "cancelled" goes.
    await setStatus(order.id, 'cancelled')
    const contradicts = await wa.call('POST', '/api/whatsapp/send', { orderId: order.id, template: 'ready' }, { cookie })
    expect(contradicts.status).toBe(409)
    expect(contradicts.body).toMatchObject({ code: 'conflict', key: 'template_not_for_order', errors: [{ path: 'template' }] })
    expect((await wa.call('POST', '/api/whatsapp/send', { orderId: order.id, template: 'cancelled' }, { cookie })).status).toBe(202)
    expect((await wa.call('POST', '/api/whatsapp/send', { orderId: order.id, template: 'ready', message: 'x' }, { cookie })).status).toBe(400)
  })
})
