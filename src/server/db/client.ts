import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'

export type Database = NodePgDatabase<typeof schema>
/** A database handle or an open transaction: services accept either. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

export type DatabaseConnection = { db: Database; pool: pg.Pool; url: string; close: () => Promise<void> }

/**
 * How long a request waits for a connection (every one busy, or the database not accepting any) before it is
 * answered 503 "try again": nothing of it has run yet, and a stalled database must not hold customers' pages.
 */
const CONNECTION_WAIT_MS = 10_000

// numeric(10,2) comes back as '12.34' and is converted where it is read; dates stay 'yyyy-MM-dd'.
export function connectDatabase(url: string, poolSize = 10, connectionWaitMs = CONNECTION_WAIT_MS): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000, connectionTimeoutMillis: connectionWaitMs })
  pool.on('error', () => {})
  // pg-pool listens for errors on idle clients only: a client a transaction holds, whose connection PostgreSQL ends
  // (a restart, pg_terminate_backend, a reset), would emit an 'error' nobody hears, and that ends the process. Heard,
  // the transaction's next statement fails instead (answered 503), and the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}))
  const db = drizzle({ client: pool, schema })
  return { db, pool, url, close: () => pool.end() }
}
