import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, inject } from 'vitest'
import { type App, type AppDeps, buildApp } from '../app'
import { connectDatabase, type Database, type DatabaseConnection } from '../db/client'
import { prepareShop } from '../db/seed'
import { type TestDatabaseServer, withDatabase } from './global-setup'

export const TEST_TIMEZONE = 'America/Merida'
export const ADMIN = { username: 'test-admin', password: 'correct horse battery staple' }

export type Reply<T = any> = { status: number; body: T; headers: Headers }

export type Harness = {
  server: TestDatabaseServer
  connection: DatabaseConnection
  app: App
  baseUrl: string
  /** The instant the app believes it is; tests may move it. */
  now: Date
  call: <T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Reply<T>>
  signIn: () => Promise<string>
  count: (table: string) => Promise<number>
}

export async function createDatabaseFrom(server: TestDatabaseServer): Promise<string> {
  const name = `${server.template}_${randomBytes(4).toString('hex')}`
  const client = new pg.Client({ connectionString: server.adminUrl })
  await client.connect()
  await client.query(`create database ${name} template ${server.template}`)
  await client.end()
  return withDatabase(server.adminUrl, name)
}

export async function dropDatabase(server: TestDatabaseServer, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: server.adminUrl })
  await client.connect()
  await client.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`)
  await client.end()
}

type Listening = Pick<Harness, 'app' | 'baseUrl' | 'call' | 'signIn'>

/** An app on `db` listening on a free port, with a client that speaks HTTP to it as the browser does. */
export async function listenOver(db: Database, clock: () => Date, config: Partial<AppDeps['config']> = {}): Promise<Listening> {
  // Tests that are not about the per-client limits place many orders from one address and one phone: limits far away.
  const relaxed = { RATE_LIMIT_MULTIPLIER: 1000, MAX_ORDERS_PER_CUSTOMER_DAY: 1000 }
  const app = await buildApp({ db, config: { BAKERY_TIMEZONE: TEST_TIMEZONE, WEB_DIST_DIR: '/nonexistent', ...relaxed, ...config }, clock })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const call: Harness['call'] = async (method, path, body, headers = {}) => {
    const response = await fetch(baseUrl + path, {
      method,
      headers: { origin: baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {}
    return { status: response.status, body: parsed as any, headers: response.headers }
  }
  const signIn = async () => {
    const reply = await call('POST', '/api/auth/login', ADMIN)
    if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status}`)
    return (reply.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  }
  return { app, baseUrl, call, signIn }
}

/**
 * Runs `define` once per PostgreSQL server, against a fresh seeded database and an app listening on a
 * real port: the tests speak HTTP to it exactly as the browser does.
 */
export function describeOnEachDatabase(name: string, define: (harness: Harness) => void, { seed = true } = {}): void {
  describe.each(inject('databaseServers'))(`${name} on $name`, (server) => {
    // TEST_NOW (an ISO instant) replays a run at the time a CI run failed: clock traps show up at some hours only.
    const harness = { server, now: new Date(process.env.TEST_NOW ?? Date.now()) } as Harness
    beforeAll(async () => {
      const url = await createDatabaseFrom(server)
      harness.connection = connectDatabase(url, 20)
      const db = harness.connection.db
      // As the shop starts (main.ts), the demo only when asked.
      await prepareShop(db, { demo: seed, now: harness.now, timeZone: TEST_TIMEZONE, admin: ADMIN, log: () => {} })
      Object.assign(harness, await listenOver(db, () => harness.now, { TRUST_PROXY: 1 }))
      harness.count = async (table) => {
        const result = await harness.connection.pool.query(`select count(*)::int as n from ${table}`)
        return result.rows[0].n
      }
    })
    afterAll(async () => {
      await harness.app?.close()
      await harness.connection?.close()
      await dropDatabase(server, harness.connection.url)
    })
    define(harness)
  })
}
