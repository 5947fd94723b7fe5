import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public GET whose answer is the same for every caller, kept in memory until a write changes it:
     * 'catalogue' (products, categories, settings) changes only with staff edits; 'dates' (days and places left)
     * also changes with every order.
     */
    readCache?: CacheScope
  }
  interface FastifyRequest {
    /** The cache generation when the request arrived: an answer read before a write is never stored after it. */
    readCacheGeneration?: number
    readCacheHit?: boolean
  }
}

export type CacheScope = 'catalogue' | 'dates'

/** A safety net only: writes clear entries at once, on this instance and (by NOTIFY) on the others. */
const KEEP_MS = 60_000

/** Writes under these paths change the catalogue or the calendar; any other write (orders, payments) only places left. */
const CATALOGUE_WRITES = ['/api/products', '/api/categories', '/api/limit-groups', '/api/available-dates', '/api/availableDates', '/api/settings']

type Entry = { body: string; etag: string; scope: CacheScope; storedAt: number }

export type ReadCache = {
  /** Forgets the answers a change makes stale: 'dates' after an order, 'catalogue' (everything) after a staff edit. */
  invalidate: (scope: CacheScope) => void
  /** The JSON a route last answered with these params, while fresh ('/api/products/:id', { id: 1 }); else undefined. */
  peek: (route: string, params?: Record<string, unknown>) => string | undefined
}

/**
 * Serves the catalogue's reads from the serialized JSON of the last answer, with an ETag so browsers revalidate
 * for free. Registered before compression, so it keeps the plain JSON and every hit is still compressed.
 * `announce` tells the other instances about a catalogue write (PostgreSQL NOTIFY); order writes are announced
 * by the orders trigger already.
 */
export function registerReadCache(
  app: FastifyInstance,
  { clock, announce }: { clock: () => Date; announce?: (scope: CacheScope) => Promise<void> },
): ReadCache {
  const entries = new Map<string, Entry>()
  let generation = 0

  const invalidate = (scope: CacheScope) => {
    generation++
    if (scope === 'catalogue') return entries.clear()
    for (const [key, entry] of entries) if (entry.scope === 'dates') entries.delete(key)
  }

  /**
   * The route and its checked params, not the raw path: `/%61pi/products/1` or `/api/products/1/` must not let a
   * stranger fill memory with copies of one answer. A query string bypasses the cache for the same reason.
   */
  const keyOf = (request: FastifyRequest) => (request.url.includes('?') ? null : routeKey(request.routeOptions.url ?? '', request.params ?? {}))
  const routeKey = (route: string, params: unknown) => `${route} ${JSON.stringify(params)}`

  const fresh = (entry: Entry, now: number) => now >= entry.storedAt && now - entry.storedAt < KEEP_MS

  // preHandler, not onRequest: a hit still passes the security headers, access control and rate limits first.
  app.addHook('preHandler', async (request, reply) => {
    const scope = request.routeOptions.config?.readCache
    if (!scope || request.method !== 'GET') return
    request.readCacheGeneration = generation
    const key = keyOf(request)
    const entry = key ? entries.get(key) : undefined
    if (!entry || !fresh(entry, clock().getTime())) return
    request.readCacheHit = true
    reply.header('etag', entry.etag).header('cache-control', 'no-cache')
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send()
    return reply.type('application/json; charset=utf-8').send(entry.body)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      const scope = request.routeOptions.config?.readCache
      const key = keyOf(request)
      if (!scope || request.readCacheHit || !key || reply.statusCode !== 200 || typeof payload !== 'string') return payload
      const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`
      reply.header('etag', etag).header('cache-control', 'no-cache')
      if (request.readCacheGeneration === generation) {
        entries.set(key, { body: payload, etag, scope, storedAt: clock().getTime() })
      }
      if (request.headers['if-none-match'] === etag) {
        reply.code(304)
        return ''
      }
      return payload
    }
    // A write is answered only once what it made stale is gone: the staff member's next read sees the change.
    if (reply.statusCode < 400) {
      const scope: CacheScope = CATALOGUE_WRITES.some((prefix) => request.url.startsWith(prefix)) ? 'catalogue' : 'dates'
      invalidate(scope)
      if (scope === 'catalogue') await announce?.(scope).catch((error: unknown) => request.log.warn({ err: error }, 'catalogue change not announced'))
    }
    return payload
  })

  const peek = (route: string, params: Record<string, unknown> = {}) => {
    const entry = entries.get(routeKey(route, params))
    return entry && fresh(entry, clock().getTime()) ? entry.body : undefined
  }

  return { invalidate, peek }
}
