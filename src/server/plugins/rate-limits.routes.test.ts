import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Harness } from '../test-support/api-harness'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { startAppWith } from '../test-support/app-with-config'
import { customerBody, openDates, placeTransferOrder } from '../test-support/order-fixtures'

/** The shop as it runs: the contract's default limits, not the test runs' relaxed ones. */
describeOnEachDatabase('per-client limits', (shop) => {
  let strict: Harness & { close: () => Promise<void> }
  beforeAll(async () => {
    strict = await startAppWith(shop, { RATE_LIMIT_MULTIPLIER: 1, MAX_ORDERS_PER_CUSTOMER_DAY: 3, TRUST_PROXY: 1 })
  })
  afterAll(() => strict?.close())

  it('stops one client booking every place of every day: 20 orders at once, then 429 with Retry-After, staff unaffected', async () => {
    const dates = await openDates(strict)
    const customers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => strict.call('POST', '/api/customers', customerBody(`99988${String(index).padStart(5, '0')}`))),
    )
    // 40 sign-ups at once are past the burst of 20: the rest are told to wait, not served.
    expect(customers.filter((reply) => reply.status === 201)).toHaveLength(20)
    const refused = customers.find((reply) => reply.status === 429)!
    expect(refused.body.code).toBe('rate_limited')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    const ids = customers.filter((reply) => reply.status === 201).map((reply) => reply.body.id as number)
    const orders = await Promise.all(
      ids.map((customerId, index) =>
        strict.call('POST', '/api/orders', {
          order: { customerId, total: 150, pickupDate: dates[index % dates.length], isDelivery: false, paymentMethod: 'cash' },
          items: [{ productId: 1, quantity: 1, price: 150 }],
        }),
      ),
    )
    expect(orders.every((reply) => reply.status === 201 || reply.status === 429)).toBe(true)
    const cookie = await strict.signIn()
    const byStaff = await strict.call('POST', '/api/customers/staff', { name: 'Staff Entered', phone: '999 777 0000' }, { cookie })
    expect(byStaff.status).toBe(201)
  })

  it('limits the calls that reach Stripe: a client looping on create-payment-intent or abandon is told to wait', async () => {
    for (const [path, ip] of [
      ['/api/create-payment-intent', '10.8.8.1'],
      ['/api/orders/1/abandon', '10.8.8.2'],
    ] as const) {
      const flood = await Promise.all(
        Array.from({ length: 30 }, () => strict.call('POST', path, { orderId: 1, token: 'not-the-token' }, { 'x-forwarded-for': ip })),
      )
      expect(flood.filter((reply) => reply.status === 429)).toHaveLength(10)
    }
  })

  it('counts a flood of bad bodies too: refused before they are read, not only the ones that pass validation', async () => {
    const flood = await Promise.all(
      Array.from({ length: 30 }, () => strict.call('POST', '/api/customers', { name: '' }, { 'x-forwarded-for': '10.9.9.9' })),
    )
    expect(flood.filter((reply) => reply.status === 400)).toHaveLength(20)
    expect(flood.filter((reply) => reply.status === 429)).toHaveLength(10)
  })

  it('counts what a customer does with their order’s link (receipts, facturas, standing orders) apart from contact messages', async () => {
    const cookie = await shop.signIn()
    await shop.call('PUT', '/api/settings', { bankName: 'BBVA México', bankClabe: '002180000118359710' }, { cookie })
    const order = await placeTransferOrder(shop)
    // An address of its own (through the trusted proxy): the other tests' requests are not counted against it.
    const office = { 'x-forwarded-for': '203.0.113.7' }
    const upload = () =>
      fetch(`${strict.baseUrl}/api/orders/${order.id}/receipt?token=${order.accessToken}`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', ...office },
        body: new Uint8Array([1, 2, 3]),
      })
    // An office's customers sending their receipts one after another, some a second time: none is told to wait.
    const statuses = []
    for (let sent = 0; sent < 12; sent += 1) statuses.push((await upload()).status)
    expect(statuses).not.toContain(429)
    const contact = await strict.call('POST', '/api/contact', { name: 'Lucía', email: 'lucia@example.mx', message: 'Hola' }, office)
    expect(contact.status).toBe(201)
    // Still limited: a flood of 25 uploads at once from one address is told to wait past the burst of 20.
    const flood = await Promise.all(
      Array.from({ length: 25 }, () =>
        fetch(`${strict.baseUrl}/api/orders/${order.id}/receipt?token=${order.accessToken}`, {
          method: 'POST',
          headers: { 'content-type': 'image/png', 'x-forwarded-for': '203.0.113.8' },
          body: new Uint8Array([1, 2, 3]),
        }),
      ),
    )
    const waited = flood.filter((reply) => reply.status === 429)
    expect(waited).toHaveLength(5)
    expect(Number(waited[0]?.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('lets one phone hold at most 3 orders for one pickup day, whatever address it orders from', async () => {
    const [, date] = await openDates(strict)
    const cookie = await strict.signIn()
    const customerId = (await strict.call('POST', '/api/customers/staff', { name: 'Una Sola', phone: '999 777 1234' }, { cookie })).body.id
    const order = {
      order: { customerId, total: 150, pickupDate: date, isDelivery: false, paymentMethod: 'cash' },
      items: [{ productId: 1, quantity: 1, price: 150 }],
    }
    const replies = []
    for (let n = 0; n < 4; n++) {
      // Each client types the number in, as the checkout does, then orders.
      const from = { 'x-forwarded-for': `10.0.0.${n}` }
      await strict.call('POST', '/api/customers', customerBody('999 777 1234'), from)
      replies.push(await strict.call('POST', '/api/orders', order, from))
    }
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 429])
    expect(replies[3]?.body).toMatchObject({ code: 'customer_day_limit', errors: [{ path: 'order.pickupDate' }] })
    // Staff taking the fourth by phone may.
    expect((await strict.call('POST', '/api/orders', order, { cookie })).status).toBe(201)
  })
  it('says "1 order" to a customer of a shop that takes one order per customer and day', async () => {
    const single = await startAppWith(shop, { MAX_ORDERS_PER_CUSTOMER_DAY: 1 })
    try {
      const [date] = await openDates(single)
      const customerId = (await single.call('POST', '/api/customers', customerBody('999 777 5678'))).body.id
      const order = {
        order: { customerId, total: 150, pickupDate: date, isDelivery: false, paymentMethod: 'cash' },
        items: [{ productId: 1, quantity: 1, price: 150 }],
      }
      expect((await single.call('POST', '/api/orders', order)).status).toBe(201)
      const second = await single.call('POST', '/api/orders', order)
      expect(second.status).toBe(429)
      expect(second.body.message).toBe(`One customer can place only 1 order for ${date}.`)
      expect(second.body.errors).toEqual([expect.objectContaining({ path: 'order.pickupDate', message: 'At most 1 order a day for one customer' })])
    } finally {
      await single.close()
    }
  })
})
