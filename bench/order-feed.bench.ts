import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import WebSocket from 'ws'
import { buildApp } from '../src/server/app'
import { connectDatabase } from '../src/server/db/client'
import { startEmbeddedDatabase } from '../src/server/db/embedded'
import { runMigrations } from '../src/server/db/migrate'
import { ensureAdmin, seedDemo } from '../src/server/db/seed'

const ORDERS_IN_DATABASE = 10_000
const LIST_CALLS = 30
const LIVE_ORDERS = 100
const TIME_ZONE = 'America/Merida'
const ADMIN = { username: 'bench-admin', password: 'bench-password-1234' }

const median = (values: number[]) => percentile(values, 0.5)
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN
}

/** 10,000 orders with one line each, from 500 customers over the demo's days, written in one statement each. */
async function fillOrders(pool: pg.Pool) {
  await pool.query(`
    insert into customers (name, email, phone, city, state)
    select 'Bench customer ' || n, 'bench' || n || '@example.com', '+52999' || lpad(n::text, 7, '0'), 'Mérida', 'Yucatán'
    from generate_series(1, 500) as n`)
  await pool.query(
    `
    insert into orders (customer_id, total, status, order_date, pickup_date, pickup_time, access_token)
    select c.id, 150, (array['pending','confirmed','completed','cancelled'])[1 + n % 4],
           now() - (n || ' minutes')::interval, current_date + (n % 14), '9:00 AM - 11:00 AM', md5(random()::text || n)
    from generate_series(1, $1::int) as n
    join lateral (select id from customers order by id offset (n % 500) limit 1) c on true`,
    [ORDERS_IN_DATABASE],
  )
  await pool.query(`
    insert into order_items (order_id, product_id, product_name, quantity, price)
    select id, 1, 'Artisan Sourdough', 1, 150 from orders`)
  await pool.query('analyze')
}

async function measureOn(url: string) {
  await runMigrations(url)
  const connection = connectDatabase(url, 10)
  try {
    await seedDemo(connection.db, { now: new Date(), timeZone: TIME_ZONE, log: () => {} })
    await ensureAdmin(connection.db, { ...ADMIN, log: () => {} })
    await fillOrders(connection.pool)

    // One bench customer places every order of one day: the per-client and per-customer limits are not what is measured.
    const limits = { RATE_LIMIT_MULTIPLIER: 100_000, MAX_ORDERS_PER_CUSTOMER_DAY: 1_000_000 }
    const app = await buildApp({
      db: connection.db,
      config: { BAKERY_TIMEZONE: TIME_ZONE, WEB_DIST_DIR: '/nonexistent', ...limits },
      databaseUrl: url,
    })
    const serverMs: number[] = []
    app.addHook('onResponse', async (request, reply) => {
      if (request.url.startsWith('/api/orders') && request.method === 'GET') serverMs.push(reply.elapsedTime)
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    try {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

      const today = new Date().toISOString().slice(0, 10)
      // 200 is the most rows a page may ask for (CONTRACT: lists staff read are paged).
      const queries = ['', '?limit=200&page=50', '?limit=10&q=customer%2042', `?pickupFrom=${today}&limit=200`]
      for (const query of queries) {
        serverMs.length = 0
        let rows = 0
        for (let call = 0; call < LIST_CALLS; call++)
          rows = ((await (await fetch(`${base}/api/orders${query}`, { headers: { cookie } })).json()) as unknown[]).length
        console.info(
          `  GET /api/orders${query || ' (default page of 200)'} with ${ORDERS_IN_DATABASE} orders in the database: ${rows} rows, server time median ${median(serverMs).toFixed(1)} ms, p95 ${percentile(serverMs, 0.95).toFixed(1)} ms`,
        )
      }

      const date = ((await (await fetch(`${base}/api/available-dates`)).json()) as Array<{ date: string }>)[0]?.date
      await connection.pool.query('update available_dates set max_orders = 10000000 where date = $1', [date])
      const customer = (await (
        await fetch(`${base}/api/customers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Feed Bench',
            email: 'feed@example.com',
            phone: '9997776655',
            streetAddress: 'Calle 60 #491',
            colonia: 'Centro',
            city: 'Mérida',
            state: 'Yucatán',
            postalCode: '97000',
          }),
        })
      ).json()) as { id: number }

      const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie } })
      await new Promise((resolve, reject) => {
        socket.once('open', resolve)
        socket.once('error', reject)
      })
      const arrivals = new Map<number, number>()
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as { type: string; order?: { id: number } }
        if (message.type === 'NEW_ORDER' && message.order) arrivals.set(message.order.id, performance.now())
      })
      const body = JSON.stringify({
        order: { customerId: customer.id, total: 150, pickupDate: date, pickupTime: '9:00 AM - 11:00 AM', isDelivery: false, paymentMethod: 'cash' },
        items: [{ productId: 1, quantity: 1, price: 150, customizations: { breadFormat: 'whole' } }],
      })
      const latencies: number[] = []
      for (let n = 0; n < LIVE_ORDERS; n++) {
        const placedAt = performance.now()
        const reply = await fetch(`${base}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        const { id } = (await reply.json()) as { id: number }
        const deadline = performance.now() + 2000
        while (!arrivals.has(id) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1))
        const arrivedAt = arrivals.get(id)
        if (arrivedAt !== undefined) latencies.push(arrivedAt - placedAt)
      }
      socket.close()
      console.info(
        `  order placed (POST sent) -> NEW_ORDER received over /ws, ${LIVE_ORDERS} orders one after another: median ${median(latencies).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms, ${LIVE_ORDERS - latencies.length} missing`,
      )
    } finally {
      await app.close()
    }
  } finally {
    await connection.close()
  }
}

/**
 * The staff order list with 10,000 orders in the database (server time, from Fastify's own clock),
 * and how long a placed order takes to reach a dashboard socket through LISTEN/NOTIFY — on the
 * embedded PostgreSQL and, when DATABASE_URL is set, on that server (in a scratch database).
 */
export async function runOrderFeedBench(): Promise<void> {
  console.info('Staff order list and live feed (bench/order-feed.bench.ts)')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-feed-bench-'))
  const embedded = await startEmbeddedDatabase(dataDir, () => {}, { ownSignals: false })
  try {
    console.info(' embedded PostgreSQL 18:')
    await measureOn(embedded.url)
  } finally {
    await embedded.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  const external = process.env.DATABASE_URL
  if (!external) return
  const name = `shop_feed_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: external })
  await admin.connect()
  await admin.query(`create database ${name}`)
  try {
    const url = new URL(external)
    url.pathname = `/${name}`
    const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version
    console.info(` PostgreSQL ${version} at DATABASE_URL (scratch database ${name}):`)
    await measureOn(url.toString())
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}
