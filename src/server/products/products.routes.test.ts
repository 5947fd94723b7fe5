import { expect, it } from 'vitest'
import { describeOnEachDatabase, type Harness } from '../test-support/api-harness'
import { createCustomer, openDates, sourdoughOrder } from '../test-support/order-fixtures'

describeOnEachDatabase('products API', (shop) => {
  it('lists the demo catalogue with the sourdough first and the weekly special second', async () => {
    const reply = await shop.call('GET', '/api/products')
    expect(reply.status).toBe(200)
    expect(reply.body[0]).toMatchObject({ id: 1, name: 'Artisan Sourdough', price: 150 })
    expect(reply.body[1].name).toContain('Weekly Special')
    expect(new Set(reply.body.map((p: { categoryId: number }) => p.categoryId)).size).toBeGreaterThanOrEqual(3)
  })

  it('keeps a product’s packs smallest first, however staff typed them, so the smallest is what is offered first', async () => {
    const cookie = await shop.signIn()
    const packs = [
      { count: 6, price: 290 },
      { count: 1, price: 50 },
      { count: 3, price: 150 },
    ]
    const created = await shop.call('POST', '/api/products', { name: 'Concha box', price: 50, categoryId: 3, packs }, { cookie })
    expect(created.status).toBe(201)
    expect(created.body.packs.map((pack: { count: number }) => pack.count)).toEqual([1, 3, 6])
    const read = await shop.call('GET', `/api/products/${created.body.id}`)
    expect(read.body.packs).toEqual([
      { count: 1, price: 50 },
      { count: 3, price: 150 },
      { count: 6, price: 290 },
    ])
    await shop.call('DELETE', `/api/products/${created.body.id}`, undefined, { cookie })
  })

  it('tells staff how many units the coming days already hold of a product and of its shared group', async () => {
    const cookie = await shop.signIn()
    const group = await shop.call('POST', '/api/limit-groups', { name: 'Oven', dailyLimit: 20 }, { cookie })
    const made = { price: 50, categoryId: 3, availabilityDays: [0, 1, 2, 3, 4, 5, 6], dailyLimit: 10, limitGroupId: group.body.id }
    const rolls = await shop.call('POST', '/api/products', { ...made, name: 'Rye rolls' }, { cookie })
    const buns = await shop.call('POST', '/api/products', { ...made, name: 'Buns' }, { cookie })
    const [first, second] = await openDates(shop)
    const order = async (productId: number, date: string, quantity: number) => {
      const body = {
        order: { customerId: await createCustomer(shop), total: 50 * quantity, pickupDate: date, isDelivery: false, paymentMethod: 'cash' },
        items: [{ productId, quantity, price: 50 }],
      }
      const placed = await shop.call('POST', '/api/orders', body)
      expect(placed.status).toBe(201)
      return placed.body.id as number
    }
    const placed = [await order(rolls.body.id, first!, 3), await order(rolls.body.id, second!, 2), await order(buns.body.id, second!, 4)]
    const held = (path: string, from: string, who = { cookie }) => shop.call('GET', `${path}/days-held?from=${from}`, undefined, who)

    expect((await held(`/api/products/${rolls.body.id}`, first!)).body).toEqual([
      { date: first, units: 3 },
      { date: second, units: 2 },
    ])
    expect((await held(`/api/products/${rolls.body.id}`, second!)).body).toEqual([{ date: second, units: 2 }])
    expect((await held(`/api/limit-groups/${group.body.id}`, first!)).body).toEqual([
      { date: first, units: 3 },
      { date: second, units: 6 },
    ])
    // Staff only; a day that is not a date, or an unknown product, is refused.
    expect((await held(`/api/products/${rolls.body.id}`, first!, { cookie: '' })).status).toBe(401)
    expect((await held(`/api/products/${rolls.body.id}`, 'tomorrow')).status).toBe(400)
    expect((await held('/api/products/999999', first!)).status).toBe(404)
    // A cancelled order holds nothing.
    for (const id of placed) await shop.call('PATCH', `/api/orders/${id}/status`, { status: 'cancelled' }, { cookie })
    expect((await held(`/api/limit-groups/${group.body.id}`, first!)).body).toEqual([])
    for (const product of [rolls, buns]) await shop.call('DELETE', `/api/products/${product.body.id}`, undefined, { cookie })
    await shop.call('DELETE', `/api/limit-groups/${group.body.id}`, undefined, { cookie })
  })

  it('answers 404 with a message for an unknown product and 400 for a malformed id', async () => {
    const missing = await shop.call('GET', '/api/products/999999')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ message: expect.any(String), errors: [] })
    const malformed = await shop.call('GET', '/api/products/abc')
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors[0].path).toBe('params.id')
  })

  it('lets staff create, update and delete a product, and refuses anonymous changes', async () => {
    const anonymous = await shop.call('POST', '/api/products', { name: 'Concha', price: 25 })
    expect(anonymous.status).toBe(401)
    const cookie = await shop.signIn()
    const created = await shop.call('POST', '/api/products', { name: 'Concha', price: 25.5, tags: ['sweet'] }, { cookie })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'Concha', price: 25.5, categoryId: 1, availabilityDays: [1, 2, 3, 4, 5], inStock: true, prepTime: 60 })
    const updated = await shop.call('PUT', `/api/products/${created.body.id}`, { name: 'Concha de vainilla', price: 28 }, { cookie })
    expect(updated.body).toMatchObject({ name: 'Concha de vainilla', price: 28 })
    expect((await shop.call('DELETE', `/api/products/${created.body.id}`, undefined, { cookie })).status).toBe(204)
    expect((await shop.call('GET', `/api/products/${created.body.id}`)).status).toBe(404)
  })

  it('refuses to delete a product a standing order still repeats, naming it, until that standing order is cancelled', async () => {
    const cookie = await shop.signIn()
    const created = await shop.call(
      'POST',
      '/api/products',
      { name: 'Bollo efímero', price: 20, availabilityDays: [0, 1, 2, 3, 4, 5, 6], prepTime: 60 },
      { cookie },
    )
    const [date] = await openDates(shop)
    const placed = await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), date!))
    const standing = (await shop.call('POST', `/api/orders/${placed.body.id}/standing`, { token: placed.body.accessToken, every: 'week' })).body
    const change = (body: object) => shop.call('PATCH', `/api/standing-orders/${standing.id}`, { token: standing.manageToken, ...body })
    expect((await change({ items: [{ productId: created.body.id, quantity: 2 }] })).status).toBe(200)

    const refused = await shop.call('DELETE', `/api/products/${created.body.id}`, undefined, { cookie })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'conflict', key: 'product_in_standing_orders', message: expect.stringContaining('Bollo efímero') })
    expect((await shop.call('GET', `/api/products/${created.body.id}`)).status).toBe(200)

    expect((await change({ cancel: true })).status).toBe(200)
    expect((await shop.call('DELETE', `/api/products/${created.body.id}`, undefined, { cookie })).status).toBe(204)
  })

  it('keeps a Spanish name and description beside the English ones; an update that leaves them out keeps them', async () => {
    const demo = (await shop.call('GET', '/api/products/1')).body
    expect(demo).toMatchObject({ name: 'Artisan Sourdough', nameEs: 'Pan de masa madre artesanal', descriptionEs: expect.any(String) })
    expect((await shop.call('GET', '/api/categories')).body.every((category: { nameEs: string | null }) => category.nameEs)).toBe(true)

    const cookie = await shop.signIn()
    const created = await shop.call(
      'POST',
      '/api/products',
      { name: 'Sweet bread', nameEs: '  Pan dulce ', description: 'Soft and sweet', descriptionEs: 'Suave y dulce', price: 20 },
      { cookie },
    )
    expect(created.body).toMatchObject({ name: 'Sweet bread', nameEs: 'Pan dulce', descriptionEs: 'Suave y dulce' })
    const id = created.body.id
    // The staff dashboard's product dialog knows only the English fields: the Spanish ones stay.
    const kept = await shop.call('PUT', `/api/products/${id}`, { name: 'Sweet bun', price: 22 }, { cookie })
    expect(kept.body).toMatchObject({ name: 'Sweet bun', nameEs: 'Pan dulce', descriptionEs: 'Suave y dulce' })
    // Emptied in the admin form, they are gone and Spanish readers see the English name.
    const cleared = await shop.call('PUT', `/api/products/${id}`, { name: 'Sweet bun', price: 22, nameEs: '', descriptionEs: null }, { cookie })
    expect(cleared.body).toMatchObject({ nameEs: null, descriptionEs: null })
    const long = await shop.call('PUT', `/api/products/${id}`, { name: 'Sweet bun', price: 22, nameEs: 'x'.repeat(201) }, { cookie })
    expect(long.status).toBe(400)
    expect(long.body.errors[0].path).toBe('nameEs')
  })

  it('refuses duplicate or empty tags and prices with more than 2 decimals, writing nothing', async () => {
    const cookie = await shop.signIn()
    const before = await shop.count('products')
    for (const body of [
      { name: 'Bad', price: 10, tags: ['a', 'A'] },
      { name: 'Bad', price: 10, tags: [''] },
      { name: 'Bad', price: 10.123 },
      { name: 'Bad', price: -1 },
      { name: 'x'.repeat(10_000), price: 1 },
    ]) {
      const reply = await shop.call('POST', '/api/products', body, { cookie })
      expect(reply.status).toBe(400)
      expect(reply.body.errors.length).toBeGreaterThan(0)
    }
    expect(await shop.count('products')).toBe(before)
  })
})

describeOnEachDatabase('deleting a product while an order for it is placed', (shop) => {
  const newProduct = async (cookie: string): Promise<number> => {
    const reply = await shop.call('POST', '/api/products', { name: 'Rol de canela', price: 45, availabilityDays: [0, 1, 2, 3, 4, 5, 6] }, { cookie })
    return reply.body.id
  }
  const orderFor = (customerId: number, pickupDate: string, productId: number) => ({
    order: { customerId, total: 45, pickupDate, isDelivery: false, paymentMethod: 'cash' },
    items: [{ productId, quantity: 1, price: 45 }],
  })

  it('refuses the delete with product_in_orders once the order it waited for is in', async () => {
    const cookie = await shop.signIn()
    const productId = await newProduct(cookie)
    const [date] = await openDates(shop)
    const customerId = await createCustomer(shop)
    const other = await shop.connection.pool.connect()
    try {
      // Holding the day's row stops the placement at its last step, with its lines already written.
      await other.query('begin')
      await other.query('update available_dates set current_orders = current_orders where date = $1', [date])
      const placing = shop.call('POST', '/api/orders', orderFor(customerId, date!, productId))
      await expect.poll(() => lockWaiters(shop)).toBe(1)
      const deleting = shop.call('DELETE', `/api/products/${productId}`, undefined, { cookie })
      await expect.poll(() => lockWaiters(shop)).toBe(2)
      await other.query('commit')
      expect((await placing).status).toBe(201)
      const deleted = await deleting
      expect(deleted.status).toBe(409)
      expect(deleted.body).toMatchObject({ code: 'conflict', key: 'product_in_orders' })
    } finally {
      other.release()
    }
    expect((await shop.call('GET', `/api/products/${productId}`)).status).toBe(200)
  })

  it('refuses the order as for any unknown product once the delete it waited for is done', async () => {
    const cookie = await shop.signIn()
    const productId = await newProduct(cookie)
    const [date] = await openDates(shop)
    const customerId = await createCustomer(shop)
    const before = await shop.count('orders')
    const other = await shop.connection.pool.connect()
    try {
      // A delete under way: the product's row is locked until it commits.
      await other.query('begin')
      await other.query('delete from products where id = $1', [productId])
      const placing = shop.call('POST', '/api/orders', orderFor(customerId, date!, productId))
      await expect.poll(() => lockWaiters(shop)).toBe(1)
      await other.query('commit')
      const refused = await placing
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ code: 'validation', errors: [expect.objectContaining({ path: 'items.0.productId' })] })
    } finally {
      other.release()
    }
    expect(await shop.count('orders')).toBe(before)
  })
})

/** How many of this database's sessions are waiting for a row lock. */
async function lockWaiters(shop: Harness): Promise<number> {
  const result = await shop.connection.pool.query(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  )
  return result.rows[0].n
}
