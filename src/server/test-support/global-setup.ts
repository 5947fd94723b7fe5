import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startEmbeddedDatabase } from '../db/embedded'
import { runMigrations } from '../db/migrate'

export type TestDatabaseServer = { name: string; adminUrl: string; template: string }

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServers: TestDatabaseServer[]
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

async function createTemplate(adminUrl: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`drop database if exists ${template}`)
  await client.query(`create database ${template}`)
  await client.end()
  await runMigrations(withDatabase(adminUrl, template))
}

async function dropTemplate(adminUrl: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  const leftovers = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${template}%`])
  for (const { datname } of leftovers.rows) await client.query(`drop database if exists ${datname} with (force)`)
  await client.end()
}

/**
 * API tests run on every PostgreSQL we ship for: the embedded one (PostgreSQL 18, always) and the
 * server at DATABASE_URL when set (CI sets the machine's PostgreSQL 15). Each gets a migrated
 * template; every test file clones its own database from it.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-pg-'))
  const embedded = await startEmbeddedDatabase(dataDir, () => {}, { ownSignals: false })
  const template = `shop_template_${process.pid}`
  const servers: TestDatabaseServer[] = [{ name: 'embedded PostgreSQL 18', adminUrl: withDatabase(embedded.url, 'postgres'), template }]
  if (process.env.DATABASE_URL) servers.push({ name: 'PostgreSQL at DATABASE_URL', adminUrl: process.env.DATABASE_URL, template })
  for (const server of servers) await createTemplate(server.adminUrl, server.template)
  project.provide('databaseServers', servers)

  return async () => {
    for (const server of servers.slice(1)) await dropTemplate(server.adminUrl, server.template)
    await embedded.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
