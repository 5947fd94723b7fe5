import type { FastifyInstance } from 'fastify'
import { DomainError } from '../../domain/errors'
import { text } from '../../domain/written-text'
import type { RateLimitStore } from '../auth/rate-limit-store'

/**
 * What a stranger can do repeatedly; each route that writes or looks up for anonymous callers names its kind.
 * `orderLinks`: what a customer does with their order's link (a transfer receipt, a factura or standing-order
 * request), one order's worth each, so an address takes as many as it may place orders.
 */
export type LimitedAction = 'orders' | 'orderLinks' | 'signups' | 'lookups' | 'messages'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted per client (address) and refused with 429 past its limits; staff sessions are not counted. */
    rateLimit?: LimitedAction
  }
}

export type Limit = { max: number; windowMs: number }

const FIVE_MINUTES = 5 * 60 * 1000
const TEN_SECONDS = 10 * 1000

/**
 * Per-client limits (CONTRACT 'Access rules'), high enough that a family, an office or a mobile carrier's shared
 * address never meets them, low enough that one client cannot book every place of every day: a window, and a
 * burst of requests at once. RATE_LIMIT_MULTIPLIER scales them all.
 */
export const DEFAULT_LIMITS: Record<LimitedAction, Limit[]> = {
  orders: [
    { max: 100, windowMs: FIVE_MINUTES },
    { max: 20, windowMs: TEN_SECONDS },
  ],
  orderLinks: [
    { max: 100, windowMs: FIVE_MINUTES },
    { max: 20, windowMs: TEN_SECONDS },
  ],
  signups: [
    { max: 100, windowMs: FIVE_MINUTES },
    { max: 20, windowMs: TEN_SECONDS },
  ],
  lookups: [{ max: 20, windowMs: 60 * 1000 }],
  messages: [
    { max: 10, windowMs: FIVE_MINUTES },
    { max: 5, windowMs: TEN_SECONDS },
  ],
}

export function scaledLimits(multiplier: number): Record<LimitedAction, Limit[]> {
  return Object.fromEntries(
    Object.entries(DEFAULT_LIMITS).map(([action, limits]) => [action, limits.map((limit) => ({ ...limit, max: Math.ceil(limit.max * multiplier) }))]),
  ) as Record<LimitedAction, Limit[]>
}

/**
 * Counts each limited request in the shared `rate_limits` table (every instance sees the same counts) before any
 * other database work, and answers 429 with Retry-After once a window is full. It runs as the request arrives,
 * after the session is read but before the body is: a flood of large or malformed bodies is refused unread.
 */
export function registerRateLimits(
  app: FastifyInstance,
  { store, clock, limits }: { store: RateLimitStore; clock: () => Date; limits: Record<LimitedAction, Limit[]> },
) {
  app.addHook('onRequest', async (request, reply) => {
    const action = request.routeOptions.config.rateLimit
    if (!action || request.user?.isAdmin) return
    const counts = await Promise.all(
      limits[action].map(async (limit) => ({ limit, count: await store.hit(`${action}:${limit.windowMs}:${request.ip}`, limit.windowMs) })),
    )
    const over = counts.filter(({ limit, count }) => count.hits > limit.max)
    if (over.length === 0) return
    const retryAfterMs = Math.max(...over.map(({ count }) => count.resetAt.getTime() - clock().getTime()))
    reply.header('retry-after', Math.max(1, Math.ceil(retryAfterMs / 1000)))
    throw new DomainError('rate_limited', text('too_many_requests'))
  })
}
