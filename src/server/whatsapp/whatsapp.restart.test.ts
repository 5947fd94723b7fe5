import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeWhatsapp, startFakeWhatsapp } from '../test-support/fake-whatsapp'
import { customerBody } from '../test-support/order-fixtures'
import { type ServerProcess, startServerProcess, waitUntilServing } from '../test-support/server-process'

const ADMIN = { ADMIN_USERNAME: 'outbox-admin', ADMIN_PASSWORD: 'outbox-password-1234' }
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
  it('stops promptly on SIGTERM with a send in flight, and the next server sends the queued message', async () => {
    graph.script('hang', 'hang', 'hang')
    const first = await start()
    const customer = await call(first, 'POST', '/api/customers', customerBody('9995551234'))
    const dates = (await call(first, 'GET', '/api/available-dates')).body
    const order = await call(first, 'POST', '/api/orders', {
      order: { customerId: customer.body.id, total: 150, pickupDate: dates[0].date, paymentMethod: 'cash' },
      items: [{ productId: 1, quantity: 1, price: 150, customizations: { breadFormat: 'whole' } }],
    })
    const cookie = await signIn(first)
    const queued = await call(first, 'POST', '/api/whatsapp/send', { orderId: order.body.id, message: 'Your order has been confirmed' }, cookie)
    expect(queued.status).toBe(202)
    expect((await call(first, 'GET', '/api/whatsapp/status', undefined, cookie)).body).toEqual({ configured: true })
    await expect.poll(() => graph.requests.length, { timeout: 10_000 }).toBeGreaterThan(0)

    const stoppedAt = Date.now()
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(Date.now() - stoppedAt).toBeLessThan(5000)

    graph.script()
    const second = await start()
    const again = await signIn(second)
    await expect
      .poll(async () => (await call(second, 'GET', `/api/orders/${order.body.id}/messages`, undefined, again)).body[0]?.status, { timeout: 15_000 })
      .toBe('sent')
    expect((await call(second, 'GET', `/api/orders/${order.body.id}`, undefined, again)).body.whatsappSent).toBe(true)
    expect(graph.requests.at(-1)?.body).toMatchObject({ to: '529995551234', text: { body: 'Your order has been confirmed' } })
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  }, 90_000)
})
