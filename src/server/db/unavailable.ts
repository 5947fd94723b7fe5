/**
 * PostgreSQL going away (a restart, a failover, Ctrl-C reaching the whole process group): SQLSTATE class 57
 * (operator intervention) and lost or refused connections, also as the cause Drizzle wraps them in.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (typeof code === 'string' && (code.startsWith('57P') || code === 'ECONNREFUSED' || code === 'ECONNRESET')) return true
  // pg-pool's own: no connection came within CONNECTION_WAIT_MS (db/client.ts), so nothing ran.
  if (
    typeof message === 'string' &&
    /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect/.test(message)
  )
    return true
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause)
}

/** Waits between reads of a reply while the database is away: about four seconds in all, then the last read's error. */
const READ_BACK_DELAYS_MS = [100, 250, 500, 1000, 2000]

/**
 * Reads the reply to a write that has already committed, again while the database is away. Answering 503 "try
 * again" then would be untrue: the write stands, and a client without an Idempotency-Key would make it twice.
 */
export async function readAfterCommit<T>(read: () => Promise<T>, delays: readonly number[] = READ_BACK_DELAYS_MS): Promise<T> {
  for (const delay of delays) {
    try {
      return await read()
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
  return read()
}
