import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client'

/** A health check that never waits long: a supervisor or a load balancer asks often. */
const CHECK_TIMEOUT_MS = 2000

/** GET /healthz: 200 {status:'ok'} while the database answers, 503 {status:'unavailable'} while it does not. */
export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get('/healthz', { config: { public: true }, logLevel: 'warn' }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined
    const answered = await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)
      }),
    ])
    clearTimeout(timer)
    reply.header('cache-control', 'no-store')
    return answered ? { status: 'ok' } : reply.code(503).send({ status: 'unavailable' })
  })
}
