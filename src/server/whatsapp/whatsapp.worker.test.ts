import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { QUEUED_MESSAGE_MAX_AGE_MS, WITHDRAWN } from '../../domain/shop/whatsapp-outbox'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { type FakeWhatsapp, startFakeWhatsapp } from '../test-support/fake-whatsapp'
import { createCustomer, nextPhone, openDates, sourdoughOrder } from '../test-support/order-fixtures'
import { GRAPH_API_VERSION } from './graph-api'
import {
  createWhatsappWorker,
  MAX_SEND_ATTEMPTS,
  RETRY_MAX_DELAY_MS,
  retryDelayMs,
  SEND_UNCONFIRMED,
  type WhatsappWorkerOptions,
} from './whatsapp.worker'

describeOnEachDatabase('WhatsApp outbox worker', (shop) => {
  let graph: FakeWhatsapp
  let now: Date
  let placed = 0
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms)
  }

  beforeAll(async () => {
    graph = await startFakeWhatsapp()
    // This file places dozens of orders, some at once on one day: room for all of them, so only the outbox is tested.
    await shop.connection.pool.query('update available_dates set max_orders = 1000')
  })
  afterAll(async () => {
    await graph?.close()
  })
  beforeEach(async () => {
    graph.script()
    graph.beforeAnswering()
    graph.requests.length = 0
    now = new Date()
    // Each test sees only its own messages.
    await shop.connection.pool.query("update whatsapp_messages set status = 'failed' where status = 'queued'")
  })

  const worker = (options: Partial<WhatsappWorkerOptions> = {}) =>
    createWhatsappWorker({
      db: shop.connection.db,
      config: { WHATSAPP_TOKEN: graph.token, WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId, WHATSAPP_API_BASE: graph.url },
      clock: () => now,
      requestTimeoutMs: 300,
      ...options,
    })

  async function queueMessage(text = 'Your order has been confirmed') {
    const dates = await openDates(shop)
    placed += 1
    const order = await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), dates[placed % dates.length] ?? '', 1))
    if (order.status !== 201) throw new Error(`order not placed: ${JSON.stringify(order.body)}`)
    const message = await shop.app.services.whatsapp.queue({ orderId: order.body.id, message: text })
    return { orderId: order.body.id as number, message }
  }

  async function messageRow(id: number) {
    const result = await shop.connection.pool.query('select * from whatsapp_messages where id = $1', [id])
    return result.rows[0]
  }

  async function whatsappSent(orderId: number): Promise<boolean> {
    const result = await shop.connection.pool.query('select whatsapp_sent from orders where id = $1', [orderId])
    return result.rows[0].whatsapp_sent
  }

  it('sends a text to the customer through the Graph API and marks the order notified', async () => {
    const { orderId, message } = await queueMessage('Tu pedido está listo & te esperamos')
    expect(await worker().runOnce()).toBe(1)
    expect(graph.requests).toHaveLength(1)
    expect(graph.requests[0]).toMatchObject({
      path: `/${GRAPH_API_VERSION}/${graph.phoneNumberId}/messages`,
      authorization: `Bearer ${graph.token}`,
      body: { messaging_product: 'whatsapp', to: message.phone.slice(1), type: 'text', text: { body: 'Tu pedido está listo & te esperamos' } },
    })
    const row = await messageRow(message.id)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, provider_message_id: expect.stringMatching(/^wamid\./) })
    expect(row.sent_at).toBeInstanceOf(Date)
    expect(await whatsappSent(orderId)).toBe(true)
    const history = await shop.app.services.whatsapp.listForOrder(orderId)
    expect(history[0]).toMatchObject({ status: 'sent', providerMessageId: row.provider_message_id, sentAt: expect.any(String) })
  })

  it('records a 4xx refusal as failed for good, with the reason, and never retries it', async () => {
    const { orderId, message } = await queueMessage()
    graph.script({ status: 400, error: { code: 131047, message: 'Re-engagement message' } })
    const sender = worker()
    await sender.runOnce()
    const row = await messageRow(message.id)
    expect(row).toMatchObject({ status: 'failed', attempts: 1, provider_message_id: null })
    expect(row.last_error).toContain('Re-engagement message')
    expect(row.last_error).toContain('131047')
    later(24 * 3600_000)
    expect(await sender.runOnce()).toBe(0)
    expect(graph.requests).toHaveLength(1)
    expect(await whatsappSent(orderId)).toBe(false)
  })

  it('keeps a message queued while the access token is refused, and sends it once the token works again', async () => {
    const { orderId, message } = await queueMessage()
    graph.script({ status: 401, error: { code: 190, message: 'Error validating access token: Session has expired' } })
    const sender = worker()
    await sender.runOnce()
    let row = await messageRow(message.id)
    expect(row).toMatchObject({ status: 'queued', attempts: 1 })
    expect(row.last_error).toContain('Session has expired')
    later(retryDelayMs(1))
    await sender.runOnce()
    row = await messageRow(message.id)
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
    expect(await whatsappSent(orderId)).toBe(true)
  })

  it('retries a 5xx with backoff and sends once WhatsApp recovers', async () => {
    const { orderId, message } = await queueMessage()
    graph.script({ status: 503, error: { code: 2, message: 'Service temporarily unavailable' } })
    const sender = worker()
    await sender.runOnce()
    let row = await messageRow(message.id)
    expect(row).toMatchObject({ status: 'queued', attempts: 1 })
    expect(row.last_error).toContain('503')
    expect(row.next_attempt_at.getTime()).toBe(now.getTime() + retryDelayMs(1))
    expect(await whatsappSent(orderId)).toBe(false)
    later(retryDelayMs(1) - 1000)
    expect(await sender.runOnce()).toBe(0)
    later(1000)
    expect(await sender.runOnce()).toBe(1)
    row = await messageRow(message.id)
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
    expect(graph.requests).toHaveLength(2)
    expect(await whatsappSent(orderId)).toBe(true)
  })

  it('treats a timeout as transient and sends on the next attempt', async () => {
    const { message } = await queueMessage()
    graph.script('hang')
    const sender = worker({ retryDelay: () => 0 })
    await sender.runOnce()
    let row = await messageRow(message.id)
    expect(row).toMatchObject({ status: 'queued', attempts: 1 })
    expect(row.last_error).toContain('timed out')
    await sender.runOnce()
    row = await messageRow(message.id)
    expect(row).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it(`gives up after ${MAX_SEND_ATTEMPTS} transient failures and says so`, async () => {
    const { message } = await queueMessage()
    graph.script(...Array.from({ length: MAX_SEND_ATTEMPTS }, () => ({ status: 500 })))
    const sender = worker({ retryDelay: () => 0 })
    for (let attempt = 0; attempt < MAX_SEND_ATTEMPTS + 2; attempt += 1) await sender.runOnce()
    const row = await messageRow(message.id)
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS })
    expect(row.last_error).toContain(`gave up after ${MAX_SEND_ATTEMPTS} attempts`)
    expect(graph.requests).toHaveLength(MAX_SEND_ATTEMPTS)
  })

  it('withdraws a reminder queued before the order was cancelled or moved, and says why', async () => {
    const cancelled = await queueMessage('Hasta mañana')
    const moved = await queueMessage('Hasta mañana')
    const { pool } = shop.connection
    await pool.query(
      "update whatsapp_messages m set notice_key = 'reminder:' || o.pickup_date from orders o where o.id = m.order_id and m.id = any($1)",
      [[cancelled.message.id, moved.message.id]],
    )
    await pool.query("update orders set status = 'cancelled' where id = $1", [cancelled.orderId])
    await pool.query('update orders set pickup_date = pickup_date + 7 where id = $1', [moved.orderId])
    await worker().runOnce()
    expect(graph.requests).toHaveLength(0)
    expect(await messageRow(cancelled.message.id)).toMatchObject({ status: 'failed', last_error: WITHDRAWN.orderClosed })
    expect(await messageRow(moved.message.id)).toMatchObject({ status: 'failed', last_error: WITHDRAWN.orderMoved })
  })

  it('never sends a template to a customer who replied STOP while it waited', async () => {
    const { message } = await queueMessage()
    await shop.connection.pool.query(
      'update whatsapp_messages set template = \'{"name":"order_ready","languageCode":"es_MX","parameters":[]}\' where id = $1',
      [message.id],
    )
    await shop.connection.pool.query(
      "insert into whatsapp_opt_outs (phone, opted_out_at) values ($1, now() + interval '1 second') on conflict (phone) do update set opted_out_at = excluded.opted_out_at",
      [message.phone],
    )
    await worker().runOnce()
    expect(graph.requests).toHaveLength(0)
    expect(await messageRow(message.id)).toMatchObject({ status: 'failed', last_error: WITHDRAWN.optedOut })
  })

  it("sends a standing order's notices while the series runs, though its first order was cancelled (that week skipped)", async () => {
    const { pool } = shop.connection
    const series = async () => {
      const { orderId, message } = await queueMessage('Tu pedido se repetirá')
      const [{ access_token: token }] = (await pool.query('select access_token from orders where id = $1', [orderId])).rows
      const standing = await shop.app.services.standingOrders.create(orderId, { token, every: 'week' })
      // Stored against the first order, as onStanding writes it; then that first week is cancelled.
      await pool.query("update whatsapp_messages set notice_key = 'standing_set', kind = 'standing_set' where id = $1", [message.id])
      await pool.query("update orders set status = 'cancelled' where id = $1", [orderId])
      return { standing, message }
    }
    const running = await series()
    const stopped = await series()
    await pool.query("update standing_orders set status = 'cancelled' where id = $1", [stopped.standing.id])
    await worker().runOnce()
    expect(await messageRow(running.message.id)).toMatchObject({ status: 'sent' })
    expect(await messageRow(stopped.message.id)).toMatchObject({ status: 'failed', last_error: WITHDRAWN.standingCancelled })
    expect(graph.requests).toHaveLength(1)
  })

  it('does not send a waitlist offer whose hold ended while WhatsApp was down, nor one already passed on', async () => {
    const { pool } = shop.connection
    const [date] = await openDates(shop)
    const offer = async (status: string) => {
      const phone = `+52${nextPhone()}`
      const holdEnds = new Date(now.getTime() + 2 * 3600_000)
      const [entry] = (
        await pool.query(
          `insert into waitlist_entries (date, quantity, name, phone, whatsapp_opt_in, token, status, offered_at, hold_expires_at)
           values ($1, 1, 'Ana López', $2, true, md5(random()::text), $3, $4, $5) returning id`,
          [date, phone, status, now, holdEnds],
        )
      ).rows
      const [message] = (
        await pool.query(
          // Without its template (this fake Meta approves the order templates only): the key is what is judged.
          `insert into whatsapp_messages (waitlist_entry_id, kind, phone, body, notice_key, next_attempt_at)
           values ($1, 'waitlist_offer', $2, 'Lo apartamos', $3, $4) returning id`,
          [entry.id, phone, `offer:${holdEnds.toISOString()}`, now],
        )
      ).rows
      return message.id as number
    }
    const passedOn = await offer('expired')
    const heldStill = await offer('offered')
    await worker().runOnce()
    expect(await messageRow(passedOn)).toMatchObject({ status: 'failed', last_error: WITHDRAWN.offerEnded })
    expect(await messageRow(heldStill)).toMatchObject({ status: 'sent' })

    // An outage longer than the hold, shorter than a day: the entry may still read 'offered' when WhatsApp is back.
    const late = await offer('offered')
    later(2 * 3600_000 + 60_000)
    await worker().runOnce()
    expect(await messageRow(late)).toMatchObject({ status: 'failed', last_error: WITHDRAWN.offerEnded })
    expect(graph.requests).toHaveLength(1)
  })

  it('does not send a message still queued a day later (WhatsApp was off or down all that time)', async () => {
    const { message } = await queueMessage('Tu pedido está listo')
    later(QUEUED_MESSAGE_MAX_AGE_MS + 60_000)
    await worker().runOnce()
    expect(graph.requests).toHaveLength(0)
    expect(await messageRow(message.id)).toMatchObject({ status: 'failed', last_error: WITHDRAWN.stale })
  })

  it('never sends one message twice when several instances poll at the same time', async () => {
    const queued = await Promise.all(Array.from({ length: 12 }, (_, index) => queueMessage(`message ${index}`)))
    const instances = [worker({ batchSize: 3 }), worker({ batchSize: 3 }), worker({ batchSize: 3 })]
    const drain = async (instance: ReturnType<typeof worker>) => {
      while ((await instance.runOnce()) > 0) {}
    }
    await Promise.all(instances.map(drain))
    const bodies = graph.requests.map((request) => request.body.text?.body)
    expect(bodies).toHaveLength(12)
    expect(new Set(bodies).size).toBe(12)
    for (const { message } of queued) expect((await messageRow(message.id)).status).toBe('sent')
  })

  it('skips messages another instance holds locked instead of waiting for them or sending them too', async () => {
    const queued = [await queueMessage('a'), await queueMessage('b'), await queueMessage('c'), await queueMessage('d')]
    const other = await shop.connection.pool.connect()
    try {
      await other.query('begin')
      await other.query('select id from whatsapp_messages where id = any($1) for update', [queued.slice(0, 2).map(({ message }) => message.id)])
      const started = Date.now()
      expect(await worker().runOnce()).toBe(2)
      expect(Date.now() - started).toBeLessThan(2000)
      expect(graph.requests.map((request) => request.body.text?.body)).toEqual(['c', 'd'])
      await other.query('commit')
    } finally {
      other.release()
    }
    expect(await worker().runOnce()).toBe(2)
    expect(graph.requests.map((request) => request.body.text?.body)).toEqual(['c', 'd', 'a', 'b'])
  })

  it('loses nothing across a restart: queued messages are sent by the next process', async () => {
    graph.script({ status: 500 }, { status: 500 }, { status: 500 })
    const first = worker({ retryDelay: () => 0, pollIntervalMs: 20 })
    const queued = [await queueMessage('one'), await queueMessage('two'), await queueMessage('three')]
    await first.runOnce()
    await first.stop()
    for (const { message } of queued) expect((await messageRow(message.id)).status).toBe('queued')

    // A process that died mid-send: its claim (lease) is still on the row.
    const crashed = await queueMessage('four')
    await shop.connection.pool.query("update whatsapp_messages set status = 'queued', attempts = 1, next_attempt_at = $2 where id = $1", [
      crashed.message.id,
      new Date(now.getTime() + 60_000),
    ])
    graph.requests.length = 0

    later(61_000)
    const second = worker({ pollIntervalMs: 20 })
    second.start()
    await expect
      .poll(async () => (await Promise.all([...queued, crashed].map(({ message }) => messageRow(message.id)))).map((row) => row.status), {
        timeout: 5000,
      })
      .toEqual(['sent', 'sent', 'sent', 'sent'])
    await second.stop()
    expect(graph.requests.map((request) => request.body.text?.body).sort()).toEqual(['four', 'one', 'three', 'two'])
  })

  it('claims one message at a time, so those a dead process never tried are not held with the one it was sending', async () => {
    const sending = await queueMessage('Tu pedido está listo')
    const next = await queueMessage('Te esperamos')
    graph.script('hang')
    const sender = worker({ requestTimeoutMs: 30_000, pollIntervalMs: 10, shutdownGraceMs: 100 })
    sender.start()
    await expect.poll(() => graph.requests.length).toBe(1)
    // The one on its way is leased for one send; the next one is due as it was, for any instance to take.
    const leased = await messageRow(sending.message.id)
    expect(new Date(leased.next_attempt_at).getTime() - now.getTime()).toBeLessThanOrEqual(30_000 + 30_000)
    expect(await messageRow(next.message.id)).toMatchObject({ status: 'queued', attempts: 0 })
    expect(new Date((await messageRow(next.message.id)).next_attempt_at).getTime()).toBeLessThanOrEqual(now.getTime())
    await sender.stop()
  })

  it('stops promptly and does not send again a message WhatsApp may have received: it is failed for staff to check', async () => {
    const { orderId, message } = await queueMessage('Tu pedido está listo')
    const waiting = await queueMessage('Te esperamos')
    graph.script('hang')
    const sender = worker({ requestTimeoutMs: 30_000, pollIntervalMs: 10, shutdownGraceMs: 100 })
    sender.start()
    await expect.poll(() => graph.requests.length).toBe(1)
    const started = Date.now()
    await sender.stop()
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await messageRow(message.id)).toMatchObject({ status: 'failed', attempts: 1, last_error: SEND_UNCONFIRMED })
    expect(await whatsappSent(orderId)).toBe(false)
    // Claimed in the same round but never handed to the HTTP client: queued as if never tried.
    expect(await messageRow(waiting.message.id)).toMatchObject({ status: 'queued', attempts: 0 })

    later(RETRY_MAX_DELAY_MS)
    await worker().runOnce()
    expect(graph.requests.map((request) => request.body.text?.body)).toEqual(['Tu pedido está listo', 'Te esperamos'])
    expect((await messageRow(waiting.message.id)).status).toBe('sent')
  })

  it('lets a send in flight finish when the shop stops, so its answer is recorded', async () => {
    const { orderId, message } = await queueMessage()
    let arrived = () => {}
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve
    })
    graph.beforeAnswering(async () => {
      arrived()
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    const sender = worker({ requestTimeoutMs: 30_000, pollIntervalMs: 10, shutdownGraceMs: 5000 })
    sender.start()
    await inFlight
    await sender.stop()
    expect(await messageRow(message.id)).toMatchObject({ status: 'sent', attempts: 1, provider_message_id: expect.stringMatching(/^wamid\./) })
    expect(await whatsappSent(orderId)).toBe(true)
  })
})
