import { DomainError } from '../../domain/errors'
import { text } from '../../domain/written-text'
import type { RateLimitStore } from './rate-limit-store'

/**
 * Failed sign-ins allowed per 15-minute window: 10 for one username from one client, 30 for one client whatever
 * usernames it tries. Every counter is per client, so failures elsewhere never lock staff out of their own account
 * (a guess spread over many addresses is slowed by argon2id's cost instead); successful sign-ins are given back,
 * so staff are never limited by their own good logins.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const LOGIN_MAX_PER_CLIENT_AND_USERNAME = 10
export const LOGIN_MAX_PER_CLIENT = 30

export type LoginAttempt = { succeeded: () => Promise<void> }

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return text(minutes === 1 ? 'sign_in_throttled_minute' : 'sign_in_throttled_minutes', { minutes })
}

export class LoginThrottledError extends DomainError {
  constructor(readonly retryAfterMs: number) {
    super('rate_limited', tooManyAttemptsMessage(retryAfterMs))
  }
}

export function createLoginThrottle({ store, clock }: { store: RateLimitStore; clock: () => Date }) {
  return {
    /**
     * Counts the attempt before the password is checked (so parallel guesses are all counted) and
     * refuses it once either counter is over its limit.
     */
    async begin(clientIp: string, username: string): Promise<LoginAttempt> {
      const user = username.trim().toLowerCase()
      const limits = [
        { key: `login:user-ip:${user}:${clientIp}`, max: LOGIN_MAX_PER_CLIENT_AND_USERNAME },
        { key: `login:ip:${clientIp}`, max: LOGIN_MAX_PER_CLIENT },
      ]
      const keys = limits.map((limit) => limit.key)
      const counts = await Promise.all(limits.map((limit) => store.hit(limit.key, LOGIN_WINDOW_MS)))
      const over = counts.filter((count, index) => count.hits > (limits[index]?.max ?? 0))
      if (over.length > 0) {
        const resetAt = Math.max(...over.map((count) => count.resetAt.getTime()))
        throw new LoginThrottledError(resetAt - clock().getTime())
      }
      return {
        succeeded: async () => {
          await Promise.all(keys.map((key) => store.refund(key)))
        },
      }
    },
  }
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>
