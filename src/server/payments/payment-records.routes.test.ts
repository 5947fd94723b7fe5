import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { createCustomer, openDates, sourdoughOrder } from '../test-support/order-fixtures'

describeOnEachDatabase('payments staff record by hand', (shop) => {
  const placeCashOrder = async () => {
    const [day] = await openDates(shop)
    const placed = await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), day!, 1))
    expect(placed.status).toBe(201)
    return placed.body.id as number
  }
  const records = async (id: number) =>
    (await shop.connection.pool.query('select payment_status from payment_records where order_id = $1 order by id', [id])).rows.map(
      (row) => row.payment_status,
    )

  it('refuses a payment recorded from a page that showed another state: a refund is never overwritten', async () => {
    const cookie = await shop.signIn()
    const id = await placeCashOrder()
    const record = (body: object) => shop.call('PATCH', `/api/orders/${id}/payment`, body, { cookie })
    expect((await record({ paymentStatus: 'paid', from: 'unpaid' })).status).toBe(200)
    expect((await record({ paymentStatus: 'refunded', from: 'paid', note: 'Returned at the counter' })).status).toBe(200)

    // A page still showing the order unpaid marks it paid: refused, the refund stands.
    const stale = await record({ paymentStatus: 'paid', from: 'unpaid' })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'conflict', errors: [{ path: 'paymentStatus', key: 'payment_changed_meanwhile' }] })
    expect((await shop.call('GET', `/api/orders/${id}`, undefined, { cookie })).body.paymentStatus).toBe('refunded')
    expect(await records(id)).toEqual(['paid', 'refunded'])
  })

  it('records nothing twice: an order already paid is not marked paid again', async () => {
    const cookie = await shop.signIn()
    const id = await placeCashOrder()
    const record = () => shop.call('PATCH', `/api/orders/${id}/payment`, { paymentStatus: 'paid' }, { cookie })
    expect((await record()).status).toBe(200)
    const again = await record()
    expect(again.status).toBe(409)
    expect(again.body.errors[0]).toMatchObject({ path: 'paymentStatus', key: 'payment_already' })
    expect(await records(id)).toEqual(['paid'])
  })
})
