import net from 'node:net'
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { createCustomer, openDates, sourdoughOrder } from '../test-support/order-fixtures'
import { isProtectedPath } from './access-control'
import { registeredRoutes } from './security'

/**
 * The anonymous routes of the run contract, plus the storefront's public reads (settings, payments config)
 * and giving up one's own card order (guarded by the order's token, like create-payment-intent). Anything
 * else marked public is a mistake this test catches.
 */
const CONTRACT_PUBLIC_ROUTES = new Set([
  'GET /api/products',
  'GET /api/products/:id',
  'GET /api/categories',
  'GET /api/available-dates',
  'GET /api/availableDates',
  'POST /api/customers',
  'GET /api/customers/whatsapp/:number',
  'POST /api/orders',
  'GET /api/orders/:id',
  'POST /api/create-payment-intent',
  'POST /api/orders/:id/abandon',
  'GET /api/orders/:id/stripe-voucher',
  'POST /api/stripe/webhook',
  'GET /api/whatsapp/webhook',
  'POST /api/whatsapp/webhook',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/user',
  'GET /api/settings',
  'GET /api/payments/config',
  // Messages from visitors (CONTRACT).
  'POST /api/contact',
  'POST /api/newsletter',
  'POST /api/newsletter/unsubscribe',
  // The customer's factura request, with the order's token (CONTRACT 'Mexican payments and paperwork').
  'POST /api/orders/:id/invoice-request',
  'POST /api/orders/:id/receipt',
  'GET /api/orders/:id/invoice-request',
  'GET /api/orders/:id/factura/:format',
  // Regulars and full days (CONTRACT): the standing order with the order's token, then its manage token; the waitlist
  // with the entry's token.
  'POST /api/orders/:id/standing',
  // Whether the order (its own token) already belongs to a series: its page then offers none.
  'GET /api/orders/:id/standing',
  'GET /api/standing-orders/:id',
  'PATCH /api/standing-orders/:id',
  'POST /api/standing-orders/:id/place',
  'POST /api/waitlist',
  'GET /api/waitlist/:id',
  'POST /api/waitlist/:id/claim',
  'POST /api/waitlist/:id/leave',
  // The API's own description (CONTRACT).
  'GET /api/openapi.json',
  'GET /api/docs',
])

const SAMPLE_PARAMS: Record<string, string> = { date: '2030-01-15', number: '9991234567' }

function concretePath(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1').replace(/\*$/, 'anything')
}

describeOnEachDatabase('security', (shop) => {
  it('walks the route table: every non-public /api route (and /ws) answers 401 to an anonymous request', async () => {
    const protectedRoutes = registeredRoutes(shop.app).filter((route) => isProtectedPath(route.url) && !route.public && route.method !== 'HEAD')
    expect(protectedRoutes.length).toBeGreaterThan(20)
    for (const required of [
      'PATCH /api/orders/:id/status',
      'GET /api/orders',
      'GET /api/customers',
      'POST /api/availableDates',
      'PUT /api/settings',
    ]) {
      expect(protectedRoutes.map((route) => `${route.method} ${route.url}`)).toContain(required)
    }
    const answers = await Promise.all(
      protectedRoutes.map(async (route) => {
        const reply = await shop.call(route.method, concretePath(route.url), route.method === 'GET' || route.method === 'DELETE' ? undefined : {})
        return `${route.method} ${route.url} -> ${reply.status}`
      }),
    )
    expect(answers.filter((answer) => !answer.endsWith('-> 401'))).toEqual([])
  })

  it('applies the rule to the route the router matched, so a percent-encoded path is no way around it', async () => {
    for (const [method, path] of [
      ['GET', '/%61pi/orders'],
      ['GET', '/%61pi/customers'],
      ['GET', '/api/%63ustomers/1/profile'],
      ['PATCH', '/%61pi/orders/1/status'],
      ['PUT', '/%61pi/settings'],
    ] as const) {
      const reply = await shop.call(method, path, method === 'GET' ? undefined : {})
      expect(reply.status, `${method} ${path}`).toBe(401)
    }
    const before = await shop.count('settings')
    await shop.call('PUT', '/%61pi/settings', { bankName: 'Evil Bank' })
    expect(await shop.count('settings')).toBe(before)
  })

  it('refuses an anonymous websocket upgrade, also at an encoded /ws, and closes its connection', async () => {
    for (const path of ['/ws', '/%77s']) {
      const { port } = new URL(shop.baseUrl)
      const socket = net.connect(Number(port), '127.0.0.1')
      let answer = ''
      socket.on('data', (chunk) => {
        answer += chunk
      })
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      )
      const closed = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 3_000)
        socket.on('close', () => {
          clearTimeout(timer)
          resolve(true)
        })
      })
      socket.destroy()
      expect(answer, path).toMatch(/^HTTP\/1\.1 401/)
      expect(closed, `${path}: the server closes the refused connection`).toBe(true)
    }
  })

  it('marks as public only the anonymous routes the run contract lists', () => {
    const publicApi = registeredRoutes(shop.app)
      .filter((route) => isProtectedPath(route.url) && route.public && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
    expect(publicApi.filter((route) => !CONTRACT_PUBLIC_ROUTES.has(route))).toEqual([])
  })

  it('refuses a cross-origin POST before it reaches the handler, even with a valid session', async () => {
    const cookie = await shop.signIn()
    const before = await shop.count('products')
    const forged = await shop.call('POST', '/api/products', { name: 'Forged', price: 1 }, { cookie, origin: 'https://evil.example' })
    expect(forged.status).toBe(403)
    expect(forged.body).toMatchObject({ message: 'Requests from other websites are not allowed', code: 'forbidden', errors: [] })
    const opaque = await shop.call('DELETE', '/api/products/3', undefined, { cookie, origin: 'null' })
    expect(opaque.status).toBe(403)
    const login = await shop.call('POST', '/api/auth/login', { username: 'x', password: 'y' }, { origin: 'https://evil.example' })
    expect(login.status).toBe(403)
    expect(await shop.count('products')).toBe(before)

    const sameOrigin = await shop.call('POST', '/api/products', { name: 'Honest', price: 1 }, { cookie })
    expect(sameOrigin.status).toBe(201)
    const crossOriginRead = await shop.call('GET', '/api/products', undefined, { origin: 'https://evil.example' })
    expect(crossOriginRead.status).toBe(200)
  })

  it('takes browser writes behind an https proxy: the page is https, the shop sees http on the same host', async () => {
    const cookie = await shop.signIn()
    const httpsOrigin = shop.baseUrl.replace('http://', 'https://')
    const reply = await shop.call('POST', '/api/products', { name: 'Behind a proxy', price: 1 }, { cookie, origin: httpsOrigin })
    expect(reply.status).toBe(201)
  })

  it('accepts a write without an Origin header (server-to-server callers, curl)', async () => {
    const response = await fetch(`${shop.baseUrl}/api/auth/logout`, { method: 'POST' })
    expect(response.status).toBe(200)
  })

  it('sends security headers with a CSP that allows the app and Stripe.js and nothing else', async () => {
    const reply = await shop.call('GET', '/api/products')
    const csp = reply.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/)
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/)
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
    expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(reply.headers.get('strict-transport-security')).toMatch(/max-age=/)
    expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it("keeps a customer's order and the staff's lists out of every shared cache; the catalogue stays revalidatable", async () => {
    const [date] = await openDates(shop)
    const placed = (await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), date!))).body
    const cookie = await shop.signIn()
    const privateAnswers = [
      await shop.call('GET', `/api/orders/${placed.id}?token=${placed.accessToken}`),
      await shop.call('GET', '/api/orders', undefined, { cookie }),
      await shop.call('GET', '/api/customers', undefined, { cookie }),
      await shop.call('GET', `/api/orders/${placed.id}?token=wrong`),
    ]
    for (const reply of privateAnswers) expect(reply.headers.get('cache-control'), String(reply.status)).toBe('private, no-store')
    expect((await shop.call('GET', '/api/products')).headers.get('cache-control')).toBe('no-cache')
  })

  it('sends the same headers on every answer: a refusal, an unknown path, a write', async () => {
    const answers = [
      await shop.call('GET', '/api/orders'),
      await shop.call('GET', '/api/no-such-thing'),
      await shop.call('POST', '/api/orders', { order: {} }),
    ]
    for (const reply of answers) {
      expect(reply.status, String(reply.status)).toBeGreaterThanOrEqual(400)
      expect(reply.headers.get('content-security-policy'), String(reply.status)).toContain("frame-ancestors 'none'")
      expect(reply.headers.get('x-content-type-options'), String(reply.status)).toBe('nosniff')
      expect(reply.headers.get('cross-origin-opener-policy'), String(reply.status)).toBe('same-origin-allow-popups')
      expect(reply.headers.get('x-powered-by'), String(reply.status)).toBeNull()
    }
  })
})
