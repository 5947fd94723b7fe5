import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { connectDatabase } from './client'
import { isDatabaseUnavailable } from './unavailable'

/** A DBA's pg_terminate_backend, a failover, a proxy's reset or the embedded PostgreSQL dying under an order. */
describeOnEachDatabase('a database connection lost in the middle of a transaction', (shop) => {
  it('fails only that transaction, and the shop goes on serving', async () => {
    const { db, pool } = shop.connection
    const cut = db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
      // Ended from another connection while this transaction waits between two statements, as an order's does.
      const pid = rows[0]?.pid
      await pool.query('select pg_terminate_backend($1)', [pid])
      // Until PostgreSQL has ended it: its goodbye reaches the client while no statement is under way.
      for (let tries = 0; tries < 100; tries++) {
        const left = await pool.query('select 1 from pg_stat_activity where pid = $1', [pid])
        if (left.rowCount === 0) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
      await tx.execute(sql`select 1`)
    })
    const failed: Error = await cut.then(
      () => expect.unreachable('the transaction went on after losing its connection'),
      (error: Error) => error,
    )
    // What the error handler answers 503 "try again in a moment" (the statement Drizzle names carries the reason).
    expect(((failed.cause as Error | undefined) ?? failed).message).toMatch(/Connection terminated|connection error|terminating connection/)
    expect((await shop.call('GET', '/api/products')).status).toBe(200)
    expect((await shop.call('GET', '/api/available-dates')).status).toBe(200)
  })
})

it('refuses a read that waits too long for a connection as the database being away, not a hang', async () => {
  const connection = connectDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', 1, 200)
  try {
    // The pool's one connection is held (a statement stuck on a stalled database).
    const held = await connection.pool.connect()
    const waited = await connection.db.execute(sql`select 1`).then(
      () => 'ran',
      (error: unknown) => error,
    )
    held.release()
    expect(isDatabaseUnavailable(waited)).toBe(true)
  } finally {
    await connection.close()
  }
})
