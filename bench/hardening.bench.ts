import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildApp } from '../src/server/app'
import { connectDatabase } from '../src/server/db/client'
import { startEmbeddedDatabase } from '../src/server/db/embedded'
import { runMigrations } from '../src/server/db/migrate'
import { ensureAdmin, seedDemo } from '../src/server/db/seed'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8)
const SLOW_CLIENTS = 400
const CUSTOMERS = 250_000

/** A client that sends a request's first bytes and then one byte a second, as a slowloris does. */
function slowClient(port: number): net.Socket {
  const socket = net.connect(port, '127.0.0.1', () => socket.write('POST /api/customers HTTP/1.1\r\nHost: shop\r\nContent-Length: 100000\r\n\r\n{'))
  const drip = setInterval(() => socket.writable && socket.write('x'), 1000)
  socket.on('close', () => clearInterval(drip))
  socket.on('error', () => {})
  return socket
}

async function medianMs(times: number, run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await run()
    samples.push(performance.now() - started)
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0
}

/** Reads while slow clients hold connections open, and the staff lists with a quarter of a million customers. */
export async function runHardeningBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-hard-'))
  const database = await startEmbeddedDatabase(dataDir, () => {}, { ownSignals: false })
  try {
    await runMigrations(database.url)
    const connection = connectDatabase(database.url, 10)
    await seedDemo(connection.db, { now: new Date(), timeZone: 'America/Merida', log: () => {} })
    await ensureAdmin(connection.db, { username: 'bench', password: 'bench-password-123', log: () => {} })
    const app = await buildApp({ db: connection.db, config: { BAKERY_TIMEZONE: 'America/Merida', WEB_DIST_DIR: '/nonexistent' } })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as net.AddressInfo).port
    const url = `http://127.0.0.1:${port}`

    const slow = Array.from({ length: SLOW_CLIENTS }, () => slowClient(port))
    const reads = await autocannon({ url: `${url}/api/products`, connections: 20, duration: DURATION_S })
    for (const socket of slow) socket.destroy()
    console.info(
      `GET /api/products with ${SLOW_CLIENTS} slow clients connected: ${reads.requests.average.toFixed(0)} req/s, ` +
        `p50 ${reads.latency.p50} ms, p99 ${reads.latency.p99} ms, non-2xx ${reads.non2xx}`,
    )

    // 3,000 nested arrays holding 48,000 values (100 KB): a stranger's body meant to keep the input guard busy.
    const nested = `${'['.repeat(3_000)}${'0,'.repeat(24_000)}0${']'.repeat(3_000)}`
    const guardMs = await medianMs(20, () =>
      fetch(`${url}/api/auth/logout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: nested }).then((reply) =>
        reply.arrayBuffer(),
      ),
    )
    console.info(`POST /api/auth/logout with a 100 KB body nested 3,000 deep: median ${guardMs.toFixed(1)} ms (refused with 400)`)

    await connection.pool.query(
      "insert into customers (name, phone, email, created_at) select 'Cliente ' || n, '+5299' || lpad(n::text, 8, '0'), 'c' || n || '@example.com', now() - n * interval '1 second' from generate_series(1, $1) n",
      [CUSTOMERS],
    )
    // What autovacuum does within a minute of a bulk load: without statistics the planner guesses every plan.
    await connection.pool.query('analyze customers')
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password: 'bench-password-123' }),
    })
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
    for (const list of ['/api/customers', '/api/customers/stats', '/api/customers?q=Cliente%2012345', '/api/orders']) {
      const ms = await medianMs(10, () => fetch(`${url}${list}`, { headers: { cookie } }).then((reply) => reply.arrayBuffer()))
      console.info(`GET ${list} with ${CUSTOMERS.toLocaleString('en-US')} customers: median ${ms.toFixed(1)} ms${ms < 50 ? '' : ' (over 50 ms)'}`)
    }
    console.info(
      `server memory (RSS) after ${CUSTOMERS.toLocaleString('en-US')} customers: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`,
    )

    await app.close()
    await connection.close()
  } finally {
    await database.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
