import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { createsAt } from '../../domain/regulars/standing-schedule'
import { addDaysIso } from '../../domain/schedule/calendar-dates'
import { describeOnEachDatabase, listenOver, TEST_TIMEZONE } from '../test-support/api-harness'
import { startAppWith } from '../test-support/app-with-config'
import { deliverWebhook, replyWebhook } from '../test-support/fake-whatsapp'
import { createCustomer, customerBody, nextPhone, openDates, sourdoughOrder } from '../test-support/order-fixtures'

describeOnEachDatabase('standing orders', (shop) => {
  let cookie: string
  let realNow: Date
  const staff = () => ({ cookie })
  /** The moment a week's order is made, and a minute before it. */
  const at = (date: string, minutes = 1) => new Date(createsAt(date, TEST_TIMEZONE).getTime() + minutes * 60_000)

  beforeAll(() => {
    realNow = shop.now
  })
  // Each test signs in at the real time: a session from before a move of days has expired.
  beforeEach(async () => {
    shop.now = realNow
    cookie = await shop.signIn()
  })
  afterEach(() => {
    shop.now = realNow
  })

  async function open(date: string, maxOrders = 10) {
    const reply = await shop.call('POST', '/api/available-dates', { date, maxOrders }, staff())
    if (reply.status !== 201) {
      const day = (await shop.call('GET', '/api/available-dates')).body.find((entry: { date: string }) => entry.date === date)
      if (day) await shop.call('PUT', `/api/available-dates/${day.id}`, { maxOrders }, staff())
    }
  }

  /** A customer's order on `date` made weekly: its id, the order and the manage token. */
  async function standingFrom(date: string, every: 'week' | '2weeks' = 'week') {
    const customerId = await createCustomer(shop)
    const placed = await shop.call('POST', '/api/orders', sourdoughOrder(customerId, date))
    expect(placed.status).toBe(201)
    const reply = await shop.call('POST', `/api/orders/${placed.body.id}/standing`, { token: placed.body.accessToken, every })
    expect(reply.status).toBe(201)
    return { customerId, orderId: placed.body.id as number, ...(reply.body as { id: number; manageToken: string }) }
  }

  const ordersOn = async (customerId: number, date: string) =>
    (await shop.connection.pool.query('select id from orders where customer_id = $1 and pickup_date = $2', [customerId, date])).rows.length

  it('makes exactly one order per week at its moment, however many instances try at once', async () => {
    const [date] = await openDates(shop)
    const next = addDaysIso(date!, 7)
    await open(next)
    const standing = await standingFrom(date!)
    const again = await shop.call('POST', `/api/orders/${standing.orderId}/standing`, {
      token: (await shop.connection.pool.query('select access_token from orders where id = $1', [standing.orderId])).rows[0].access_token,
      every: 'week',
    })
    expect(again.body).toEqual({ id: standing.id, manageToken: standing.manageToken })

    // What is stored under the number changes (someone registered it with other details): the weeks keep the order's.
    await shop.connection.pool.query(`update customers set name = 'Mallory', whatsapp = '+529990000001' where id = $1`, [standing.customerId])
    const other = await listenOver(shop.connection.db, () => shop.now, { TRUST_PROXY: 1 })
    try {
      const everyone = [shop.app, other.app, shop.app, other.app]
      shop.now = at(next, -1)
      await Promise.all(everyone.map((app) => app.services.standingOrders.makeDueWeeks()))
      expect(await ordersOn(standing.customerId, next)).toBe(0)

      shop.now = at(next)
      const made = await Promise.all(everyone.map((app) => app.services.standingOrders.makeDueWeeks()))
      expect(made.reduce((sum, count) => sum + count, 0)).toBe(1)
      expect(await ordersOn(standing.customerId, next)).toBe(1)
      const contacts = await shop.connection.pool.query('select contact from orders where customer_id = $1 order by id', [standing.customerId])
      expect(contacts.rows.map((row) => [row.contact?.name, row.contact?.whatsapp])).toEqual([
        ['María González', null],
        ['María González', null],
      ])
      // Later rounds find the week made.
      await other.app.services.standingOrders.makeDueWeeks()
      expect(await ordersOn(standing.customerId, next)).toBe(1)
    } finally {
      await other.app.close()
    }

    const view = await shop.call('GET', `/api/standing-orders/${standing.id}?token=${standing.manageToken}`)
    expect(view.status).toBe(200)
    expect(view.body).toMatchObject({ every: 'week', status: 'active', items: [{ productId: 1, quantity: 2, price: 160 }], totalPerWeek: 320 })
    // Greeted by the name the order was placed with, not the one stored under the number since.
    expect(view.body.firstName).toBe('María')
    const week = view.body.weeks.find((entry: { date: string }) => entry.date === next)
    expect(week).toMatchObject({ state: 'created', orderId: expect.any(Number), orderToken: expect.any(String) })
    // The week's order is an ordinary order the customer reads with its own link, priced from the catalogue.
    const order = await shop.call('GET', `/api/orders/${week.orderId}?token=${week.orderToken}`)
    expect(order.body).toMatchObject({ pickupDate: next, total: 320, paymentMethod: 'cash', items: [{ productId: 1, quantity: 2 }] })
    // Made weekly again from a week it made, it is the same standing order.
    const fromWeek = await shop.call('POST', `/api/orders/${week.orderId}/standing`, { token: week.orderToken, every: 'week' })
    expect(fromWeek.body).toEqual({ id: standing.id, manageToken: standing.manageToken })
  })

  it('honours a skipped week and a pause, and only the manage token or staff may change them', async () => {
    const [date] = await openDates(shop)
    const [week1, week2, week3] = [7, 14, 21].map((days) => addDaysIso(date!, days))
    for (const day of [week1!, week2!, week3!]) await open(day)
    const standing = await standingFrom(date!)
    const change = (body: object, headers = {}) => shop.call('PATCH', `/api/standing-orders/${standing.id}`, body, headers)

    expect((await change({ token: 'not-the-token', skip: week1 })).status).toBe(404)
    expect((await change({ skip: week1 })).status).toBe(404)
    expect((await shop.call('GET', `/api/standing-orders/${standing.id}`)).status).toBe(404)
    const skipped = await change({ token: standing.manageToken, skip: week1 })
    expect(skipped.status).toBe(200)
    expect(skipped.body.weeks.find((entry: { date: string }) => entry.date === week1).state).toBe('skipped')
    // Lines the catalogue does not have are refused when they are sent, not when a week is made.
    const unknown = await change({ token: standing.manageToken, items: [{ productId: 999_999, quantity: 1 }] })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual([
      { path: 'items.0.productId', message: 'Product 999999 does not exist', key: 'product_missing_id', values: { id: 999_999 } },
    ])
    const fewer = await change({ token: standing.manageToken, items: [{ productId: 1, quantity: 1, customizations: { breadFormat: 'sliced' } }] })
    expect(fewer.body.items).toMatchObject([{ productId: 1, quantity: 1 }])
    // Staff pause it through week 2 without the token.
    const paused = await change({ pausedUntil: week2 }, staff())
    expect(paused.body).toMatchObject({ status: 'paused', pausedUntil: week2 })
    const pausedList = (await shop.call('GET', '/api/standing-orders?status=paused', undefined, staff())).body
    expect(pausedList.map((entry: { id: number }) => entry.id)).toEqual([standing.id])

    for (const week of [week1!, week2!]) {
      shop.now = at(week)
      await shop.app.services.standingOrders.makeDueWeeks()
      expect(await ordersOn(standing.customerId, week)).toBe(0)
    }
    shop.now = at(week3!)
    await shop.app.services.standingOrders.makeDueWeeks()
    expect(await ordersOn(standing.customerId, week3!)).toBe(1)
    const view = (await shop.call('GET', `/api/standing-orders/${standing.id}?token=${standing.manageToken}`)).body
    expect(view.weeks.find((entry: { date: string }) => entry.date === week3).state).toBe('created')

    // Cancelled: no more weeks.
    shop.now = realNow
    const cancelled = await change({ token: standing.manageToken, cancel: true })
    expect(cancelled.body.status).toBe('cancelled')
    const list = await shop.call('GET', '/api/standing-orders?status=cancelled', undefined, staff())
    expect(list.headers.get('x-total-count')).not.toBeNull()
    expect(list.body.map((entry: { id: number }) => entry.id)).toContain(standing.id)
    const active = (await shop.call('GET', '/api/standing-orders?status=active', undefined, staff())).body
    expect(active.map((entry: { id: number }) => entry.id)).not.toContain(standing.id)
    expect(active.every((entry: { status: string }) => entry.status === 'active')).toBe(true)
    expect((await shop.call('GET', '/api/standing-orders')).status).toBe(401)
    // Asking again to repeat the order says the series was cancelled, not that it is set.
    const token = (await shop.connection.pool.query('select access_token from orders where id = $1', [standing.orderId])).rows[0].access_token
    const again = await shop.call('POST', `/api/orders/${standing.orderId}/standing`, { token, every: 'week' })
    expect(again.status).toBe(409)
    expect(again.body.key).toBe('standing_order_cancelled')
  })

  it('does not make a week that no longer fits, says why and offers the next day it fits', async () => {
    // Another weekday than the other tests' standing orders, whose weeks would take places on it.
    const [, date] = await openDates(shop)
    const next = addDaysIso(date!, 7)
    await open(next, 1)
    const standing = await standingFrom(date!)
    // Someone else takes the only place that day.
    const other = await createCustomer(shop)
    expect((await shop.call('POST', '/api/orders', sourdoughOrder(other, next))).status).toBe(201)

    shop.now = at(next)
    await shop.app.services.standingOrders.makeDueWeeks()
    expect(await ordersOn(standing.customerId, next)).toBe(0)
    const view = (await shop.call('GET', `/api/standing-orders/${standing.id}?token=${standing.manageToken}`)).body
    const week = view.weeks.find((entry: { date: string }) => entry.date === next)
    expect(week).toMatchObject({ state: 'not_created', reason: 'date_full', orderId: null })
    expect(week.nextDate > next).toBe(true)

    const placed = await shop.call('POST', `/api/standing-orders/${standing.id}/place`, { token: standing.manageToken, date: week.nextDate })
    expect(placed.status).toBe(201)
    expect(await ordersOn(standing.customerId, week.nextDate)).toBe(1)
    await open(next, 10)
  })

  it('sends a consenting customer the private link once the standing order is set', async () => {
    const wa = await startAppWith(shop, { WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '1', PUBLIC_URL: 'https://pan.example.mx' })
    try {
      const [, , date] = await openDates(shop)
      const customerId = await createCustomer(shop)
      const body = sourdoughOrder(customerId, date!)
      const placed = await wa.call('POST', '/api/orders', { ...body, order: { ...body.order, whatsappOptIn: true } })
      const standing = await wa.call('POST', `/api/orders/${placed.body.id}/standing`, { token: placed.body.accessToken, every: '2weeks' })
      expect(standing.status).toBe(201)
      const queued = await shop.connection.pool.query('select kind, template from whatsapp_messages where order_id = $1 order by id', [
        placed.body.id,
      ])
      expect(queued.rows.map((row) => row.kind)).toEqual(['received', 'standing_set'])
      expect(queued.rows[1].template.name).toBe('standing_order_set')
      expect(queued.rows[1].template.parameters[2]).toBe(
        `https://pan.example.mx/standing-orders/${standing.body.id}?token=${standing.body.manageToken}`,
      )
    } finally {
      await wa.close()
    }
  })

  it('keeps quiet about the weeks made after the customer replied BAJA', async () => {
    const appSecret = 'meta-app-secret-for-tests'
    const wa = await startAppWith(shop, { WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_APP_SECRET: appSecret })
    try {
      const [date] = await openDates(shop)
      const next = addDaysIso(date!, 7)
      await open(next)
      const phone = nextPhone()
      const customerId = (await wa.call('POST', '/api/customers', customerBody(phone))).body.id
      const body = sourdoughOrder(customerId, date!)
      const placed = await wa.call('POST', '/api/orders', { ...body, order: { ...body.order, whatsappOptIn: true } })
      const standing = await wa.call('POST', `/api/orders/${placed.body.id}/standing`, { token: placed.body.accessToken, every: 'week' })
      expect(standing.status).toBe(201)
      expect((await deliverWebhook(wa.baseUrl, replyWebhook(`521${phone}`, 'BAJA'), { appSecret })).status).toBe(200)

      shop.now = at(next)
      expect(await wa.app.services.standingOrders.makeDueWeeks()).toBe(1)
      const week = await shop.connection.pool.query(
        `select o.whatsapp_opt_in, (select count(*) from whatsapp_messages m where m.order_id = o.id)::int as messages
         from orders o where o.customer_id = $1 and o.pickup_date = $2`,
        [customerId, next],
      )
      expect(week.rows).toEqual([{ whatsapp_opt_in: false, messages: 0 }])
    } finally {
      await wa.close()
    }
  })

  it('places "order for that day instead" once, and the schedule does not make that day again', async () => {
    const [date] = await openDates(shop)
    const next = addDaysIso(date!, 7)
    await open(next)
    const standing = await standingFrom(date!)
    const body = { token: standing.manageToken, date: next }
    const first = await shop.call('POST', `/api/standing-orders/${standing.id}/place`, body)
    expect(first.status).toBe(201)
    // A second press gives the same order back.
    expect((await shop.call('POST', `/api/standing-orders/${standing.id}/place`, body)).body.orderId).toBe(first.body.orderId)
    shop.now = at(next)
    await shop.app.services.standingOrders.makeDueWeeks()
    expect(await ordersOn(standing.customerId, next)).toBe(1)
  })
})
