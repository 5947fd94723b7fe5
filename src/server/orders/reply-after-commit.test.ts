import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { createCustomer, openDates, sourdoughOrder } from '../test-support/order-fixtures'

/**
 * The order is stored, and then the connection that would read it back is lost (PostgreSQL restarting, a failover,
 * a proxy's reset). Answering 503 "try again" would have a client without an Idempotency-Key place it twice.
 */
describeOnEachDatabase('an order whose reply cannot be read at once', (shop) => {
  it('is answered 201 with the order once the database answers again, and stored once', async () => {
    const { pool } = shop.connection
    const customerId = await createCustomer(shop)
    const [date] = await openDates(shop)
    const before = await shop.count('orders')
    const query = pool.query.bind(pool)
    // The first read of an order outside a transaction, the reply's after the order committed (reads inside the
    // order's transaction go through its own client), fails as a lost connection does; the next ones succeed.
    let lost = false
    pool.query = ((...args: Parameters<typeof query>) => {
      const statement = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string }).text ?? '')
      if (lost || !/from "orders"/.test(statement)) return query(...args)
      lost = true
      return Promise.reject(new Error('Connection terminated unexpectedly'))
    }) as typeof pool.query
    try {
      const reply = await shop.call('POST', '/api/orders', sourdoughOrder(customerId, date!, 1))
      expect(reply.status, JSON.stringify(reply.body)).toBe(201)
      expect(reply.body).toMatchObject({ customerId, pickupDate: date, accessToken: expect.any(String) })
    } finally {
      pool.query = query
    }
    expect(lost).toBe(true)
    expect(await shop.count('orders')).toBe(before + 1)
  })
})
