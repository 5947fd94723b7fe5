import { DrizzleQueryError } from 'drizzle-orm/errors'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerErrorHandler } from './error-handler'

/** An app whose only route fails as a query PostgreSQL refused with `sqlState` fails through Drizzle. */
async function failingWith(sqlState: string) {
  const app = Fastify({ logger: false })
  registerErrorHandler(app)
  app.delete('/api/things/1', async () => {
    const refused = Object.assign(new Error('update or delete on table "products" violates foreign key constraint'), { code: sqlState })
    throw new DrizzleQueryError('delete from "products" where "id" = $1', [1], refused)
  })
  await app.ready()
  return app
}

describe('the error handler', () => {
  it('answers a foreign key violation, a write that raced a delete, with 409 conflict instead of 500', async () => {
    const app = await failingWith('23503')
    const reply = await app.inject({ method: 'DELETE', url: '/api/things/1' })
    expect(reply.statusCode).toBe(409)
    expect(reply.json()).toMatchObject({ code: 'conflict', key: 'try_again', errors: [] })
    await app.close()
  })

  it('still answers any other database failure with a generic 500', async () => {
    const app = await failingWith('23505')
    const reply = await app.inject({ method: 'DELETE', url: '/api/things/1' })
    expect(reply.statusCode).toBe(500)
    expect(reply.json()).toMatchObject({ code: 'internal', errors: [] })
    await app.close()
  })
})
