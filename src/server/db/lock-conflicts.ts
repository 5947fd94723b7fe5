/** PostgreSQL's codes for a transaction it aborted to let another go on: a deadlock, or a serialization failure. */
const LOCK_CONFLICT_CODES = new Set(['40P01', '40001'])

/** Whether PostgreSQL refused the statement with one of these SQLSTATEs (checked through the driver's wrapping). */
export function hasSqlState(error: unknown, codes: ReadonlySet<string>): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (typeof current.code === 'string' && codes.has(current.code)) return true
  }
  return false
}

/** Whether PostgreSQL aborted this transaction to break a lock cycle. */
export const isLockConflict = (error: unknown): boolean => hasSqlState(error, LOCK_CONFLICT_CODES)

/** Tries after the first. A second cycle in a row is rare; a third means something else is wrong, and the caller hears 503. */
const RETRIES = 2

/**
 * Runs a whole transaction again when PostgreSQL aborted it to break a deadlock. Nothing of the aborted attempt was
 * written (WhatsApp notices are queued inside the same transaction), so doing it again is safe; two staff moving orders
 * between the same two days at once, or a waitlist claim beside an order, both end done instead of answering 500.
 */
export async function retryOnLockConflict<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= RETRIES || !isLockConflict(error)) throw error
    }
  }
}
