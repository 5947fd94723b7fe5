import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../src/server/app'
import { connectDatabase, type DatabaseConnection } from '../src/server/db/client'
import { startEmbeddedDatabase } from '../src/server/db/embedded'
import { runMigrations } from '../src/server/db/migrate'
import { seedDemo } from '../src/server/db/seed'

export type BenchShop = { url: string; connection: DatabaseConnection }

/**
 * Runs `use` against the demo shop, with per-client limits lifted, on a throwaway embedded PostgreSQL, listening on a free port, and takes it all
 * down afterwards (also when `use` fails).
 */
export async function withBenchShop(name: string, use: (shop: BenchShop) => Promise<void>, { webDistDir = '/nonexistent' } = {}): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${name}-`))
  const database = await startEmbeddedDatabase(dataDir, () => {}, { ownSignals: false })
  try {
    await runMigrations(database.url)
    const connection = connectDatabase(database.url, 10)
    await seedDemo(connection.db, { now: new Date(), timeZone: 'America/Merida', log: () => {} })
    // Every request comes from this one machine: the per-client limits (measured in hardening.bench.ts) stay out of the way.
    const config = {
      BAKERY_TIMEZONE: 'America/Merida',
      WEB_DIST_DIR: webDistDir,
      RATE_LIMIT_MULTIPLIER: 100_000,
      MAX_ORDERS_PER_CUSTOMER_DAY: 1_000_000,
    }
    const app = await buildApp({ db: connection.db, config })
    await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      await use({ url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, connection })
    } finally {
      await app.close()
      await connection.close()
    }
  } finally {
    await database.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
