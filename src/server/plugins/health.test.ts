import { describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { connectDatabase } from '../db/client'
import { TEST_TIMEZONE } from '../test-support/api-harness'
import { freePort } from '../test-support/server-process'

describe('GET /healthz', () => {
  it('answers 503 while the database does not answer, without waiting long', async () => {
    const nobody = connectDatabase(`postgres://shop:secret@127.0.0.1:${await freePort()}/shop`)
    const app = await buildApp({ db: nobody.db, config: { BAKERY_TIMEZONE: TEST_TIMEZONE, WEB_DIST_DIR: '/nonexistent' } })
    try {
      const started = Date.now()
      const reply = await app.inject({ method: 'GET', url: '/healthz' })
      expect(reply.statusCode).toBe(503)
      expect(reply.json()).toEqual({ status: 'unavailable' })
      expect(Date.now() - started).toBeLessThan(3000)
    } finally {
      await app.close()
      await nobody.close()
    }
  })
})
