import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import cookie from '@fastify/cookie'
import Fastify from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { SIGNED_OUT_CLOSE_CODE } from '../../domain/orders/live-order-messages'
import { registerLiveOrders } from '../plugins/websocket'
import { createDatabaseFrom, dropDatabase } from '../test-support/api-harness'

const ADMIN = { username: 'feed-admin', password: 'feed-password-1234' }
const ARRIVAL_LIMIT_MS = 2000

type Instance = { url: string; process: ChildProcess; output: string[] }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** A real shop process, exactly as `npm start` runs it, on the shared database. */
async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const instance = { url: `http://127.0.0.1:${port}`, process: child, output: [] as string[] }
  child.stdout?.on('data', (chunk) => instance.output.push(String(chunk)))
  child.stderr?.on('data', (chunk) => instance.output.push(String(chunk)))
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop exited early: ${instance.output.join('')}`)
    const ready = await fetch(`${instance.url}/api/products`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return instance
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`shop did not start: ${instance.output.join('')}`)
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance || instance.process.exitCode !== null) return
  const exited = new Promise((resolve) => instance.process.once('exit', resolve))
  instance.process.kill('SIGTERM')
  await exited
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(ADMIN),
  })
  expect(response.status).toBe(200)
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

async function post(baseUrl: string, path: string, body: unknown, cookie?: string) {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as any }
}

/** Places a one-loaf order through the public API, as the storefront does. */
async function placeOrder(baseUrl: string, phoneSuffix: number) {
  const dates = (await (await fetch(`${baseUrl}/api/available-dates`)).json()) as Array<{ date: string; currentOrders: number; maxOrders: number }>
  const day = dates.find((candidate) => candidate.currentOrders < candidate.maxOrders)
  if (!day) throw new Error('no open baking day')
  const customer = await post(baseUrl, '/api/customers', {
    name: 'Lucía Pech',
    email: 'lucia@example.com',
    phone: `9991${String(phoneSuffix).padStart(6, '0')}`,
    streetAddress: 'Calle 60 #491 x 57 y 59',
    colonia: 'Centro',
    city: 'Mérida',
    state: 'Yucatán',
    postalCode: '97000',
  })
  expect(customer.status).toBe(201)
  const order = await post(baseUrl, '/api/orders', {
    order: {
      customerId: customer.body.id,
      total: 150,
      pickupDate: day.date,
      pickupTime: '9:00 AM - 11:00 AM',
      isDelivery: false,
      paymentMethod: 'cash',
    },
    items: [{ productId: 1, quantity: 1, price: 150, customizations: { breadFormat: 'whole' } }],
  })
  expect(order.status).toBe(201)
  return order.body as { id: number; total: number }
}

function openFeed(baseUrl: string, cookie?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, { headers: cookie ? { cookie } : {} })
    socket.once('open', () => resolve(socket))
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)))
    socket.once('error', reject)
  })
}

function nextMessage(socket: WebSocket, matches: (message: any) => boolean, timeoutMs: number): Promise<any> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('message', onMessage)
      reject(new Error(`no matching message within ${timeoutMs} ms`))
    }, timeoutMs)
    const onMessage = (raw: WebSocket.RawData) => {
      const message = JSON.parse(raw.toString())
      if (!matches(message)) return
      clearTimeout(timer)
      socket.off('message', onMessage)
      resolve(message)
    }
    socket.on('message', onMessage)
  })
}

describe.each(inject('databaseServers'))('live order feed across two shop processes on $name', (server) => {
  let databaseUrl = ''
  let instanceA: Instance | undefined
  let instanceB: Instance | undefined

  beforeAll(async () => {
    databaseUrl = await createDatabaseFrom(server)
    // One after the other, so only the first one seeds the empty database.
    instanceA = await startInstance(databaseUrl)
    instanceB = await startInstance(databaseUrl)
  }, 90_000)

  afterAll(async () => {
    await Promise.all([stopInstance(instanceA), stopInstance(instanceB)])
    if (databaseUrl) await dropDatabase(server, databaseUrl)
  }, 30_000)

  it('delivers NEW_ORDER to a dashboard on instance B within 2 s of an order placed through instance A', async () => {
    const a = instanceA as Instance
    const b = instanceB as Instance
    const socket = await openFeed(b.url, await signIn(b.url))
    try {
      const arrival = nextMessage(socket, (message) => message.type === 'NEW_ORDER', ARRIVAL_LIMIT_MS + 500)
      const placedAt = Date.now()
      const placed = await placeOrder(a.url, 1)
      const message = await arrival
      expect(Date.now() - placedAt).toBeLessThan(ARRIVAL_LIMIT_MS)
      expect(message.order).toMatchObject({ id: placed.id, customerName: 'Lucía Pech', total: 150, status: 'pending' })
      expect(message.order.items).toHaveLength(1)
      expect(message.order.customer.name).toBe('Lucía Pech')
    } finally {
      socket.close()
    }
  })

  it('announces a status change made on one instance as ORDER_UPDATED on the other', async () => {
    const a = instanceA as Instance
    const b = instanceB as Instance
    const placed = await placeOrder(a.url, 2)
    const socket = await openFeed(b.url, await signIn(b.url))
    try {
      const update = nextMessage(socket, (message) => message.type === 'ORDER_UPDATED' && message.order.id === placed.id, ARRIVAL_LIMIT_MS)
      const cookie = await signIn(a.url)
      const response = await fetch(`${a.url}/api/orders/${placed.id}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: a.url, cookie },
        body: JSON.stringify({ status: 'confirmed' }),
      })
      expect(response.status).toBe(200)
      expect((await update).order.status).toBe('confirmed')
    } finally {
      socket.close()
    }
  })

  it('reopens its LISTEN connection after PostgreSQL drops it, tells clients to reload, and keeps delivering', async () => {
    const a = instanceA as Instance
    const b = instanceB as Instance
    const socket = await openFeed(b.url, await signIn(b.url))
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    try {
      const resync = nextMessage(socket, (message) => message.type === 'RESYNC', 5000)
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'",
      )
      expect(killed.rowCount).toBe(2)
      await resync
      const arrival = nextMessage(socket, (message) => message.type === 'NEW_ORDER', ARRIVAL_LIMIT_MS)
      const placed = await placeOrder(a.url, 3)
      expect((await arrival).order.id).toBe(placed.id)
    } finally {
      socket.close()
      await admin.end()
    }
  })

  it('sends nothing more to a dashboard on B once its session is signed out on A, and closes it as signed out', async () => {
    const a = instanceA as Instance
    const b = instanceB as Instance
    const cookie = await signIn(b.url)
    const socket = await openFeed(b.url, cookie)
    const witness = await openFeed(b.url, await signIn(b.url))
    const received: any[] = []
    socket.on('message', (raw) => received.push(JSON.parse(raw.toString())))
    const closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)))
    try {
      expect((await post(a.url, '/api/auth/logout', {}, cookie)).status).toBe(200)
      const arrival = nextMessage(witness, (message) => message.type === 'NEW_ORDER', ARRIVAL_LIMIT_MS + 500)
      const placed = await placeOrder(a.url, 4)
      // A dashboard still signed in on B gets the order: the signed-out one had every chance to get it too.
      expect((await arrival).order.id).toBe(placed.id)
      const stillOpen = new Promise((resolve) => setTimeout(() => resolve('still open'), ARRIVAL_LIMIT_MS))
      await expect(Promise.race([closed, stillOpen])).resolves.toBe(SIGNED_OUT_CLOSE_CODE)
      expect(received).toEqual([])
    } finally {
      socket.close()
      witness.close()
    }
  })

  it('answers a ping with a pong', async () => {
    const b = instanceB as Instance
    const socket = await openFeed(b.url, await signIn(b.url))
    try {
      const pong = nextMessage(socket, (message) => message.type === 'pong', ARRIVAL_LIMIT_MS)
      socket.send(JSON.stringify({ type: 'ping' }))
      await expect(pong).resolves.toEqual({ type: 'pong' })
    } finally {
      socket.close()
    }
  })

  it('caps the staff order list: ?limit= newest by order date, 400 outside 1..200', async () => {
    const a = instanceA as Instance
    const cookie = await signIn(a.url)
    const list = (query: string) => fetch(`${a.url}/api/orders${query}`, { headers: { cookie } })
    const all = (await (await list('')).json()) as Array<{ id: number }>
    expect(all.length).toBeGreaterThanOrEqual(2)
    const newest = (await (await list('?limit=1')).json()) as Array<{ id: number }>
    expect(newest.map((order) => order.id)).toEqual([Math.max(...all.map((order) => order.id))])
    expect((await list('?limit=0')).status).toBe(400)
    expect((await list('?limit=201')).status).toBe(400)
  })

  it('sums every order for the dashboard cards, not only the capped list, and only for staff', async () => {
    const a = instanceA as Instance
    const cookie = await signIn(a.url)
    const all = (await (await fetch(`${a.url}/api/orders?limit=200`, { headers: { cookie } })).json()) as Array<{ total: number; status: string }>
    const capped = (await (await fetch(`${a.url}/api/orders?limit=1`, { headers: { cookie } })).json()) as Array<{ total: number }>
    expect(capped).toHaveLength(1)
    const summary = await (await fetch(`${a.url}/api/orders/summary`, { headers: { cookie } })).json()
    const active = all.filter((order) => order.status !== 'cancelled')
    const revenue = active.reduce((total, order) => Math.round((total + order.total) * 100) / 100, 0)
    expect(summary).toEqual({
      totalOrders: all.length,
      pendingOrders: all.filter((order) => order.status === 'pending').length,
      totalRevenue: revenue,
      paidRevenue: 0,
      owedRevenue: revenue,
      refundDue: 0,
      refundDueOrders: 0,
    })
    expect((await fetch(`${a.url}/api/orders/summary`)).status).toBe(401)
  })

  it('refuses an anonymous websocket upgrade with 401', async () => {
    await expect(openFeed((instanceA as Instance).url)).rejects.toThrow('refused with 401')
    await expect(openFeed((instanceA as Instance).url, 'bakery_session=not-a-real-session')).rejects.toThrow('refused with 401')
  })

  it('refuses an upgrade started from another site, even with a valid session', async () => {
    const b = instanceB as Instance
    const cookie = await signIn(b.url)
    const attempt = new Promise((resolve, reject) => {
      const socket = new WebSocket(`${b.url.replace('http', 'ws')}/ws`, { headers: { cookie, origin: 'https://evil.example' } })
      socket.once('open', () => reject(new Error('opened')))
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode))
      socket.once('error', reject)
    })
    await expect(attempt).resolves.toBe(403)
  })
})

describe('the /ws plugin on its own', () => {
  it('broadcasts feed messages to signed-in sockets and closes a socket whose session has ended', async () => {
    let signedIn = true
    let publish: (message: any) => void = () => {}
    const feed = {
      start: async () => {},
      stop: async () => {},
      isListening: () => true,
      subscribe: (listener: (message: any) => void) => {
        publish = listener
        return () => {}
      },
    }
    const sessions = {
      userFor: async () => (signedIn ? { id: 1, username: 'a', isAdmin: true, managesStaff: false, name: null, email: null } : null),
    }
    const app = Fastify()
    await app.register(cookie)
    await registerLiveOrders(app, feed, sessions, 100)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    try {
      const socket = await openFeed(base, 'bakery_session=abc')
      const message = nextMessage(socket, (received) => received.type === 'RESYNC', 1000)
      publish({ type: 'RESYNC' })
      await expect(message).resolves.toEqual({ type: 'RESYNC' })
      const closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)))
      signedIn = false
      await expect(closed).resolves.toBe(SIGNED_OUT_CLOSE_CODE)
    } finally {
      await app.close()
    }
  })
})
