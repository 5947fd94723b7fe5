import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverWebhook, type FakeWhatsapp, replyWebhook, startFakeWhatsapp } from '../test-support/fake-whatsapp'
import { customerBody } from '../test-support/order-fixtures'
import { type ServerProcess, startServerProcess, waitUntilServing } from '../test-support/server-process'
import { SEND_UNCONFIRMED, SHUTDOWN_GRACE_MS } from './whatsapp.worker'

const ADMIN = { ADMIN_USERNAME: 'outbox-admin', ADMIN_PASSWORD: 'outbox-password-1234' }
const APP_SECRET = 'outbox-app-secret'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'))
const running: ServerProcess[] = []
let graph: FakeWhatsapp

beforeAll(async () => {
  graph = await startFakeWhatsapp()
})

afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  await Promise.all(running.map((server) => server.exited))
  await graph?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    ...ADMIN,
    WHATSAPP_TOKEN: graph.token,
    WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId,
    WHATSAPP_API_BASE: graph.url,
    WHATSAPP_APP_SECRET: APP_SECRET,
  })
  running.push(server)
  await waitUntilServing(server)
  return server
}

async function call(server: ServerProcess, method: string, url: string, body?: unknown, cookie = '') {
  const response = await fetch(server.baseUrl + url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

async function signIn(server: ServerProcess): Promise<string> {
  const reply = await call(server, 'POST', '/api/auth/login', { username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD })
  return (reply.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

describe('the WhatsApp outbox across a server restart', () => {
  it('stops promptly on SIGTERM with a send in flight, and the next server does not send that message again', async () => {
    graph.script('hang', 'hang', 'hang')
    const first = await start()
    const customer = await call(first, 'POST', '/api/customers', customerBody('9995551234'))
    const dates = (await call(first, 'GET', '/api/available-dates')).body
    const order = await call(first, 'POST', '/api/orders', {
      order: { customerId: customer.body.id, total: 150, pickupDate: dates[0].date, paymentMethod: 'cash' },
      items: [{ productId: 1, quantity: 1, price: 150, customizations: { breadFormat: 'whole' } }],
    })
    const cookie = await signIn(first)
    // The customer wrote first: staff's own words may answer within the 24-hour window.
    expect((await deliverWebhook(first.baseUrl, replyWebhook('5219995551234', 'Hola'), { appSecret: APP_SECRET })).status).toBe(200)
    const queued = await call(first, 'POST', '/api/whatsapp/send', { orderId: order.body.id, message: 'Your order has been confirmed' }, cookie)
    expect(queued.status).toBe(202)
    expect((await call(first, 'GET', '/api/whatsapp/status', undefined, cookie)).body).toEqual({ configured: true })
    await expect.poll(() => graph.requests.length, { timeout: 10_000 }).toBeGreaterThan(0)

    const stoppedAt = Date.now()
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(Date.now() - stoppedAt).toBeLessThan(SHUTDOWN_GRACE_MS + 5000)

    // WhatsApp had the request when the shop stopped: it may have reached the customer, so staff decide.
    graph.script()
    const second = await start()
    const again = await signIn(second)
    const later = await call(second, 'POST', '/api/whatsapp/send', { orderId: order.body.id, message: 'See you tomorrow' }, again)
    expect(later.status).toBe(202)
    const history = async () => (await call(second, 'GET', `/api/orders/${order.body.id}/messages`, undefined, again)).body
    await expect.poll(async () => (await history())[0]?.status, { timeout: 15_000 }).toBe('sent')
    expect((await history())[1]).toMatchObject({ body: 'Your order has been confirmed', status: 'failed', lastError: SEND_UNCONFIRMED })
    expect(graph.requests.map((request) => request.body.text?.body)).toEqual(['Your order has been confirmed', 'See you tomorrow'])
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  }, 90_000)
})
