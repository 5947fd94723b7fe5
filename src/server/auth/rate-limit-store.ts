import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimits } from '../db/schema'

export type WindowCount = { hits: number; resetAt: Date }

/**
 * Fixed-window counters kept in the `rate_limits` table, so every app instance sharing the database
 * sees the same counts. One upsert per hit: concurrent requests can never slip past the limit together.
 */
export function createRateLimitStore({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    /** Counts one hit on `key` and returns the window's count including it; a finished window starts over. */
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const now = clock()
      const resetAt = new Date(now.getTime() + windowMs)
      const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
      if (!row) throw new Error('rate limit upsert returned no row')
      return row
    },

    /** Gives one hit back (a successful sign-in does not count against anyone). */
    async refund(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(sql`${rateLimits.key} = ${key}`)
    },

    async purgeExpired(): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= ${clock().toISOString()}::timestamptz`)
    },
  }
}
export type RateLimitStore = ReturnType<typeof createRateLimitStore>
