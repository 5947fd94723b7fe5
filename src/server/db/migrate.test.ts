import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dropDatabase } from '../test-support/api-harness'
import { type TestDatabaseServer, withDatabase } from '../test-support/global-setup'
import { MIGRATIONS_FOLDER, runMigrations } from './migrate'

const PAY_BY_MIGRATION = '0020_transfer_pay_by'

type JournalEntry = { idx: number; tag: string }

/** The committed migrations up to the one before `tag`, as a shop that has not upgraded yet has them. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'))
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal: { entries: JournalEntry[] } = JSON.parse(fs.readFileSync(journalFile, 'utf8'))
  const cut = journal.entries.findIndex((entry) => entry.tag === tag)
  if (cut < 0) throw new Error(`no migration ${tag} in the journal`)
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }))
  return folder
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

describe.each(inject('databaseServers'))('the transfer pay-by backfill (migration 0020) on $name', (server: TestDatabaseServer) => {
  let olderMigrations = ''
  const databases: string[] = []

  beforeAll(() => {
    olderMigrations = migrationsBefore(PAY_BY_MIGRATION)
  })

  afterAll(async () => {
    for (const url of databases) await dropDatabase(server, url)
    fs.rmSync(olderMigrations, { recursive: true, force: true })
  })

  /** An empty database migrated up to 0019, holding one bank-transfer order placed before the upgrade; returns its pay-by after the upgrade. */
  async function payByAfterUpgrade(options?: { timeZone: string }): Promise<string | undefined> {
    const url = withDatabase(server.adminUrl, `${server.template}_migrate_${randomBytes(4).toString('hex')}`)
    await withClient(server.adminUrl, (admin) => admin.query(`create database ${new URL(url).pathname.slice(1)}`))
    databases.push(url)
    await withClient(url, async (client) => {
      await migrate(drizzle({ client }), { migrationsFolder: olderMigrations })
      await client.query(`insert into settings (key, value) values ('shop', '{"transferPayByHours": 24}')`)
      const customer = await client.query<{ id: number }>(`insert into customers (name, phone) values ('Ana', '9991234567') returning id`)
      await client.query(
        `insert into orders (customer_id, total, payment_method, access_token, created_at, pickup_date)
         values ($1, 150, 'bank_transfer', 'token-1', '2026-03-10T15:00:00Z', '2026-03-11')`,
        [customer.rows[0]?.id],
      )
    })
    await runMigrations(url, options)
    return withClient(url, async (client) => {
      const order = await client.query<{ transfer_pay_by: Date }>('select transfer_pay_by from orders')
      return order.rows[0]?.transfer_pay_by.toISOString()
    })
  }

  // 24 h after placing would be 15:00Z on pickup day; 22:00 the evening before comes first in both zones.
  it("caps an order placed before the upgrade at 22:00 the evening before pickup in the shop's zone", async () => {
    expect(await payByAfterUpgrade({ timeZone: 'Europe/Madrid' })).toBe('2026-03-10T21:00:00.000Z')
  })

  it('uses Mérida when no zone is given', async () => {
    expect(await payByAfterUpgrade()).toBe('2026-03-11T04:00:00.000Z')
  })
})
