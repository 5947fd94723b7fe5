import { expect, it } from 'vitest'
import { customers } from '../db/schema'
import { containsFolded } from '../db/search'
import { describeOnEachDatabase, type Harness } from '../test-support/api-harness'
import { nextPhone, openDates, sourdoughOrder } from '../test-support/order-fixtures'

const ADDRESS = { streetAddress: 'Calle 60 #500', colonia: 'Centro', city: 'Mérida', state: 'Yucatán', postalCode: '97000' }

async function placeOrderFor(shop: Harness, customerId: number, quantity: number): Promise<number> {
  const dates = await shop.call('GET', '/api/available-dates')
  const day = dates.body.find((d: { currentOrders: number; maxOrders: number }) => d.currentOrders < d.maxOrders)
  const reply = await shop.call('POST', '/api/orders', {
    order: { customerId, total: 150 * quantity, pickupDate: day.date, isDelivery: false, paymentMethod: 'cash' },
    items: [{ productId: 1, quantity, price: 150 }],
  })
  expect(reply.status).toBe(201)
  return reply.body.id
}

describeOnEachDatabase('customers API', (shop) => {
  it('keeps the checkout calls working anonymously: register a customer and look them up by WhatsApp', async () => {
    const created = await shop.call('POST', '/api/customers', { name: 'Lupita Canul', email: 'lupita@example.mx', phone: '999 111 2233', ...ADDRESS })
    expect(created.status).toBe(201)
    const found = await shop.call('GET', '/api/customers/whatsapp/+529991112233')
    expect(found.status).toBe(200)
    expect(found.body).toEqual({ displayName: 'Lupita', addressHint: null, hasSavedAddress: true })
    expect((await shop.call('GET', '/api/customers/whatsapp/9990000000')).status).toBe(404)
  })

  it('says whether staff’s lookup matched the number as a phone or only as a WhatsApp, which a new customer may then have as phone', async () => {
    const cookie = await shop.signIn()
    const wife = await shop.call('POST', '/api/customers', {
      name: 'Rosa Pech',
      email: 'rosa@example.mx',
      phone: '999 111 7788',
      whatsapp: '999 444 9900',
      ...ADDRESS,
    })
    expect(wife.status).toBe(201)
    const lookup = (number: string) => shop.call('GET', `/api/customers/lookup?phone=${encodeURIComponent(number)}`, undefined, { cookie })

    expect((await lookup('9991117788')).body).toMatchObject({ id: wife.body.id, matchedOn: 'phone' })
    expect((await lookup('+52 999 444 9900')).body).toMatchObject({ id: wife.body.id, matchedOn: 'whatsapp' })

    const husband = await shop.call('POST', '/api/customers/staff', { name: 'Juan Pech', phone: '9994449900', email: '' }, { cookie })
    expect(husband.status).toBe(201)
    expect((await lookup('9994449900')).body).toMatchObject({ id: husband.body.id, name: 'Juan Pech', matchedOn: 'phone' })
  })

  it('lists customers a page at a time, newest first, searched on the server, whatever the database holds', async () => {
    const cookie = await shop.signIn()
    await shop.connection.pool.query(
      "insert into customers (name, phone, created_at) select 'Bulk ' || n, '+5299966' || lpad(n::text, 5, '0'), now() - n * interval '1 minute' from generate_series(1, 250) n",
    )
    for (const path of ['/api/customers', '/api/customers/stats']) {
      const first = await shop.call('GET', path, undefined, { cookie })
      expect(first.body, path).toHaveLength(200)
      expect(Number(first.headers.get('x-total-count')), path).toBe(await shop.count('customers'))
      expect(first.headers.get('link'), path).toBe(`<${path}?page=2&limit=200>; rel="next"`)
      const second = await shop.call('GET', `${path}?page=2`, undefined, { cookie })
      expect(second.body.length + 200, path).toBe(await shop.count('customers'))
      expect(second.headers.get('link'), path).toBeNull()
      const found = await shop.call('GET', `${path}?q=Bulk%2017`, undefined, { cookie })
      expect(found.body.map((customer: { name: string }) => customer.name).sort(), path).toEqual([
        'Bulk 17',
        'Bulk 170',
        'Bulk 171',
        'Bulk 172',
        'Bulk 173',
        'Bulk 174',
        'Bulk 175',
        'Bulk 176',
        'Bulk 177',
        'Bulk 178',
        'Bulk 179',
      ])
      expect((await shop.call('GET', `${path}?limit=201`, undefined, { cookie })).status, path).toBe(400)
    }
  })

  it('pages a search newest first with its own count, by name or by phone digits, taking % and _ as letters', async () => {
    const cookie = await shop.signIn()
    await shop.connection.pool.query(
      "insert into customers (name, phone, created_at) select 'Paged ' || n, '+5299977' || lpad(n::text, 5, '0'), now() - n * interval '1 minute' from generate_series(1, 30) n",
    )
    const first = await shop.call('GET', '/api/customers?q=Paged%202&limit=5', undefined, { cookie })
    // Paged 2, 20…29: eleven matches, the newest (fewest minutes ago) first.
    expect(first.body.map((customer: { name: string }) => customer.name)).toEqual(['Paged 2', 'Paged 20', 'Paged 21', 'Paged 22', 'Paged 23'])
    expect(first.headers.get('x-total-count')).toBe('11')
    expect(first.headers.get('link')).toBe('</api/customers?q=Paged+2&limit=5&page=2>; rel="next"')
    const last = await shop.call('GET', '/api/customers?q=Paged%202&limit=5&page=3', undefined, { cookie })
    expect(last.body.map((customer: { name: string }) => customer.name)).toEqual(['Paged 29'])
    const byPhone = await shop.call('GET', '/api/customers?q=977%2000030', undefined, { cookie })
    expect(byPhone.body.map((customer: { name: string }) => customer.name)).toEqual(['Paged 30'])
    expect((await shop.call('GET', '/api/customers?q=%25', undefined, { cookie })).body).toEqual([])
    expect((await shop.call('GET', '/api/customers?q=Paged_2', undefined, { cookie })).body).toEqual([])
  })

  it('finds a customer, and her orders, whether or not staff type the accents or capitals', async () => {
    const cookie = await shop.signIn()
    const [day] = await openDates(shop)
    const customer = await shop.call('POST', '/api/customers/staff', { name: 'MARÍA Ñúñez Ávila', phone: nextPhone() }, { cookie })
    const placed = await shop.call('POST', '/api/orders', sourdoughOrder(customer.body.id, day!, 1), { cookie })
    expect(placed.status).toBe(201)
    // A name stored before input was composed: its accents stand apart from their letters.
    const decomposed = (
      await shop.connection.pool.query('insert into customers (name, phone) values ($1, $2) returning id', [
        'Rene\u0301e Iba\u0301n\u0303ez',
        `+52${nextPhone()}`,
      ])
    ).rows[0].id
    for (const typed of ['renee ibanez', 'Renée', 'IBÁÑEZ']) {
      const found = await shop.call('GET', `/api/customers?q=${encodeURIComponent(typed)}`, undefined, { cookie })
      expect(
        found.body.map((row: { id: number }) => row.id),
        typed,
      ).toContain(decomposed)
    }
    for (const typed of ['maria nunez', 'María Ñúñez', 'AVILA', 'ávila']) {
      const found = await shop.call('GET', `/api/customers?q=${encodeURIComponent(typed)}`, undefined, { cookie })
      expect(
        found.body.map((row: { id: number }) => row.id),
        typed,
      ).toContain(customer.body.id)
      const orders = await shop.call('GET', `/api/orders?q=${encodeURIComponent(typed)}`, undefined, { cookie })
      expect(
        orders.body.map((row: { id: number }) => row.id),
        typed,
      ).toContain(placed.body.id)
    }
  })

  it('searches names through their folded trigram index, not by reading every customer', async () => {
    const client = await shop.connection.pool.connect()
    try {
      await client.query('begin')
      // The table is small here: told not to read it whole, the planner shows whether the index can serve the search.
      await client.query('set local enable_seqscan = off')
      const { sql: query, params } = shop.connection.db
        .select({ id: customers.id })
        .from(customers)
        .where(containsFolded(customers.name, 'maria'))
        .toSQL()
      const plan = (await client.query(`explain ${query}`, params)).rows.map((row) => row['QUERY PLAN']).join('\n')
      expect(plan).toContain('customers_name_folded_trgm_idx')
    } finally {
      await client.query('rollback')
      client.release()
    }
  })

  it('refuses the customer lists and profiles without an admin session', async () => {
    for (const path of ['/api/customers', '/api/customers/stats', '/api/customers/1', '/api/customers/1/profile']) {
      expect((await shop.call('GET', path)).status).toBe(401)
    }
  })

  it('lists customers with their order count, total spent and last order date', async () => {
    const cookie = await shop.signIn()
    const buyer = await shop.call('POST', '/api/customers', { name: 'Mateo Pech', email: 'mateo@example.mx', phone: '999 222 3344', ...ADDRESS })
    const browser = await shop.call('POST', '/api/customers', { name: 'Sofía May', email: 'sofia@example.mx', phone: '999 333 4455', ...ADDRESS })
    await placeOrderFor(shop, buyer.body.id, 1)
    await placeOrderFor(shop, buyer.body.id, 2)

    const list = await shop.call('GET', '/api/customers/stats', undefined, { cookie })
    expect(list.status).toBe(200)
    const mateo = list.body.find((c: { id: number }) => c.id === buyer.body.id)
    const sofia = list.body.find((c: { id: number }) => c.id === browser.body.id)
    expect(mateo).toMatchObject({ name: 'Mateo Pech', totalOrders: 2, totalSpent: 450 }) // 450 of bread: orders cost the sum of their lines
    expect(sofia).toMatchObject({ totalOrders: 0, totalSpent: 0, lastOrderDate: sofia.createdAt })
  })

  it('shows a profile with the order history, newest first', async () => {
    const cookie = await shop.signIn()
    const person = await shop.call('POST', '/api/customers', { name: 'Ana Chan', email: 'ana@example.mx', phone: '999 444 5566', ...ADDRESS })
    const first = await placeOrderFor(shop, person.body.id, 1)
    const second = await placeOrderFor(shop, person.body.id, 3)
    const profile = await shop.call('GET', `/api/customers/${person.body.id}/profile`, undefined, { cookie })
    expect(profile.status).toBe(200)
    expect(profile.body).toMatchObject({ name: 'Ana Chan', totalOrders: 2, totalSpent: 600 })
    expect(profile.body.orders.map((order: { id: number }) => order.id)).toEqual([second, first])
    expect(profile.body.orders[0]).toMatchObject({ status: 'pending', total: 450 })
    expect(profile.body.lastOrderDate).toBe(profile.body.orders[0].orderDate)
    expect((await shop.call('GET', '/api/customers/999999/profile', undefined, { cookie })).status).toBe(404)
    // Handed over, then refunded (the bread was burnt): she got her money back, so it is not spent.
    await shop.call('PATCH', `/api/orders/${first}/payment`, { paymentStatus: 'paid' }, { cookie })
    await shop.call('PATCH', `/api/orders/${first}/status`, { status: 'completed' }, { cookie })
    await shop.call('PATCH', `/api/orders/${first}/payment`, { paymentStatus: 'refunded', from: 'paid' }, { cookie })
    const after = await shop.call('GET', `/api/customers/${person.body.id}/profile`, undefined, { cookie })
    expect(after.body).toMatchObject({ totalOrders: 2, totalSpent: 450 })
  })

  it('lists a regular’s orders a page at a time, and counts every one in the profile’s totals', async () => {
    const cookie = await shop.signIn()
    const person = await shop.call('POST', '/api/customers/staff', { name: 'Regular Rosa', phone: nextPhone() }, { cookie })
    // Four years of weekly loaves: more than one reply should ever hold.
    await shop.connection.pool.query(
      `insert into orders (customer_id, total, status, order_date, pickup_date, is_delivery, payment_method, payment_status, access_token)
       select $1, 150, 'completed', now() - n * interval '7 days', (now() - n * interval '7 days')::date, false, 'cash', 'paid', md5(random()::text)
       from generate_series(1, 210) n`,
      [person.body.id],
    )
    const first = await shop.call('GET', `/api/orders/customer/${person.body.id}`, undefined, { cookie })
    expect(first.body).toHaveLength(200)
    expect(first.headers.get('x-total-count')).toBe('210')
    const last = await shop.call('GET', `/api/orders/customer/${person.body.id}?limit=200&page=2`, undefined, { cookie })
    expect(last.body).toHaveLength(10)
    const profile = await shop.call('GET', `/api/customers/${person.body.id}/profile`, undefined, { cookie })
    expect(profile.body).toMatchObject({ totalOrders: 210, totalSpent: 31_500 })
    expect(profile.body.orders).toHaveLength(200)
  })
})
