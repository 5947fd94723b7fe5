import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { DEFAULT_BAKERY_TIMEZONE } from '../../domain/schedule/calendar-dates'

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')
/** Any constant works; it only has to be the same for every instance of the shop. */
const MIGRATION_LOCK_ID = 724_331

/** Migrations that work with local dates (0020's transfer pay-by backfill) read the bakery's zone from this setting. */
export const TIME_ZONE_SETTING = 'bakery.time_zone'

/** Applies the committed drizzle-kit migrations; an advisory lock lets several instances start at once. */
export async function runMigrations(url: string, { timeZone = DEFAULT_BAKERY_TIMEZONE }: { timeZone?: string } = {}): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    // Session-wide (not local), so it outlives the transaction drizzle opens for the migrations on this client.
    await client.query('select set_config($1, $2, false)', [TIME_ZONE_SETTING, timeZone])
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    await client.end()
  }
}
