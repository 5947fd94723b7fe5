import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { eveningBefore } from '../../domain/payments/transfer-instructions'
import { addDaysIso } from '../../domain/schedule/calendar-dates'
import type { Harness } from '../test-support/api-harness'
import { describeOnEachDatabase, TEST_TIMEZONE } from '../test-support/api-harness'
import { startAppWith } from '../test-support/app-with-config'
import { type FakeStripe, startFakeStripe } from '../test-support/fake-stripe'
import { createCustomer, customerBody, openDates, placesTaken, sourdoughOrder } from '../test-support/order-fixtures'
import { paymentIntentIdempotencyKey } from './payments.service'

const WEBHOOK_SECRET = 'whsec_test_bakery_webhook_secret'
const PUBLISHABLE_KEY = 'pk_test_bakery_publishable'

type PlacedCardOrder = { id: number; accessToken: string; total: number }

describeOnEachDatabase('card payments with Stripe', (shop) => {
  let stripe: FakeStripe
  let pay: Harness & { close: () => Promise<void> }

  beforeAll(async () => {
    stripe = await startFakeStripe()
    pay = await startAppWith(shop, {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      BANK_NAME: 'BBVA México',
      BANK_CLABE: '002180000118359710',
      // WhatsApp on (no worker runs here): what a card order queues for its customer, and when.
      WHATSAPP_TOKEN: 'whatsapp-token',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    })
  })
  afterAll(async () => {
    await pay?.close()
    await stripe?.close()
  })
  beforeEach(() => {
    stripe.failNext(500, 0)
  })

  async function placeCardOrder(quantity = 2, { whatsappOptIn = false } = {}): Promise<PlacedCardOrder> {
    const dates = await openDates(pay)
    const body = sourdoughOrder(await createCustomer(pay), dates[quantity % dates.length]!, quantity)
    body.order.paymentMethod = 'card'
    const reply = await pay.call('POST', '/api/orders', { ...body, order: { ...body.order, whatsappOptIn } })
    if (reply.status !== 201) throw new Error(`order not placed: ${JSON.stringify(reply.body)}`)
    return reply.body
  }

  async function orderRow(id: number) {
    const result = await shop.connection.pool.query('select payment_status, stripe_payment_intent_id, updated_at from orders where id = $1', [id])
    return result.rows[0] as { payment_status: string; stripe_payment_intent_id: string | null; updated_at: Date }
  }

  function signedEvent(
    type: string,
    intent: Partial<Stripe.PaymentIntent>,
    { secret = WEBHOOK_SECRET, id = `evt_${randomBytes(8).toString('hex')}` } = {},
  ) {
    // Pretty-printed like Stripe's own deliveries: the signature only holds if the server checks the raw bytes.
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { object: 'payment_intent', status: type.endsWith('succeeded') ? 'succeeded' : 'requires_payment_method', ...intent } },
      },
      null,
      2,
    )
    return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) }
  }

  async function deliver(event: { payload: string; signature?: string }) {
    return pay.call('POST', '/api/stripe/webhook', event.payload, event.signature ? { 'stripe-signature': event.signature } : {})
  }

  async function intentFor(order: PlacedCardOrder) {
    const reply = await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken })
    expect(reply.status).toBe(200)
    return stripe.paymentIntents.get(reply.body.paymentIntentId)!
  }

  it('tells the storefront whether card payment is on, with which publishable key and which of Stripe’s methods', async () => {
    expect((await pay.call('GET', '/api/payments/config')).body).toEqual({ cardEnabled: true, publishableKey: PUBLISHABLE_KEY, methods: ['card'] })
    expect((await shop.call('GET', '/api/payments/config')).body).toEqual({ cardEnabled: false, publishableKey: null, methods: ['card'] })
  })

  it('answers 503 payments_unavailable without Stripe keys, for intents and webhooks alike', async () => {
    const order = await placeCardOrder()
    const intent = await shop.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken })
    expect(intent.status).toBe(503)
    // By key, so a Spanish reader gets it in Spanish.
    expect(intent.body).toEqual({
      message: expect.stringContaining('unavailable'),
      code: 'payments_unavailable',
      key: 'card_payments_off',
      errors: [],
    })
    const webhook = await shop.call('POST', '/api/stripe/webhook', '{}', { 'stripe-signature': 't=1,v1=abc' })
    expect(webhook.status).toBe(503)
    expect((await orderRow(order.id)).stripe_payment_intent_id).toBeNull()
  })

  it('charges the stored total in centavos, never the amount the browser sends, and records the PaymentIntent', async () => {
    const order = await placeCardOrder(2)
    const reply = await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken, amount: 1 })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      clientSecret: expect.stringMatching(/_secret_/),
      paymentIntentId: expect.any(String),
      amount: 320,
      currency: 'mxn',
    })
    const intent = stripe.paymentIntents.get(reply.body.paymentIntentId)
    // 2 × 160: what the checkout showed (the cart's 8% line is shown, not charged, by default).
    expect(intent).toMatchObject({ amount: 32_000, currency: 'mxn', metadata: { orderId: String(order.id) }, payment_method_types: ['card'] })
    const create = stripe.requests.find(
      (request) => request.method === 'POST' && request.form.metadata && (request.form.metadata as { orderId: string }).orderId === String(order.id),
    )
    expect(create?.idempotencyKey).toBe(paymentIntentIdempotencyKey(order.id))
    expect((await orderRow(order.id)).stripe_payment_intent_id).toBe(intent!.id)
  })

  it('returns the same PaymentIntent when the customer retries, even concurrently', async () => {
    const order = await placeCardOrder(3)
    const replies = await Promise.all(
      [1, 2, 3].map(() => pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken })),
    )
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200])
    const again = await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken })
    const ids = new Set([...replies, again].map((reply) => reply.body.paymentIntentId))
    expect(ids.size).toBe(1)
    expect(new Set([...replies, again].map((reply) => reply.body.clientSecret)).size).toBe(1)
    const created = [...stripe.paymentIntents.values()].filter((intent) => intent.metadata.orderId === String(order.id))
    expect(created).toHaveLength(1)
  })

  it('looks the order up by id and access token only: a wrong token is a 404 and reaches no Stripe call', async () => {
    const order = await placeCardOrder()
    const before = stripe.requests.length
    for (const token of ['wrong', `${order.accessToken.slice(0, -1)}x`]) {
      const reply = await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token })
      expect(reply.status).toBe(404)
    }
    expect((await pay.call('POST', '/api/create-payment-intent', { orderId: 999_999, token: order.accessToken })).status).toBe(404)
    expect(stripe.requests.length).toBe(before)
  })

  it('refuses card fields in the payment-intent and order bodies (no card number ever reaches the server)', async () => {
    const order = await placeCardOrder()
    for (const extra of [{ cardNumber: '4242424242424242' }, { card: { number: '4242424242424242', cvc: '123' } }, { cvc: '123' }]) {
      const reply = await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken, ...extra })
      expect(reply.status).toBe(400)
      expect(reply.body.code).toBe('validation')
    }
    const [date] = await openDates(pay)
    const customerId = await createCustomer(pay)
    const ordersBefore = await shop.count('orders')
    const withCardInOrder = sourdoughOrder(customerId, date!)
    Object.assign(withCardInOrder.order, { cardNumber: '4242424242424242', expiry: '12/30' })
    const withCardAtTop = { ...sourdoughOrder(customerId, date!), payment: { card: { number: '4242424242424242' } } }
    for (const body of [withCardInOrder, withCardAtTop]) {
      const reply = await pay.call('POST', '/api/orders', body)
      expect(reply.status).toBe(400)
    }
    expect(await shop.count('orders')).toBe(ordersBefore)
    const customersBefore = await shop.count('customers')
    const withCardOnCustomer = await pay.call('POST', '/api/customers', { ...customerBody(), cardNumber: '4242424242424242' })
    expect(withCardOnCustomer.status).toBe(400)
    expect(await shop.count('customers')).toBe(customersBefore)
    const stored = await shop.connection.pool.query("select count(*)::int as n from orders where row_to_json(orders)::text like '%4242424242424242%'")
    expect(stored.rows[0].n).toBe(0)
  })

  it('answers 503 when Stripe is down, stores nothing, and works once Stripe is back', async () => {
    const order = await placeCardOrder()
    stripe.failNext(500, 10)
    const down = await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken })
    expect(down.status).toBe(503)
    expect(down.body).toMatchObject({ code: 'payments_unavailable', key: 'card_provider_unreachable', errors: [] })
    expect((await orderRow(order.id)).stripe_payment_intent_id).toBeNull()
    stripe.failNext(500, 0)
    expect((await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken })).status).toBe(200)
  })

  it('marks the order paid on a signed payment_intent.succeeded that matches it', async () => {
    const order = await placeCardOrder()
    const intent = await intentFor(order)
    intent.status = 'succeeded'
    const early = await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken })
    expect(early.status).toBe(409)
    const reply = await deliver(signedEvent('payment_intent.succeeded', intent as never))
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ received: true, duplicate: false })
    expect((await orderRow(order.id)).payment_status).toBe('paid')
    const seen = await pay.call('GET', `/api/orders/${order.id}?token=${order.accessToken}`)
    expect(seen.body.paymentStatus).toBe('paid')
  })

  it('tells a consenting customer their card order was received only once the card is charged', async () => {
    const order = await placeCardOrder(1, { whatsappOptIn: true })
    const queued = async () =>
      (await shop.connection.pool.query('select kind, template from whatsapp_messages where order_id = $1', [order.id])).rows as Array<{
        kind: string
        template: { parameters: string[] }
      }>
    expect(await queued()).toEqual([])
    const intent = await intentFor(order)
    const succeeded = signedEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' } as never)
    await deliver(succeeded)
    await deliver(signedEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' } as never))
    const messages = await queued()
    expect(messages.map((message) => message.kind)).toEqual(['received'])
    expect(messages[0]?.template.parameters.at(-1)).toBe('Pagado')
  })

  it('marks a failed payment failed, and never a paid order failed', async () => {
    const order = await placeCardOrder()
    const intent = await intentFor(order)
    await deliver(signedEvent('payment_intent.payment_failed', intent as never))
    expect((await orderRow(order.id)).payment_status).toBe('failed')
    await deliver(signedEvent('payment_intent.succeeded', intent as never))
    expect((await orderRow(order.id)).payment_status).toBe('paid')
    const late = await deliver(signedEvent('payment_intent.payment_failed', intent as never))
    expect(late.status).toBe(200)
    expect((await orderRow(order.id)).payment_status).toBe('paid')
  })

  it('changes nothing when the same event is delivered again', async () => {
    const order = await placeCardOrder()
    const intent = await intentFor(order)
    const failed = signedEvent('payment_intent.payment_failed', intent as never)
    expect((await deliver(failed)).body.duplicate).toBe(false)
    const first = await orderRow(order.id)
    await shop.connection.pool.query("update orders set payment_status = 'unpaid' where id = $1", [order.id])
    const replay = await deliver(failed)
    expect(replay.status).toBe(200)
    expect(replay.body).toEqual({ received: true, duplicate: true })
    const after = await orderRow(order.id)
    expect(after.payment_status).toBe('unpaid')
    expect(after.updated_at).toEqual(first.updated_at)
    const events = await shop.connection.pool.query('select count(*)::int as n from payment_events where id = $1', [failed.id])
    expect(events.rows[0].n).toBe(1)
  })

  it('refuses a bad, missing, stale or re-signed-over-other-bytes signature with 400 and changes nothing', async () => {
    const order = await placeCardOrder()
    const intent = await intentFor(order)
    const genuine = signedEvent('payment_intent.succeeded', intent as never)
    const eventsBefore = await shop.count('payment_events')
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: genuine.payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    })
    for (const attempt of [
      signedEvent('payment_intent.succeeded', intent as never, { secret: 'whsec_someone_else' }),
      { payload: genuine.payload },
      { payload: genuine.payload, signature: 'not a signature' },
      { payload: genuine.payload, signature: stale },
      { payload: genuine.payload.replace('"livemode": false', '"livemode": true'), signature: genuine.signature },
    ]) {
      const reply = await deliver(attempt)
      expect(reply.status).toBe(400)
      expect(reply.body).toMatchObject({ message: expect.any(String), errors: [] })
    }
    expect(await shop.count('payment_events')).toBe(eventsBefore)
    expect((await orderRow(order.id)).payment_status).toBe('unpaid')
  })

  it('does not mark paid when the amount, currency or order of a signed event do not match', async () => {
    const order = await placeCardOrder()
    const other = await placeCardOrder(3)
    const intent = await intentFor(order)
    for (const tampered of [
      { ...intent, amount: 100 },
      { ...intent, amount: intent.amount + 1 },
      { ...intent, currency: 'usd' },
      { ...intent, metadata: {} },
      { ...intent, id: 'pi_someone_elses', metadata: { orderId: String(order.id) } },
      { ...intent, metadata: { orderId: String(other.id) } },
    ]) {
      const reply = await deliver(signedEvent('payment_intent.succeeded', tampered as never))
      expect(reply.status).toBe(200)
    }
    expect((await orderRow(order.id)).payment_status).toBe('unpaid')
    expect((await orderRow(other.id)).payment_status).toBe('unpaid')
  })

  it('keeps parsing JSON normally on every other route while the webhook reads raw bytes', async () => {
    const reply = await pay.call('POST', '/api/create-payment-intent', '{"orderId": 1, ', {})
    expect(reply.status).toBe(400)
    expect(reply.body.message).toBe('The request body is not valid JSON')
  })

  it('lets staff mark a bank transfer paid, and nobody else', async () => {
    const dates = await openDates(pay)
    const body = sourdoughOrder(await createCustomer(pay), dates[0]!)
    body.order.paymentMethod = 'bank_transfer'
    const order = (await pay.call('POST', '/api/orders', body)).body
    expect((await pay.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'paid' })).status).toBe(401)
    const cookie = await pay.signIn()
    expect((await pay.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'failed' }, { cookie })).status).toBe(400)
    const marked = await pay.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'paid' }, { cookie })
    expect(marked.status).toBe(200)
    expect(marked.body).toMatchObject({ id: order.id, paymentStatus: 'paid', paymentMethod: 'bank_transfer' })
    expect((await pay.call('PATCH', '/api/orders/999999/payment', { paymentStatus: 'paid' }, { cookie })).status).toBe(404)
    const paid = await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken })
    expect(paid.status).toBe(409)
  })

  it('lets the customer give up an unpaid card order: Stripe cancels its PaymentIntent and the day gets its place back', async () => {
    const order = await placeCardOrder(4)
    const intent = await intentFor(order)
    const day = (await shop.connection.pool.query('select pickup_date::text as day from orders where id = $1', [order.id])).rows[0].day
    const taken = await placesTaken(pay, day)

    expect((await pay.call('POST', `/api/orders/${order.id}/abandon`, { token: 'wrong' })).status).toBe(404)
    const reply = await pay.call('POST', `/api/orders/${order.id}/abandon`, { token: order.accessToken })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ id: order.id, status: 'cancelled', paymentStatus: 'unpaid' })
    // The order's own details only, as every reply to the holder of an order link.
    expect(reply.body.customer).toBeNull()
    expect(stripe.paymentIntents.get(intent.id)?.status).toBe('canceled')
    expect(await placesTaken(pay, day)).toBe(taken - 1)
    expect((await pay.call('POST', `/api/orders/${order.id}/abandon`, { token: order.accessToken })).status).toBe(200)
    expect(await placesTaken(pay, day)).toBe(taken - 1)
    expect((await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken })).status).toBe(409)
  })

  it('closes the card payment at Stripe when staff cancel the order or take the money by hand, so nobody pays twice', async () => {
    const cookie = await pay.signIn()
    const cancelled = await placeCardOrder(1)
    const cancelledIntent = await intentFor(cancelled)
    expect((await pay.call('PATCH', `/api/orders/${cancelled.id}/status`, { status: 'cancelled' }, { cookie })).status).toBe(200)
    expect(cancelledIntent.status).toBe('canceled')

    const paidAtCounter = await placeCardOrder(6)
    const counterIntent = await intentFor(paidAtCounter)
    expect((await pay.call('PATCH', `/api/orders/${paidAtCounter.id}/payment`, { paymentStatus: 'paid', note: 'cash' }, { cookie })).status).toBe(200)
    expect(counterIntent.status).toBe('canceled')

    // Money on its way stays: staff are told, and the order is unchanged.
    const inFlight = await placeCardOrder(7)
    const flyingIntent = await intentFor(inFlight)
    flyingIntent.status = 'processing'
    const refused = await pay.call('PATCH', `/api/orders/${inFlight.id}/status`, { status: 'cancelled' }, { cookie })
    expect(refused.status).toBe(409)
    expect(refused.body.key).toBe('card_payment_on_its_way')
    expect((await orderRow(inFlight.id)).payment_status).toBe('unpaid')
    expect((await pay.call('GET', `/api/orders/${inFlight.id}`, undefined, { cookie })).body.status).toBe('pending')
  })

  /** A card order its customer paid (Stripe's webhook came), and a staff session. */
  async function paidCardOrder() {
    await shop.connection.pool.query('update available_dates set max_orders = 1000')
    const cookie = await pay.signIn()
    const order = await placeCardOrder(2)
    const intent = await intentFor(order)
    intent.status = 'succeeded'
    expect((await deliver(signedEvent('payment_intent.succeeded', intent as never))).status).toBe(200)
    return { cookie, order, intent }
  }

  it("gives a paid card order back at Stripe when staff cancel it, once, as the customer's page promises", async () => {
    const { cookie, order, intent } = await paidCardOrder()
    const cancelled = await pay.call('PATCH', `/api/orders/${order.id}/status`, { status: 'cancelled' }, { cookie })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    const refunds = () => [...stripe.refunds.values()].filter((refund) => refund.payment_intent === intent.id)
    expect(refunds()).toEqual([{ id: expect.any(String), payment_intent: intent.id, amount: intent.amount }])
    // Reopened, the order goes ahead unpaid at the counter; cancelled again, nothing more is given back.
    await pay.call('PATCH', `/api/orders/${order.id}/status`, { status: 'pending' }, { cookie })
    await pay.call('PATCH', `/api/orders/${order.id}/status`, { status: 'cancelled' }, { cookie })
    expect(refunds()).toHaveLength(1)
    const records = await shop.connection.pool.query('select payment_status, recorded_by from payment_records where order_id = $1', [order.id])
    expect(records.rows).toEqual([{ payment_status: 'refunded', recorded_by: expect.any(Number) }])
  })

  it('keeps a cancelled card order paid, a refund due for staff, when Stripe cannot give the money back', async () => {
    const { cookie, order } = await paidCardOrder()
    stripe.failNext(500, 3)
    const cancelled = await pay.call('PATCH', `/api/orders/${order.id}/status`, { status: 'cancelled' }, { cookie })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' })
  })

  it('leaves the card payment open when a stale screen tries to cancel an order someone confirmed meanwhile', async () => {
    const cookie = await pay.signIn()
    const order = await placeCardOrder(3)
    const intent = await intentFor(order)
    expect((await pay.call('PATCH', `/api/orders/${order.id}/status`, { status: 'confirmed', from: 'pending' }, { cookie })).status).toBe(200)
    const stale = await pay.call('PATCH', `/api/orders/${order.id}/status`, { status: 'cancelled', from: 'pending' }, { cookie })
    expect(stale.status).toBe(409)
    expect(stale.body.key).toBe('order_changed_meanwhile')
    // The customer can still pay the order that stands.
    expect(intent.status).not.toBe('canceled')
  })

  it('never gives up an order whose card payment went through or is on its way, nor a cash order', async () => {
    const paid = await placeCardOrder(5)
    const intent = await intentFor(paid)
    intent.status = 'processing'
    const inFlight = await pay.call('POST', `/api/orders/${paid.id}/abandon`, { token: paid.accessToken })
    expect(inFlight.status).toBe(409)
    expect(intent.status).toBe('processing')

    const dates = await openDates(pay)
    const cash = (await pay.call('POST', '/api/orders', sourdoughOrder(await createCustomer(pay), dates[0]!))).body
    const refused = await pay.call('POST', `/api/orders/${cash.id}/abandon`, { token: cash.accessToken })
    expect(refused.status).toBe(409)
    const rows = await shop.connection.pool.query('select id, status from orders where id = any($1) order by id', [[paid.id, cash.id]])
    expect(rows.rows.map((row) => row.status)).toEqual(['pending', 'pending'])
  })

  it('gives back the places of card orders left unpaid for 30 minutes, and keeps paid, fresh, in-flight and cash ones', async () => {
    const backdate = (ids: number[], minutes: number) =>
      shop.connection.pool.query(`update orders set created_at = now() - make_interval(mins => $2) where id = any($1)`, [ids, minutes])
    const status = async (id: number) => (await shop.connection.pool.query('select status from orders where id = $1', [id])).rows[0].status
    const dayOf = async (id: number) =>
      (await shop.connection.pool.query('select pickup_date::text as day from orders where id = $1', [id])).rows[0].day as string

    // Earlier tests in this file filled some days; this one needs room on any of them.
    await shop.connection.pool.query('update available_dates set max_orders = 1000')
    const neverPaid = await placeCardOrder(1)
    const formLeftOpen = await placeCardOrder(2)
    const leftIntent = await intentFor(formLeftOpen)
    const onItsWay = await placeCardOrder(3)
    ;(await intentFor(onItsWay)).status = 'processing'
    const paid = await placeCardOrder(4)
    const paidIntent = await intentFor(paid)
    expect((await deliver(signedEvent('payment_intent.succeeded', { ...paidIntent, status: 'succeeded' } as never))).status).toBe(200)
    const fresh = await placeCardOrder(5)
    const dates = await openDates(pay)
    const cash = (await pay.call('POST', '/api/orders', sourdoughOrder(await createCustomer(pay), dates[0]!))).body
    await backdate([neverPaid.id, formLeftOpen.id, onItsWay.id, paid.id, cash.id], 31)
    await backdate([fresh.id], 29)
    const days = [await dayOf(neverPaid.id), await dayOf(formLeftOpen.id)]
    const taken = [await placesTaken(pay, days[0]!), await placesTaken(pay, days[1]!)]

    expect(await pay.app.services.payments.expireUnpaidCardOrders()).toEqual([neverPaid.id, formLeftOpen.id])
    expect(await status(neverPaid.id)).toBe('cancelled')
    expect(await status(formLeftOpen.id)).toBe('cancelled')
    expect(stripe.paymentIntents.get(leftIntent.id)?.status).toBe('canceled')
    // Both days may be the same one: each cancelled order gave back exactly one place.
    const expected = days[0] === days[1] ? [taken[0]! - 2, taken[0]! - 2] : [taken[0]! - 1, taken[1]! - 1]
    expect([await placesTaken(pay, days[0]!), await placesTaken(pay, days[1]!)]).toEqual(expected)
    for (const kept of [onItsWay, paid, fresh, cash]) expect(await status(kept.id)).toBe('pending')
    // The customer who comes back later cannot pay the cancelled order, and a second sweep changes nothing.
    expect((await pay.call('POST', '/api/create-payment-intent', { orderId: neverPaid.id, token: neverPaid.accessToken })).status).toBe(409)
    expect(await pay.app.services.payments.expireUnpaidCardOrders()).toEqual([])
    expect([await placesTaken(pay, days[0]!), await placesTaken(pay, days[1]!)]).toEqual(expected)
  })
  it('lets staff reopen a card order the 30-minute sweep cancelled: staff, not the clock, give it up again, and it can be paid by card', async () => {
    const cookie = await pay.signIn()
    await shop.connection.pool.query('update available_dates set max_orders = 1000')
    const order = await placeCardOrder(1)
    const first = await intentFor(order)
    await shop.connection.pool.query(`update orders set created_at = now() - interval '31 minutes' where id = $1`, [order.id])
    expect(await pay.app.services.payments.expireUnpaidCardOrders()).toContain(order.id)
    expect(first.status).toBe('canceled')

    // The customer calls: they still want it, and will pay by card.
    expect((await pay.call('PATCH', `/api/orders/${order.id}/status`, { status: 'pending' }, { cookie })).status).toBe(200)
    const again = await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken })
    expect(again.status).toBe(200)
    expect(again.body.paymentIntentId).not.toBe(first.id)
    const second = stripe.paymentIntents.get(again.body.paymentIntentId)!
    expect(second).toMatchObject({ amount: first.amount, status: 'requires_payment_method', metadata: { orderId: String(order.id) } })
    const created = stripe.requests.filter((request) => request.path === '/v1/payment_intents' && request.method === 'POST')
    expect(created.at(-1)?.idempotencyKey).not.toBe(paymentIntentIdempotencyKey(order.id))
    // A retry gets the same new PaymentIntent.
    expect((await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken })).body.paymentIntentId).toBe(
      second.id,
    )
    expect((await orderRow(order.id)).stripe_payment_intent_id).toBe(second.id)

    // Staff brought it back: the next sweeps leave it to them, however long the customer takes.
    expect(await pay.app.services.payments.expireUnpaidCardOrders()).not.toContain(order.id)
    expect((await pay.call('GET', `/api/orders/${order.id}`, undefined, { cookie })).body.status).toBe('pending')
    expect(second.status).toBe('requires_payment_method')

    second.status = 'succeeded'
    expect((await deliver(signedEvent('payment_intent.succeeded', second as never))).status).toBe(200)
    expect((await orderRow(order.id)).payment_status).toBe('paid')
  })

  it('refuses to charge a transfer or cash order by card, without asking Stripe', async () => {
    const dates = await openDates(pay)
    const transferBody = sourdoughOrder(await createCustomer(pay), dates[0]!, 1)
    transferBody.order.paymentMethod = 'bank_transfer'
    const transfer = (await pay.call('POST', '/api/orders', transferBody)).body
    const cash = (await pay.call('POST', '/api/orders', sourdoughOrder(await createCustomer(pay), dates[0]!, 1))).body
    const asked = stripe.requests.length
    for (const order of [transfer, cash]) {
      const reply = await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken })
      expect(reply.status).toBe(409)
      expect(reply.body.key).toBe('card_not_allowed')
      expect((await orderRow(order.id)).stripe_payment_intent_id).toBeNull()
    }
    expect(stripe.requests.length).toBe(asked)
  })

  it('gives money back at Stripe only for a payment made through the PaymentIntent the shop stored for the order', async () => {
    const dates = await openDates(pay)
    const cash = (await pay.call('POST', '/api/orders', sourdoughOrder(await createCustomer(pay), dates[0]!, 1))).body
    await shop.connection.pool.query(`update orders set status = 'cancelled' where id = $1`, [cash.id])
    const stranger = { id: `pi_${randomBytes(8).toString('hex')}`, amount: Math.round(cash.total * 100), currency: 'mxn' }
    const event = signedEvent('payment_intent.succeeded', { ...stranger, metadata: { orderId: String(cash.id) } } as never)
    expect((await deliver(event)).status).toBe(200)
    expect(stripe.requests.filter((request) => request.path === '/v1/refunds' && request.form.payment_intent === stranger.id)).toEqual([])
    // Paid on a cancelled order: staff see a refund due and give it back by hand.
    expect((await orderRow(cash.id)).payment_status).toBe('paid')
  })

  it('gives a card payment that arrives for a cancelled order back at Stripe, once, and tells the customer nothing was received', async () => {
    const order = await placeCardOrder(1, { whatsappOptIn: true })
    const intent = await intentFor(order)
    // Cancelled while Stripe could not be told (its keys were off then): the customer still paid.
    await shop.connection.pool.query(`update orders set status = 'cancelled' where id = $1`, [order.id])
    intent.status = 'succeeded'
    const event = signedEvent('payment_intent.succeeded', intent as never)
    expect((await deliver(event)).status).toBe(200)
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: true })
    expect((await deliver(signedEvent('payment_intent.succeeded', intent as never))).status).toBe(200)

    const refunds = [...stripe.refunds.values()].filter((refund) => refund.payment_intent === intent.id)
    expect(refunds).toEqual([{ id: expect.any(String), payment_intent: intent.id, amount: intent.amount }])
    expect((await orderRow(order.id)).payment_status).toBe('refunded')
    const messages = await shop.connection.pool.query('select kind from whatsapp_messages where order_id = $1', [order.id])
    expect(messages.rows).toEqual([])
    const records = await shop.connection.pool.query('select payment_status, note, recorded_by from payment_records where order_id = $1', [order.id])
    expect(records.rows).toEqual([{ payment_status: 'refunded', note: expect.stringContaining('cancelled'), recorded_by: null }])
  })

  it('keeps a late payment it could not give back as paid on the cancelled order, for staff to refund', async () => {
    const order = await placeCardOrder(1)
    const intent = await intentFor(order)
    await shop.connection.pool.query(`update orders set status = 'cancelled' where id = $1`, [order.id])
    intent.status = 'succeeded'
    stripe.failNext(500, 3)
    expect((await deliver(signedEvent('payment_intent.succeeded', intent as never))).status).toBe(200)
    expect((await orderRow(order.id)).payment_status).toBe('paid')
    const row = await shop.connection.pool.query('select status from orders where id = $1', [order.id])
    expect(row.rows[0].status).toBe('cancelled')
  })

  it('marks paid, instead of cancelling, a card order whose payment went through but whose webhook never came', async () => {
    const order = await placeCardOrder(1, { whatsappOptIn: true })
    const intent = await intentFor(order)
    intent.status = 'succeeded'
    await shop.connection.pool.query(`update orders set created_at = now() - interval '31 minutes' where id = $1`, [order.id])
    expect(await pay.app.services.payments.expireUnpaidCardOrders()).not.toContain(order.id)
    const row = await shop.connection.pool.query('select status, payment_status from orders where id = $1', [order.id])
    expect(row.rows[0]).toEqual({ status: 'pending', payment_status: 'paid' })
    const messages = await shop.connection.pool.query('select kind from whatsapp_messages where order_id = $1', [order.id])
    expect(messages.rows.map((message) => message.kind)).toEqual(['received'])
  })

  it('looks at every unpaid card order in turn, so orders waiting on their money never hide newer ones from the sweep', async () => {
    await shop.connection.pool.query('update available_dates set max_orders = 1000')
    const waiting: PlacedCardOrder[] = []
    // More orders with money on its way than one sweep looks at.
    for (let index = 0; index < 51; index += 1) {
      const order = await placeCardOrder(1)
      ;(await intentFor(order)).status = 'processing'
      waiting.push(order)
    }
    const left = await placeCardOrder(1)
    const ids = [...waiting.map((order) => order.id), left.id]
    await shop.connection.pool.query(`update orders set created_at = now() - interval '31 minutes' where id = any($1)`, [ids])
    const first = await pay.app.services.payments.expireUnpaidCardOrders()
    const second = await pay.app.services.payments.expireUnpaidCardOrders()
    expect([...first, ...second]).toContain(left.id)
    const rows = await shop.connection.pool.query(`select count(*)::int as kept from orders where id = any($1) and status = 'pending'`, [
      waiting.map((order) => order.id),
    ])
    expect(rows.rows[0].kept).toBe(51)
  })

  it('offers Stripe’s OXXO voucher and SPEI on the same PaymentIntent when settings say so, and keeps a voucher order until it expires', async () => {
    const cookie = await pay.signIn()
    expect((await pay.call('GET', '/api/payments/config')).body.methods).toEqual(['card'])
    expect((await pay.call('PUT', '/api/settings', { stripeCashMethods: true }, { cookie })).status).toBe(200)
    expect((await pay.call('GET', '/api/payments/config')).body.methods).toEqual(['card', 'oxxo', 'customer_balance'])

    const order = await placeCardOrder(1)
    const created = await pay.call('POST', '/api/create-payment-intent', { orderId: order.id, token: order.accessToken })
    expect(created.status).toBe(200)
    const request = stripe.requests.filter((entry) => entry.path === '/v1/payment_intents').at(-1)
    expect(request?.form).toMatchObject({
      allowed_payment_method_types: { 0: 'card', 1: 'oxxo', 2: 'customer_balance' },
      customer: expect.stringMatching(/^cus_fake_/),
      payment_method_options: {
        oxxo: { expires_after_days: '2' },
        customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
      },
    })
    expect(stripe.requests.find((entry) => entry.path === '/v1/customers')?.form).toMatchObject({
      name: 'María González',
      metadata: { orderId: String(order.id) },
    })

    // The customer took an OXXO voucher: past the 30 minutes the order keeps its place while the voucher can be paid.
    const intent = stripe.paymentIntents.get(created.body.paymentIntentId)!
    intent.status = 'requires_action'
    intent.next_action = { type: 'oxxo_display_details' }
    await shop.connection.pool.query(`update orders set created_at = now() - interval '3 hours' where id = $1`, [order.id])
    expect(await pay.app.services.payments.expireUnpaidCardOrders()).not.toContain(order.id)
    // Two days on, OXXO may still confirm a payment made on the last one: the order waits a day more.
    intent.created -= 2 * 86_400 + 3600
    expect(await pay.app.services.payments.expireUnpaidCardOrders()).not.toContain(order.id)
    // Once the voucher's days and that day are over, the place goes back.
    intent.created -= 86_400
    expect(await pay.app.services.payments.expireUnpaidCardOrders()).toContain(order.id)
    await pay.call('PUT', '/api/settings', { stripeCashMethods: false }, { cookie })
  })

  it('gives a voucher only the days before the pickup day: none for tomorrow, one day for the day after, as a transfer', async () => {
    const cookie = await pay.signIn()
    await pay.call('PUT', '/api/settings', { stripeCashMethods: true }, { cookie })
    await shop.connection.pool.query('update available_dates set max_orders = 1000')
    const [day] = await openDates(pay)
    const intentRequestFor = async (daysBefore: number) => {
      const was = shop.now
      // Noon in Mérida, `daysBefore` days before the pickup day: staff may place orders that close to it.
      shop.now = new Date(`${addDaysIso(day!, -daysBefore)}T18:00:00Z`)
      try {
        const body = sourdoughOrder(await createCustomer(pay), day!, 1)
        body.order.paymentMethod = 'card'
        const placed = await pay.call('POST', '/api/orders', body, { cookie })
        expect(placed.status, JSON.stringify(placed.body)).toBe(201)
        const created = await pay.call('POST', '/api/create-payment-intent', { orderId: placed.body.id, token: placed.body.accessToken })
        expect(created.status).toBe(200)
      } finally {
        shop.now = was
      }
      return stripe.requests.filter((entry) => entry.path === '/v1/payment_intents').at(-1)!.form
    }
    // The day before pickup, a card order is paid by card only.
    const tomorrow = await intentRequestFor(1)
    expect(tomorrow.allowed_payment_method_types).toEqual({ 0: 'card' })
    expect(tomorrow.payment_method_options).toBeUndefined()
    // Two days before: OXXO until the next night, SPEI until 22:00 the evening before, as a bank transfer.
    const soon = await intentRequestFor(2)
    expect(soon).toMatchObject({ allowed_payment_method_types: { 1: 'oxxo' }, payment_method_options: { oxxo: { expires_after_days: '1' } } })
    expect(Number((soon.metadata as { payBy: string }).payBy)).toBe(eveningBefore(day!, TEST_TIMEZONE) / 1000)
    await pay.call('PUT', '/api/settings', { stripeCashMethods: false }, { cookie })
  })

  it('sends back a SPEI transfer that reached Stripe after the order was given up, once, and keeps money an order still waits for', async () => {
    const cookie = await pay.signIn()
    await pay.call('PUT', '/api/settings', { stripeCashMethods: true }, { cookie })
    const fundsAvailable = (customer: string, amount: number, id?: string) =>
      signedEvent('cash_balance.funds_available', { object: 'cash_balance', customer, available: { mxn: amount } } as never, id ? { id } : {})

    // Still waiting for its transfer: Stripe applies the money itself, the shop sends nothing back.
    const waiting = await placeCardOrder(1)
    const waitingIntent = stripe.showVoucher((await intentFor(waiting)).id, 'spei')
    stripe.fundCashBalance(waitingIntent.customer!, 5_000)
    expect((await deliver(fundsAvailable(waitingIntent.customer!, 5_000))).status).toBe(200)
    expect(stripe.cashRefunds.filter((refund) => refund.customer === waitingIntent.customer)).toEqual([])

    // Its two days ran out, the order was given up, then the customer's transfer arrived.
    const late = await placeCardOrder(1)
    const intent = stripe.showVoucher((await intentFor(late)).id, 'spei')
    intent.created -= 3 * 86_400 + 3600
    await shop.connection.pool.query(`update orders set created_at = now() - interval '3 days' where id = $1`, [late.id])
    expect(await pay.app.services.payments.expireUnpaidCardOrders()).toContain(late.id)
    const customer = intent.customer!
    stripe.fundCashBalance(customer, 16_000)
    const event = fundsAvailable(customer, 16_000)

    // Stripe out of reach: a 503, so Stripe delivers the event again.
    stripe.failNext(500, 10)
    expect((await deliver(event)).status).toBe(503)
    expect(stripe.cashRefunds.filter((refund) => refund.customer === customer)).toEqual([])
    stripe.failNext(500, 0)
    expect((await deliver(event)).status).toBe(200)
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: true })
    expect(stripe.cashRefunds.filter((refund) => refund.customer === customer)).toEqual([
      { id: expect.any(String), customer, amount: 16_000, currency: 'mxn' },
    ])
    await pay.call('PUT', '/api/settings', { stripeCashMethods: false }, { cookie })
  })

  const voucherOf = (order: PlacedCardOrder, token = order.accessToken) =>
    pay.call('GET', `/api/orders/${order.id}/stripe-voucher?token=${encodeURIComponent(token)}`)

  it('shows again the OXXO voucher Stripe gave the customer: amount, number, Stripe’s voucher page and when it expires', async () => {
    const order = await placeCardOrder(1)
    const expiresAfter = Math.floor(Date.parse('2030-01-17T05:59:59Z') / 1000)
    const intent = stripe.showVoucher((await intentFor(order)).id, 'oxxo', { expiresAfter })
    const reply = await voucherOf(order)
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      voucher: {
        kind: 'oxxo',
        amount: 160,
        number: intent.next_action?.oxxo_display_details?.number,
        voucherUrl: intent.next_action?.oxxo_display_details?.hosted_voucher_url,
        payBy: '2030-01-17T05:59:59.000Z',
      },
    })
  })

  it('shows again the SPEI transfer Stripe gave the customer: CLABE, bank, reference, amount left and the time to pay by', async () => {
    const order = await placeCardOrder(2)
    const intent = stripe.showVoucher((await intentFor(order)).id, 'spei')
    intent.next_action!.display_bank_transfer_instructions!.amount_remaining = 12_050
    const reply = await voucherOf(order)
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      voucher: {
        kind: 'spei',
        amount: 120.5,
        clabe: '002180027159372810',
        bankName: 'BANAMEX',
        reference: 'QW7R3K',
        instructionsUrl: intent.next_action?.display_bank_transfer_instructions?.hosted_instructions_url,
        // Stripe gives a SPEI reference no expiry: the shop keeps the order STRIPE_VOUCHER_DAYS from its creation.
        payBy: new Date((intent.created + 2 * 86_400) * 1000).toISOString(),
      },
    })
  })

  it('answers no voucher for a card order paying by card, one not yet at Stripe, a paid one and a cash order (no Stripe call for those)', async () => {
    const byCard = await placeCardOrder(1)
    await intentFor(byCard)
    expect((await voucherOf(byCard)).body).toEqual({ voucher: null })

    const notStarted = await placeCardOrder(1)
    const paid = await placeCardOrder(1)
    stripe.showVoucher((await intentFor(paid)).id, 'oxxo')
    await shop.connection.pool.query(`update orders set payment_status = 'paid' where id = $1`, [paid.id])
    const dates = await openDates(pay)
    // A cash order's token holder is told there is nothing from Stripe to pay, as for any card order without a voucher.
    const cash = (await pay.call('POST', '/api/orders', sourdoughOrder(await createCustomer(pay), dates[0]!))).body
    const before = stripe.requests.length
    for (const order of [notStarted, paid, cash]) {
      const reply = await voucherOf(order)
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual({ voucher: null })
    }
    expect(stripe.requests.length).toBe(before)
  })

  it('shows the voucher only to the holder of the order’s token: a wrong one is a 404 and reaches no Stripe call', async () => {
    const order = await placeCardOrder(1)
    stripe.showVoucher((await intentFor(order)).id, 'oxxo')
    const before = stripe.requests.length
    for (const token of ['wrong', `${order.accessToken.slice(0, -1)}x`, '']) {
      const reply = await voucherOf(order, token)
      expect(reply.status).toBe(404)
      expect(reply.body.code).toBe('not_found')
    }
    expect(stripe.requests.length).toBe(before)
    expect((await voucherOf(order)).body.voucher.kind).toBe('oxxo')
  })

  it('answers 503 payments_unavailable, never a 500, when Stripe cannot be reached for the voucher', async () => {
    const order = await placeCardOrder(1)
    stripe.showVoucher((await intentFor(order)).id, 'spei')
    stripe.failNext(500, 10)
    const down = await voucherOf(order)
    expect(down.status).toBe(503)
    expect(down.body).toMatchObject({ code: 'payments_unavailable', errors: [] })
    stripe.failNext(500, 0)
    expect((await voucherOf(order)).body.voucher.kind).toBe('spei')
  })
})
