import { expect, it } from 'vitest'
import { addDaysIso, bakeryToday } from '../domain/schedule/calendar-dates'
import { describeOnEachDatabase, TEST_TIMEZONE } from './test-support/api-harness'
import { BUSINESS_TABLES, customerBody, nextPhone, sourdoughOrder } from './test-support/order-fixtures'

const HUGE = 'x'.repeat(10_240)

/** Every string field of a body replaced by 10 KB of text. */
function withHugeStrings(value: unknown): unknown {
  if (typeof value === 'string') return HUGE
  if (Array.isArray(value)) return value.map(withHugeStrings)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withHugeStrings(inner)]))
  return value
}

/** Every string field of a body with a NUL character in it (PostgreSQL cannot store one). */
function withNulStrings(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`
  if (Array.isArray(value)) return value.map(withNulStrings)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withNulStrings(inner)]))
  return value
}

/** Every field of a body replaced by a value of the wrong type. */
function withWrongTypes(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.fromEntries(Object.keys(value).map((key) => [key, { wrong: true }]))
  return { wrong: true }
}

describeOnEachDatabase('bad input on every writing endpoint', (shop) => {
  async function counts() {
    return Promise.all(BUSINESS_TABLES.map((table) => shop.count(table)))
  }

  it('answers malformed JSON, wrong types, missing fields and 10 KB strings with 400 {message, errors} and writes nothing', async () => {
    const cookie = await shop.signIn()
    const date = (await shop.call('GET', '/api/available-dates')).body[0].date
    const endpoints: Array<[string, string, Record<string, unknown>]> = [
      ['POST', '/api/customers', customerBody()],
      ['POST', '/api/orders', sourdoughOrder(1, date)],
      ['POST', '/api/products', { name: 'Concha', price: 25, description: 'Sweet bread', tags: ['sweet'] }],
      ['PUT', '/api/products/1', { name: 'Artisan Sourdough', price: 150, description: 'Loaf' }],
      ['POST', '/api/available-dates', { date: addDaysIso(bakeryToday(shop.now, TEST_TIMEZONE), 20), maxOrders: 10, notes: 'note' }],
      ['PUT', '/api/available-dates/1', { maxOrders: 10, notes: 'note' }],
      ['POST', '/api/availableDates', { date: addDaysIso(bakeryToday(shop.now, TEST_TIMEZONE), 21), maxOrders: 10, currentOrders: 0 }],
      ['PATCH', '/api/availableDates/1', { maxOrders: 10 }],
      ['PATCH', '/api/orders/1/status', { status: 'confirmed' }],
      ['PUT', '/api/orders/1/status', { status: 'confirmed' }],
      ['PATCH', '/api/orders/1/whatsapp', { sent: true }],
      ['PATCH', '/api/orders/1/payment', { paymentStatus: 'paid' }],
      ['PATCH', '/api/orders/1', { pickupDate: date }],
      ['POST', '/api/whatsapp/send', { orderId: 1, message: 'Hola' }],
      ['POST', '/api/create-payment-intent', { orderId: 1, token: 'token' }],
      ['PUT', '/api/settings', { bankName: 'BBVA' }],
      ['POST', '/api/auth/login', { username: 'someone', password: 'secret' }],
    ]
    const before = await counts()
    for (const [method, path, valid] of endpoints) {
      const variants: Array<[string, unknown]> = [
        ['malformed JSON', '{"name": '],
        ['wrong types', withWrongTypes(valid)],
        ['missing fields', {}],
        ['10 KB strings', withHugeStrings(valid)],
        ['NUL characters', withNulStrings(valid)],
        ['a JSON array', [valid]],
      ]
      for (const [name, body] of variants) {
        if (name === 'missing fields' && method !== 'POST') continue
        if (JSON.stringify(body) === JSON.stringify(valid)) continue
        const reply = await shop.call(method, path, body, { cookie })
        // Strings of 10 KB in every field can pass a route's body limit (413) before a field's own limit (400).
        expect(name === '10 KB strings' ? [400, 413] : [400], `${method} ${path} with ${name}`).toContain(reply.status)
        expect(reply.body, `${method} ${path} with ${name}`).toMatchObject({ message: expect.any(String), errors: expect.any(Array) })
      }
    }
    expect(await counts()).toEqual(before)
  })

  it('refuses numbers out of range, ids as text and prices finer than a centavo with 400, never a 500', async () => {
    const cookie = await shop.signIn()
    const date = (await shop.call('GET', '/api/available-dates')).body[0].date
    const customer = (await shop.call('POST', '/api/customers', customerBody())).body.id
    const order = sourdoughOrder(customer, date)
    const line = order.items[0]
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/api/orders', { ...order, order: { ...order.order, customerId: 99_999_999_999 } }, 'order.customerId'],
      ['POST', '/api/orders', { ...order, items: [{ ...line, productId: 99_999_999_999 }] }, 'items.0.productId'],
      ['POST', '/api/orders', { ...order, items: [{ ...line, price: 150.004 }] }, 'items.0.price'],
      ['POST', '/api/orders', { ...order, order: { ...order.order, total: 1e12 } }, 'order.total'],
      ['POST', '/api/products', { name: 'Concha', price: 25, categoryId: 99_999_999_999 }, 'categoryId'],
      ['POST', '/api/whatsapp/send', { orderId: '1', message: 'Hola' }, 'orderId'],
      ['POST', '/api/create-payment-intent', { orderId: 99_999_999_999, token: 'token' }, 'orderId'],
    ]
    const before = await counts()
    for (const [method, path, body, field] of cases) {
      const reply = await shop.call(method, path, body, { cookie })
      expect(reply.status, `${method} ${path} ${field}`).toBe(400)
      expect(
        reply.body.errors.map((error: { path: string }) => error.path),
        `${method} ${path}`,
      ).toContain(field)
    }
    expect(await counts()).toEqual(before)
  })

  it('answers bad addresses and parameters in the same error shape', async () => {
    const cookie = await shop.signIn()
    const cases: Array<[string, number]> = [
      ['/api/orders/%ZZ', 400],
      ['/api/products/abc', 400],
      ['/api/products/99999999999', 400],
      ['/api/orders/date/2026-13-45', 400],
      [`/api/products?${'q='.padEnd(20_000, 'x')}`, 431],
    ]
    for (const [path, status] of cases) {
      const reply = await shop.call('GET', path, undefined, { cookie })
      expect(reply.status, path.slice(0, 40)).toBe(status)
      expect(reply.body, path.slice(0, 40)).toMatchObject({ message: expect.any(String), errors: expect.any(Array) })
      expect(JSON.stringify(reply.body)).not.toMatch(/statusCode|stack/)
    }
  })

  it('names each problem of a field once', async () => {
    const cookie = await shop.signIn()
    const date = (await shop.call('GET', '/api/available-dates')).body[0].date
    const order = sourdoughOrder(1, date)
    const cases: Array<[string, string, unknown?]> = [
      ['POST', '/api/orders', { ...order, order: { ...order.order, pickupDate: '9999-99-99' } }],
      ['POST', '/api/orders', { ...order, order: { ...order.order, pickupDate: 'abc' } }],
      ['POST', '/api/available-dates', { date: '2026-02-30', maxOrders: 10 }],
      ['GET', '/api/production/abc'],
      ['GET', '/api/orders/date/9999-99-99'],
      ['POST', '/api/customers', { ...customerBody(), phone: 'abc' }],
      ['POST', '/api/waitlist', { date, phone: '', name: 'Ana' }],
    ]
    for (const [method, path, body] of cases) {
      const reply = await shop.call(method, path, body, { cookie })
      expect(reply.status, `${method} ${path}`).toBe(400)
      const said = reply.body.errors.map((error: { path: string; message: string }) => `${error.path}: ${error.message}`)
      expect(said.length, `${method} ${path}`).toBeGreaterThan(0)
      expect(said, `${method} ${path}`).toEqual([...new Set(said)])
    }
  })

  it('answers unknown ids with 404, a message, and the key and values a page translates', async () => {
    const cookie = await shop.signIn()
    const unknown: Array<[string, string, unknown?]> = [
      ['GET', '/api/products/424242'],
      ['PUT', '/api/products/424242', { name: 'Ghost', price: 1 }],
      ['DELETE', '/api/products/424242'],
      ['GET', '/api/orders/424242'],
      ['PATCH', '/api/orders/424242/status', { status: 'confirmed' }],
      ['PATCH', '/api/orders/424242/whatsapp', { sent: true }],
      ['GET', '/api/orders/424242/items'],
      ['PUT', '/api/available-dates/424242', { maxOrders: 5 }],
      ['DELETE', '/api/availableDates/424242'],
      ['GET', '/api/customers/424242'],
    ]
    for (const [method, path, body] of unknown) {
      const reply = await shop.call(method, path, body, { cookie })
      expect(reply.status, `${method} ${path}`).toBe(404)
      expect(reply.body.message, `${method} ${path}`).toEqual(expect.any(String))
      expect(reply.body, `${method} ${path}`).toMatchObject({ code: 'not_found', key: expect.stringMatching(/_not_found$/), values: { id: 424242 } })
    }
  })

  it('names the field that holds a NUL character, in a body, a query or a route', async () => {
    const cookie = await shop.signIn()
    const date = (await shop.call('GET', '/api/available-dates')).body[0].date
    const order = sourdoughOrder(1, date)
    const nul = await shop.call('POST', '/api/orders', { ...order, order: { ...order.order, specialInstructions: 'sin\u0000sal' } })
    expect(nul.status).toBe(400)
    expect(nul.body).toMatchObject({ code: 'validation', errors: [{ path: 'order.specialInstructions' }] })
    const query = await shop.call('GET', '/api/orders?q=%00', undefined, { cookie })
    expect(query.body).toMatchObject({ code: 'validation', errors: [{ path: 'querystring.q' }] })
    expect((await shop.call('GET', '/api/customers/whatsapp/999%00123', undefined)).status).toBe(400)
  })

  it('refuses half a character (a lone surrogate) rather than store it changed, and a message of nothing visible', async () => {
    const contacts = await shop.count('contact_messages')
    const broken = await shop.call('POST', '/api/contact', { name: 'Ana', email: 'ana@example.com', phone: nextPhone(), message: 'hola \ud800' })
    expect(broken.status).toBe(400)
    expect(broken.body).toMatchObject({ code: 'validation', errors: [{ path: 'message', key: 'broken_character_short' }] })
    expect(await shop.count('contact_messages')).toBe(contacts)
    // Nor is a message of invisible characters alone (zero-width spaces) a message.
    const invisible = await shop.call('POST', '/api/contact', { name: 'Ana', email: 'ana@example.com', message: '\u200b\u200b \u200d' })
    expect(invisible.body).toMatchObject({ code: 'validation', errors: [{ path: 'message', key: 'message_required' }] })
    expect(await shop.count('contact_messages')).toBe(contacts)
    // A whole character made of two halves is a character like any other.
    expect((await shop.call('POST', '/api/contact', { name: 'Ana', email: 'ana@example.com', phone: nextPhone(), message: 'hola 🥖' })).status).toBe(
      201,
    )
  })

  it('drops invisible direction controls: a name cannot reverse the phone beside it; a phone pasted from iOS is read', async () => {
    const cookie = await shop.signIn()
    const phone = nextPhone()
    // iOS wraps a copied number in LEFT-TO-RIGHT EMBEDDING … POP DIRECTIONAL FORMATTING.
    const customer = await shop.call('POST', '/api/customers', {
      ...customerBody(),
      name: 'Ana \u202eevil\u2066',
      phone: `\u202a+52 ${phone}\u202c`,
    })
    expect(customer.status).toBe(201)
    const stored = await shop.call('GET', `/api/customers/${customer.body.id}`, undefined, { cookie })
    expect(stored.body).toMatchObject({ name: 'Ana evil', phone: `+52${phone}` })
    const contact = await shop.call('POST', '/api/contact', { name: 'Ana \u202eevil', email: 'ana@example.com', phone, message: 'hola\u202e' })
    expect(contact.status).toBe(201)
    const inbox = await shop.call('GET', '/api/contact-messages', undefined, { cookie })
    expect(inbox.body[0]).toMatchObject({ name: 'Ana evil', message: 'hola' })
  })

  it('refuses JSON nested deeper than any form sends with 400, before anything walks it', async () => {
    const deep = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`
    // Wide and deep at once: 3,000 levels holding 48,000 values, within the 100 KB a body may have.
    const wideAndDeep = `${'['.repeat(3_000)}${'0,'.repeat(24_000)}0${']'.repeat(3_000)}`
    for (const [path, body] of [
      ['/api/orders', deep(8_000)],
      // Within the contact form's 8 KB.
      ['/api/contact', deep(3_900)],
      ['/api/auth/logout', wideAndDeep],
    ] as const) {
      const reply = await shop.call('POST', path, body, { 'content-type': 'application/json' })
      expect(reply.status, path).toBe(400)
      expect(reply.body, path).toMatchObject({ code: 'validation', key: 'input_too_deep' })
    }
  })

  it('refuses dates the database cannot store, such as year 0, with 400 on the field', async () => {
    const cookie = await shop.signIn()
    for (const path of ['/api/orders?pickupFrom=0000-01-01', '/api/orders/date/0000-01-01', '/api/production/0000-01-01']) {
      const reply = await shop.call('GET', path, undefined, { cookie })
      expect(reply.status, path).toBe(400)
      expect(reply.body.code, path).toBe('validation')
    }
  })

  it('answers an update with nothing to change, never with a 500', async () => {
    const cookie = await shop.signIn()
    for (const path of ['/api/available-dates/1', '/api/availableDates/1']) {
      const reply = await shop.call('PUT', path, {}, { cookie })
      expect(reply.status, path).toBeLessThan(500)
    }
  })

  it('reads only plain decimal ids: 0x1, 1e0, " 1" and 01 are not product 1', async () => {
    for (const id of ['0x1', '1e0', '%201', '01', '1.0', '+1']) {
      const reply = await shop.call('GET', `/api/products/${id}`)
      expect(reply.status, id).toBe(400)
      expect(reply.body.code, id).toBe('validation')
    }
  })

  it('refuses bodies larger than each route needs with 413 and its code', async () => {
    const big = (size: number) => JSON.stringify({ name: 'x'.repeat(size) })
    for (const [path, size] of [
      ['/api/auth/login', 5 * 1024],
      ['/api/customers', 17 * 1024],
      ['/api/orders', 101 * 1024],
    ] as const) {
      const reply = await shop.call('POST', path, big(size))
      expect(reply.status, path).toBe(413)
      expect(reply.body.code, path).toBe('payload_too_large')
    }
  })
})
