import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'

/** The built web app is served beside the API; an unknown /api path must still be a JSON 404, not the page. */
describe('serving the web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'))
  let app: Awaited<ReturnType<typeof buildApp>>

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'))
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shop</title>')
    fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)')
    // No database call is made by these routes, so a database object is not needed.
    app = await buildApp({ db: {} as never, config: { BAKERY_TIMEZONE: 'America/Merida', WEB_DIST_DIR: dist } })
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('answers page paths with index.html so the router can show them', async () => {
    for (const url of ['/', '/products/3', '/checkout', '/admin/orders', '/order-confirmation/5?token=x']) {
      const reply = await app.inject({ url })
      expect(reply.statusCode, url).toBe(200)
      expect(reply.body).toContain('<title>shop</title>')
    }
  })

  it('answers a page link pasted with a full stop after it with the page, not a file’s 404', async () => {
    for (const url of ['/products/3.', '/products/1.5', '/order-confirmation/5.?token=x', '/checkout.']) {
      const reply = await app.inject({ url })
      expect(reply.statusCode, url).toBe(200)
      expect(reply.body, url).toContain('<title>shop</title>')
    }
  })

  it('serves hashed assets as immutable files', async () => {
    const reply = await app.inject({ url: '/assets/app-123.js' })
    expect(reply.body).toBe('console.log(1)')
    expect(reply.headers['cache-control']).toContain('immutable')
  })

  it('answers a missing file with 404, never the page, and serves a file a newer build wrote after the start', async () => {
    for (const url of ['/assets/app-old.js', '/images/none.svg', '/humans.txt', '/.vite/page-preloads.json']) {
      const reply = await app.inject({ url })
      expect(reply.statusCode, url).toBe(404)
      expect(reply.body, url).not.toContain('<title>shop</title>')
    }
    fs.writeFileSync(path.join(dist, 'assets', 'app-456.js'), 'console.log(2)')
    const rebuilt = await app.inject({ url: '/assets/app-456.js' })
    expect(rebuilt.statusCode).toBe(200)
    expect(rebuilt.body).toBe('console.log(2)')
    expect(rebuilt.headers['cache-control']).toContain('immutable')
  })

  it('keeps unknown /api paths a JSON 404 and never serves files outside the build', async () => {
    const api = await app.inject({ url: '/api/no-such-route' })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ message: expect.any(String), errors: [] })
    const traversal = await app.inject({ url: '/..%2f..%2fetc%2fpasswd' })
    expect(traversal.body).not.toContain('root:')
  })
})
