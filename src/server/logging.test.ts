import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { connectDatabase } from './db/client'
import { createLogger, scrubLogLine } from './logging'
import { TEST_TIMEZONE } from './test-support/api-harness'
import { customerBody } from './test-support/order-fixtures'
import { freePort, startServerProcess, waitUntilServing } from './test-support/server-process'

describe('scrubbing a log line', () => {
  const token = randomBytes(32).toString('base64url')
  it.each([
    [`{"url":"/api/orders/12?token=${token}"}`, '{"url":"/api/orders/12?token=[redacted]"}'],
    [`session ${token} ended`, 'session [secret] ended'],
    [
      '{"msg":"Failed query: insert into customers ... params: María González,maria@example.com,+529991234567,Calle 60"}',
      '{"msg":"Failed query: insert into customers ... params: [redacted]"}',
    ],
    ['{"phone":"+52 999 123 4567","other":"9991234567","old":"521 999 123 4567"}', '{"phone":"[phone]","other":"[phone]","old":"[phone]"}'],
    ['{"email":"maria@example.com"}', '{"email":"[email]"}'],
    [
      '{"path":"/x/%2B52%20999%20111%202233/","other":"/x/999%20111%202233","plus":"/x/%2b529991112233?a=1"}',
      '{"path":"/x/[phone]/","other":"/x/[phone]","plus":"/x/[phone]?a=1"}',
    ],
    ['{"time":1795565928781,"pid":344,"orderId":123,"total":450.5}', '{"time":1795565928781,"pid":344,"orderId":123,"total":450.5}'],
    // A failed query logged as an error object: its parameters are a field of their own.
    [
      '{"err":{"type":"DrizzleQueryError","params":["x",112,"127.0.0.1","{\\"name\\":\\"Cliente [s4]\\"}",[1,"a]"]],"query":"insert"}}',
      '{"err":{"type":"DrizzleQueryError","params":"[redacted]","query":"insert"}}',
    ],
  ])('%s', (line, scrubbed) => {
    expect(scrubLogLine(line)).toBe(scrubbed)
  })
})

describe('the request log', () => {
  it('names the WhatsApp lookup by its route, never by the number looked up, however the browser spelt it', async () => {
    const lines: string[] = []
    // No database answers: the lookups fail, and their request lines are written all the same.
    const nobody = connectDatabase(`postgres://shop:secret@127.0.0.1:${await freePort()}/shop`)
    const app = await buildApp({
      db: nobody.db,
      config: { BAKERY_TIMEZONE: TEST_TIMEZONE, WEB_DIST_DIR: '/nonexistent' },
      logger: createLogger('info', { write: (line: string) => lines.push(line) }),
    })
    const spellings = ['%2B52%20999%20111%202233', '999%20111%202233', '%2B529991112233', '%2B44%207700%20900123', '%2B1-415-555-0100']
    try {
      for (const spelling of spellings) await app.inject({ method: 'GET', url: `/api/customers/whatsapp/${spelling}` })
    } finally {
      await app.close()
      await nobody.close()
    }
    const log = lines.join('')
    for (const shown of [...spellings, ...spellings.map(decodeURIComponent), '9991112233']) {
      expect(log.includes(shown), `the log shows ${shown}`).toBe(false)
    }
    expect(log).toContain('"path":"/api/customers/whatsapp/:number"')
  })
})

describe('what a running shop writes to its log', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-log-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('never carries tokens, session ids, phone numbers, emails or SQL parameters, whatever the requests do', async () => {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      ADMIN_USERNAME: 'log-admin',
      ADMIN_PASSWORD: 'a long enough password',
    })
    await waitUntilServing(server)
    const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.baseUrl}${url}`, {
        method,
        headers: { origin: server.baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    try {
      const customer = customerBody('9997654321')
      const { id } = await (await call('POST', '/api/customers', customer)).json()
      const [day] = await (await call('GET', '/api/available-dates')).json()
      const order = {
        order: { customerId: id, total: 150, pickupDate: day.date, isDelivery: false, paymentMethod: 'cash' },
        items: [{ productId: 1, quantity: 1, price: 150 }],
      }
      const placed = await (await call('POST', '/api/orders', order)).json()
      await call('GET', `/api/orders/${placed.id}?token=${placed.accessToken}`)
      await call('GET', `/api/customers/whatsapp/${customer.phone}`)
      const login = await call('POST', '/api/auth/login', { username: 'log-admin', password: 'a long enough password' })
      const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
      await call('GET', `/api/orders?q=${customer.email}`, undefined, { cookie })
      // A failing query's text names its parameters: an id past PostgreSQL's integer, sent where only staff reach.
      await call('POST', '/api/whatsapp/send', { orderId: placed.id, message: `Hola ${customer.email} ${customer.phone}` }, { cookie })

      const log = server.output()
      const session = cookie.split('=')[1] ?? ''
      for (const secret of [placed.accessToken, session, customer.email, '9997654321', '999 765 4321', 'params: ']) {
        expect(log.includes(secret), `the log shows ${secret}`).toBe(false)
      }
      expect(log).toMatch(/"path":"\/api\/orders\/\d+"/)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, 60_000)
})
