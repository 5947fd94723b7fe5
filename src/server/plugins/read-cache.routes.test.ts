import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase, listenOver } from '../test-support/api-harness'
import { createCustomer, openDates, sourdoughOrder } from '../test-support/order-fixtures'

describeOnEachDatabase('catalogue reads from memory', (shop) => {
  let cookie: string
  /** A second instance of the shop on the same database, as when the shop runs on two machines. */
  let other: Awaited<ReturnType<typeof listenOver>>

  beforeAll(async () => {
    cookie = await shop.signIn()
    other = await listenOver(shop.connection.db, () => shop.now)
    await other.app.ready()
  })
  afterAll(async () => {
    await other?.app.close()
  })

  const rename = async (name: string) => {
    const { id: _id, ...product } = (await shop.call('GET', '/api/products/1')).body
    expect((await shop.call('PUT', '/api/products/1', { ...product, name }, { cookie })).status).toBe(200)
  }
  const placesTaken = async (call: typeof shop.call, date: string) =>
    (await call('GET', '/api/available-dates')).body.find((day: { date: string }) => day.date === date).currentOrders

  it('answers with an ETag browsers revalidate for free: 304 while nothing changed, 200 with the new ETag after', async () => {
    for (const path of ['/api/products', '/api/products/1', '/api/categories', '/api/settings', '/api/available-dates']) {
      const first = await shop.call('GET', path)
      const etag = first.headers.get('etag')
      expect(etag, path).toMatch(/^".+"$/)
      expect(first.headers.get('cache-control')).toBe('no-cache')
      const again = await shop.call('GET', path, undefined, { 'if-none-match': etag ?? '' })
      expect(again.status, path).toBe(304)
      const fromMemory = await shop.call('GET', path)
      expect(fromMemory.body).toEqual(first.body)
      expect(fromMemory.headers.get('etag')).toBe(etag)
      // Served from memory, still with the shop's security headers.
      expect(fromMemory.headers.get('x-content-type-options')).toBe('nosniff')
    }
    const before = (await shop.call('GET', '/api/products')).headers.get('etag') ?? ''
    await rename('Artisan Sourdough Loaf')
    const after = await shop.call('GET', '/api/products', undefined, { 'if-none-match': before })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(before)
    await rename('Artisan Sourdough')
  })

  it('shows a staff edit and a new order to the very next read on the same instance', async () => {
    expect((await shop.call('GET', '/api/products/1')).body.name).toBe('Artisan Sourdough')
    await rename('Hogaza de masa madre')
    expect((await shop.call('GET', '/api/products/1')).body.name).toBe('Hogaza de masa madre')
    expect((await shop.call('GET', '/api/products')).body.find((product: { id: number }) => product.id === 1).name).toBe('Hogaza de masa madre')
    await rename('Artisan Sourdough')

    const [date] = await openDates(shop)
    const taken = await placesTaken(shop.call, date!)
    expect((await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), date!, 1))).status).toBe(201)
    expect(await placesTaken(shop.call, date!)).toBe(taken + 1)
  })

  it('keeps a copy at most a minute, so a change made behind the shop’s back shows up', async () => {
    const first = await shop.call('GET', '/api/categories')
    await shop.connection.pool.query('update categories set name = $1 where id = 1', ['Panes'])
    expect((await shop.call('GET', '/api/categories')).body).toEqual(first.body)
    const realNow = shop.now
    try {
      shop.now = new Date(realNow.getTime() + 61_000)
      expect((await shop.call('GET', '/api/categories')).body.find((category: { id: number }) => category.id === 1).name).toBe('Panes')
    } finally {
      shop.now = realNow
      await shop.connection.pool.query('update categories set name = $1 where id = 1', [first.body[0].name])
    }
  })

  it('drops the other instance’s copy within a second of a staff price change or a place taken there', async () => {
    const priceOnOther = async (path: string) => {
      const body = (await other.call('GET', path)).body
      return (Array.isArray(body) ? body.find((entry: { id: number }) => entry.id === 1) : body).price
    }
    const { id: _id, ...product } = (await other.call('GET', '/api/products/1')).body
    expect(await priceOnOther('/api/products')).toBe(product.price)
    expect((await shop.call('PUT', '/api/products/1', { ...product, price: product.price + 5 }, { cookie })).status).toBe(200)
    await expect.poll(() => priceOnOther('/api/products/1'), { timeout: 1000, interval: 50 }).toBe(product.price + 5)
    await expect.poll(() => priceOnOther('/api/products'), { timeout: 1000, interval: 50 }).toBe(product.price + 5)
    expect((await shop.call('PUT', '/api/products/1', product, { cookie })).status).toBe(200)

    const [, date] = await openDates(shop)
    const taken = await placesTaken(other.call, date!)
    expect((await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), date!, 1))).status).toBe(201)
    await expect.poll(() => placesTaken(other.call, date!), { timeout: 1000, interval: 50 }).toBe(taken + 1)
  })
})
