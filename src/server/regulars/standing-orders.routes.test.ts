import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import type { StandingWeek } from '../../domain/regulars/standing-order-schemas'
import { createsAt } from '../../domain/regulars/standing-schedule'
import { addDaysIso } from '../../domain/schedule/calendar-dates'
import { clabeCheckDigit } from '../../domain/shop/clabe'
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

  /** A product sold every day, that a standing order may hold besides the sourdough. */
  async function newProduct(name: string): Promise<number> {
    const reply = await shop.call('POST', '/api/products', { name, price: 40, availabilityDays: [0, 1, 2, 3, 4, 5, 6], prepTime: 0 }, staff())
    expect(reply.status).toBe(201)
    return reply.body.id
  }

  const weekOf = (view: { weeks: StandingWeek[] }, date: string) => view.weeks.find((entry) => entry.date === date)
  const viewOf = async (standing: { id: number; manageToken: string }) =>
    (await shop.call('GET', `/api/standing-orders/${standing.id}?token=${standing.manageToken}`)).body

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
    expect(again.body).toEqual({ id: standing.id, manageToken: standing.manageToken, every: 'week' })

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
    // Made weekly again from a week it made: it already repeats, and the week's link does not open the series.
    const fromWeek = await shop.call('POST', `/api/orders/${week.orderId}/standing`, { token: week.orderToken, every: 'week' })
    expect(fromWeek.status).toBe(409)
    expect(fromWeek.body.key).toBe('already_standing')
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
    // Staff get the customer's private page, to send it by hand.
    expect(pausedList[0].customerPath).toBe(`/standing-orders/${standing.id}?token=${standing.manageToken}`)

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
    // The missed week now leads to the order placed instead, for the customer and for staff, and offers nothing more.
    const after = (await shop.call('GET', `/api/standing-orders/${standing.id}?token=${standing.manageToken}`)).body
    expect(after.weeks.find((entry: { date: string }) => entry.date === next)).toMatchObject({
      state: 'not_created',
      nextDate: week.nextDate,
      orderId: placed.body.orderId,
      orderToken: placed.body.accessToken,
    })
    const cookie = await shop.signIn()
    const listed = (await shop.call('GET', '/api/standing-orders', undefined, { cookie })).body
    const staffView = (listed.items ?? listed).find((entry: { id: number }) => entry.id === standing.id)
    expect(staffView.weeks.find((entry: { date: string }) => entry.date === next)).toMatchObject({ orderId: placed.body.orderId })
    await open(next, 10)
  })

  it('tells staff which planned weeks fall on a day not opened yet, so they open it before the week is made', async () => {
    const [, , date] = await openDates(shop)
    const standing = await standingFrom(date!)
    const later = addDaysIso(date!, 14)
    await shop.connection.pool.query('delete from available_dates where date = $1 and current_orders = 0', [later])
    const listed = (await shop.call('GET', '/api/standing-orders?limit=200', undefined, staff())).body
    const weeks = (listed.items ?? listed).find((entry: { id: number }) => entry.id === standing.id).weeks as StandingWeek[]
    expect(weeks.find((week) => week.date === addDaysIso(date!, 7))).toMatchObject({ state: 'planned', dayOpen: true })
    expect(weeks.find((week) => week.date === later)).toMatchObject({ state: 'planned', dayOpen: false })
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

  it('keeps the series silent when the customer replied BAJA after ordering but before setting it', async () => {
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
      expect((await deliverWebhook(wa.baseUrl, replyWebhook(`521${phone}`, 'BAJA'), { appSecret })).status).toBe(200)
      // The series is set after the BAJA (the database's clock stamped it): its moment is no new consent.
      shop.now = new Date(Date.now() + 1000)
      const standing = await wa.call('POST', `/api/orders/${placed.body.id}/standing`, { token: placed.body.accessToken, every: 'week' })
      expect(standing.status).toBe(201)
      const kinds = await shop.connection.pool.query('select kind from whatsapp_messages where order_id = $1 order by id', [placed.body.id])
      expect(kinds.rows.map((row) => row.kind)).not.toContain('standing_set')

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
  it('orders for "that day instead" only a coming week of the series or the day offered, never a skipped week', async () => {
    const [date] = await openDates(shop)
    const week1 = addDaysIso(date!, 7)
    const offDay = addDaysIso(date!, 9)
    for (const day of [week1, offDay]) await open(day)
    const standing = await standingFrom(date!)
    const change = (body: object) => shop.call('PATCH', `/api/standing-orders/${standing.id}`, { token: standing.manageToken, ...body })
    expect((await change({ skip: week1 })).status).toBe(200)
    const place = (day: string) => shop.call('POST', `/api/standing-orders/${standing.id}/place`, { token: standing.manageToken, date: day })

    for (const refused of [week1, offDay]) {
      const reply = await place(refused)
      expect(reply.status, refused).toBe(400)
      expect(reply.body.errors, refused).toEqual([expect.objectContaining({ path: 'date', key: 'standing_day_not_offered' })])
    }
    expect(await ordersOn(standing.customerId, week1)).toBe(0)
    expect(await ordersOn(standing.customerId, offDay)).toBe(0)
    expect(weekOf(await viewOf(standing), week1)?.state).toBe('skipped')
    // Wanted again, the week can be ordered ahead.
    expect((await change({ unskip: week1 })).status).toBe(200)
    expect((await place(week1)).status).toBe(201)
    await change({ cancel: true })
  })

  it('refuses to restore a skipped week the shop already recorded, and says it is decided', async () => {
    const [, , , date] = await openDates(shop)
    const next = addDaysIso(date!, 7)
    await open(next)
    const standing = await standingFrom(date!)
    const change = (body: object) => shop.call('PATCH', `/api/standing-orders/${standing.id}`, { token: standing.manageToken, ...body })
    expect((await change({ skip: next })).status).toBe(200)
    expect(weekOf(await viewOf(standing), next)).toMatchObject({ state: 'skipped', decided: false })

    shop.now = at(next)
    await shop.app.services.standingOrders.makeDueWeeks()
    const restored = await change({ unskip: next })
    expect(restored.status).toBe(409)
    expect(restored.body).toMatchObject({ code: 'conflict', key: 'standing_week_recorded', values: { date: next } })
    expect(weekOf(await viewOf(standing), next)).toMatchObject({ state: 'skipped', decided: true })
    expect(await ordersOn(standing.customerId, next)).toBe(0)
  })

  it('resumes a pause for the weeks to come, and shows a week already recorded as paused as it stays', async () => {
    const [, , , date] = await openDates(shop)
    const [week1, week2] = [7, 14].map((days) => addDaysIso(date!, days))
    for (const day of [week1!, week2!]) await open(day)
    const standing = await standingFrom(date!)
    const change = (body: object) => shop.call('PATCH', `/api/standing-orders/${standing.id}`, { token: standing.manageToken, ...body })
    expect((await change({ pausedUntil: week2 })).status).toBe(200)

    shop.now = at(week1!)
    await shop.app.services.standingOrders.makeDueWeeks()
    const resumed = await change({ pausedUntil: null })
    expect(resumed.status).toBe(200)
    expect(resumed.body.status).toBe('active')
    expect(weekOf(resumed.body, week1!)).toMatchObject({ state: 'paused', decided: true })
    expect(weekOf(resumed.body, week2!)).toMatchObject({ state: 'planned', decided: false })
    await change({ cancel: true })
  })

  it('places a week whose window staff removed in the nearest window, and takes a new window from the current ones', async () => {
    const [, , , date] = await openDates(shop)
    const next = addDaysIso(date!, 7)
    await open(next)
    const standing = await standingFrom(date!)
    const windows = (await shop.call('GET', '/api/settings')).body.pickupWindows
    const moved = [
      { start: '07:00', end: '09:00', limit: null },
      { start: '10:00', end: '12:00', limit: null },
    ]
    expect((await shop.call('PUT', '/api/settings', { pickupWindows: moved }, staff())).status).toBe(200)
    try {
      // 9:00 to 11:00 is gone: 10:00 starts nearest to it.
      expect((await viewOf(standing)).pickupTime).toBe('10:00 AM - 12:00 PM')
      shop.now = at(next)
      await shop.app.services.standingOrders.makeDueWeeks()
      const week = weekOf(await viewOf(standing), next)
      expect(week).toMatchObject({ state: 'created', reason: null })
      const order = await shop.connection.pool.query('select pickup_time from orders where id = $1', [week?.orderId])
      expect(order.rows[0].pickup_time).toBe('10:00 AM - 12:00 PM')

      const change = (body: object) => shop.call('PATCH', `/api/standing-orders/${standing.id}`, { token: standing.manageToken, ...body })
      const earlier = await change({ pickupTime: '7:00 AM - 9:00 AM' })
      expect(earlier.status).toBe(200)
      expect(earlier.body.pickupTime).toBe('7:00 AM - 9:00 AM')
      const gone = await change({ pickupTime: '9:00 AM - 11:00 AM' })
      expect(gone.status).toBe(400)
      expect(gone.body.errors).toMatchObject([{ path: 'pickupTime', key: 'pickup_time_choose' }])
    } finally {
      shop.now = realNow
      await shop.call('PUT', '/api/settings', { pickupWindows: windows }, staff())
    }
  })

  it('says a week missed for a product out of stock or removed, without offering a day that cannot work either', async () => {
    const [, , , date] = await openDates(shop)
    const [week1, week2] = [7, 14].map((days) => addDaysIso(date!, days))
    for (const day of [week1!, week2!]) await open(day)
    const standing = await standingFrom(date!)
    const seasonal = await newProduct('Pan de muerto')
    const lines = [
      { productId: 1, quantity: 2, customizations: { breadFormat: 'sliced' } },
      { productId: seasonal, quantity: 1 },
    ]
    const change = (body: object) => shop.call('PATCH', `/api/standing-orders/${standing.id}`, { token: standing.manageToken, ...body })
    expect((await change({ items: lines })).status).toBe(200)

    await shop.connection.pool.query('update products set in_stock = false where id = $1', [seasonal])
    shop.now = at(week1!)
    await shop.app.services.standingOrders.makeDueWeeks()
    expect(weekOf(await viewOf(standing), week1!)).toMatchObject({ state: 'not_created', reason: 'out_of_stock', nextDate: null })

    shop.now = realNow
    // Staff cannot delete it while the series repeats it; one removed before that rule is said as removed.
    expect((await shop.call('DELETE', `/api/products/${seasonal}`, undefined, { cookie: await shop.signIn() })).status).toBe(409)
    await shop.connection.pool.query('delete from products where id = $1', [seasonal])
    shop.now = at(week2!)
    await shop.app.services.standingOrders.makeDueWeeks()
    expect(weekOf(await viewOf(standing), week2!)).toMatchObject({ state: 'not_created', reason: 'product_removed', nextDate: null })
    await change({ cancel: true })
  })

  it('takes any change while a line is out of stock today, and still refuses an unknown product or a bad quantity', async () => {
    const [, , , date] = await openDates(shop)
    const standing = await standingFrom(date!)
    const seasonal = await newProduct('Rosca')
    const change = (body: object) => shop.call('PATCH', `/api/standing-orders/${standing.id}`, { token: standing.manageToken, ...body })
    const lines = (quantity: number) => [
      { productId: 1, quantity: 2, customizations: { breadFormat: 'sliced' } },
      { productId: seasonal, quantity },
    ]
    expect((await change({ items: lines(1) })).status).toBe(200)
    await shop.connection.pool.query('update products set in_stock = false where id = $1', [seasonal])

    const more = await change({ items: lines(3) })
    expect(more.status).toBe(200)
    expect(more.body.items).toMatchObject([
      { productId: 1, quantity: 2 },
      { productId: seasonal, quantity: 3 },
    ])
    expect((await change({ items: [...lines(3), { productId: 999_999, quantity: 1 }] })).status).toBe(400)
    expect((await change({ items: lines(-1) })).status).toBe(400)
    await change({ cancel: true })
  })

  it('refuses new quantities made from lines someone else changed meanwhile, instead of undoing their change', async () => {
    // A day the other tests leave with room (the first fills up).
    const [, , , date] = await openDates(shop)
    const standing = await standingFrom(date!)
    const path = `/api/standing-orders/${standing.id}`
    const seen = (await shop.call('GET', `${path}?token=${standing.manageToken}`)).body.items.map(
      ({ productId, quantity, customizations }: { productId: number; quantity: number; customizations: object }) => ({
        productId,
        quantity,
        customizations,
      }),
    )
    const [line] = seen
    // Two tabs (or two people with the link) loaded the same lines; the first saves 3 loaves.
    const first = await shop.call('PATCH', path, { token: standing.manageToken, items: [{ ...line, quantity: 3 }], itemsSeen: seen })
    expect(first.status).toBe(200)
    const stale = await shop.call('PATCH', path, { token: standing.manageToken, items: [{ ...line, quantity: 5 }], itemsSeen: seen })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'conflict', key: 'standing_changed_meanwhile' })
    expect((await shop.call('GET', `${path}?token=${standing.manageToken}`)).body.items).toMatchObject([{ quantity: 3 }])
  })

  it('refuses a product added to the series that the bakery does not make on its weekday', async () => {
    const [, , , date] = await openDates(shop)
    const standing = await standingFrom(date!)
    const otherDays = [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== new Date(`${date}T12:00:00Z`).getUTCDay())
    const reply = await shop.call('POST', '/api/products', { name: 'Rosca de lunes', price: 40, availabilityDays: otherDays, prepTime: 0 }, staff())
    expect(reply.status).toBe(201)
    const sourdough = { productId: 1, quantity: 2, customizations: { breadFormat: 'sliced' } }
    const refused = await shop.call('PATCH', `/api/standing-orders/${standing.id}`, {
      token: standing.manageToken,
      items: [sourdough, { productId: reply.body.id, quantity: 1 }],
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'items.1.productId', key: 'product_not_made_on' })])
    await shop.call('PATCH', `/api/standing-orders/${standing.id}`, { token: standing.manageToken, cancel: true })
  })

  it('refuses to repeat an order whose pack the bakery no longer sells, naming the line, instead of promising weeks it would refuse', async () => {
    const [, , , date] = await openDates(shop)
    const packs = [
      { count: 1, price: 40 },
      { count: 3, price: 110 },
    ]
    const made = await shop.call(
      'POST',
      '/api/products',
      { name: 'Polvorones', price: 40, availabilityDays: [0, 1, 2, 3, 4, 5, 6], prepTime: 0, packs },
      staff(),
    )
    expect(made.status).toBe(201)
    const order = {
      order: {
        customerId: await createCustomer(shop),
        total: 40,
        pickupDate: date,
        pickupTime: '9:00 AM - 11:00 AM',
        isDelivery: false,
        paymentMethod: 'cash',
      },
      items: [{ productId: made.body.id, quantity: 1, price: 40, customizations: { quantity: '1' } }],
    }
    const placed = await shop.call('POST', '/api/orders', order)
    expect(placed.status).toBe(201)
    // The single one is no longer sold: only packs of 3 and 6.
    const { id: _id, ...product } = made.body
    const changed = { ...product, packs: [packs[1], { count: 6, price: 210 }] }
    expect((await shop.call('PUT', `/api/products/${made.body.id}`, changed, staff())).status).toBe(200)
    const refused = await shop.call('POST', `/api/orders/${placed.body.id}/standing`, { token: placed.body.accessToken, every: 'week' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'items.0.customizations.quantity' })])
    expect((await shop.call('GET', `/api/orders/${placed.body.id}/standing?token=${placed.body.accessToken}`)).body).toEqual({
      inStandingOrder: false,
      cancelled: false,
    })
  })

  it('refuses a bank transfer while the shop takes none, and takes it once the shop has a CLABE', async () => {
    const [, , , date] = await openDates(shop)
    const customerId = await createCustomer(shop)
    const placed = await shop.call('POST', '/api/orders', sourdoughOrder(customerId, date!))
    const start = (paymentMethod: string) =>
      shop.call('POST', `/api/orders/${placed.body.id}/standing`, { token: placed.body.accessToken, every: 'week', paymentMethod })
    expect((await shop.call('GET', '/api/settings')).body.bankClabe).toBe('')

    const refused = await start('bank_transfer')
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ key: 'standing_transfer_unavailable', errors: [{ path: 'paymentMethod', key: 'transfer_unavailable' }] })
    const standing = (await start('cash')).body as { id: number; manageToken: string }
    const change = (body: object) => shop.call('PATCH', `/api/standing-orders/${standing.id}`, { token: standing.manageToken, ...body })
    expect((await change({ paymentMethod: 'bank_transfer' })).body.key).toBe('standing_transfer_unavailable')

    const clabe = `00218000000000000${clabeCheckDigit('00218000000000000')}`
    expect((await shop.call('PUT', '/api/settings', { bankClabe: clabe }, staff())).status).toBe(200)
    try {
      expect((await change({ paymentMethod: 'bank_transfer' })).body.paymentMethod).toBe('bank_transfer')
    } finally {
      await shop.call('PUT', '/api/settings', { bankClabe: '' }, staff())
    }
    await change({ cancel: true })
  })

  it('sets a standing order from a transfer order only once it is paid, so an order never paid starts no series', async () => {
    const [, , , , date] = await openDates(shop)
    const clabe = `00218000000000000${clabeCheckDigit('00218000000000000')}`
    expect((await shop.call('PUT', '/api/settings', { bankClabe: clabe }, staff())).status).toBe(200)
    try {
      const customerId = await createCustomer(shop)
      const body = sourdoughOrder(customerId, date!)
      const placed = await shop.call('POST', '/api/orders', { ...body, order: { ...body.order, paymentMethod: 'bank_transfer' } })
      expect(placed.status).toBe(201)
      const start = () => shop.call('POST', `/api/orders/${placed.body.id}/standing`, { token: placed.body.accessToken, every: 'week' })
      const refused = await start()
      expect(refused.status).toBe(409)
      expect(refused.body.key).toBe('standing_needs_payment')
      await shop.connection.pool.query("update orders set payment_status = 'paid' where id = $1", [placed.body.id])
      const standing = await start()
      expect(standing.status).toBe(201)
      await shop.call('PATCH', `/api/standing-orders/${standing.body.id}`, { token: standing.body.manageToken, cancel: true })
    } finally {
      await shop.call('PUT', '/api/settings', { bankClabe: '' }, staff())
    }
  })

  it('places a week with the tax the shop adds now, as the checkout charges it, and the page shows that amount', async () => {
    const [date] = await openDates(shop)
    const next = addDaysIso(date!, 7)
    await open(next)
    const standing = await standingFrom(date!)
    expect((await shop.call('PUT', '/api/settings', { taxMode: 'added', taxPercent: 16 }, staff())).status).toBe(200)
    try {
      const placed = await shop.call('POST', `/api/standing-orders/${standing.id}/place`, { token: standing.manageToken, date: next })
      expect(placed.status).toBe(201)
      const stored = await shop.connection.pool.query('select total, tax from orders where id = $1', [placed.body.orderId])
      // 2 sliced loaves: 320 of bread, 16% on top, on the series' page as on the week's order.
      expect(stored.rows[0]).toMatchObject({ total: '371.20', tax: '51.20' })
      expect((await viewOf(standing)).totalPerWeek).toBe(371.2)
    } finally {
      await shop.call('PUT', '/api/settings', { taxMode: 'cart_only', taxPercent: 8 }, staff())
    }
  })

  it('gives the private link only to the customer who just set the series, never to a later holder of an order link', async () => {
    const [date] = await openDates(shop)
    const next = addDaysIso(date!, 7)
    await open(next)
    const customerId = await createCustomer(shop)
    const placed = await shop.call('POST', '/api/orders', sourdoughOrder(customerId, date!))
    const start = (orderId: number, token: string, every = 'week') => shop.call('POST', `/api/orders/${orderId}/standing`, { token, every })
    const standing = await start(placed.body.id, placed.body.accessToken)
    expect(standing.status).toBe(201)

    // A week's order link, forwarded to whoever picks it up, does not open the series.
    const week = await shop.call('POST', `/api/standing-orders/${standing.body.id}/place`, { token: standing.body.manageToken, date: next })
    const fromWeek = await start(week.body.orderId, week.body.accessToken)
    expect(fromWeek.status).toBe(409)
    expect(fromWeek.body).toMatchObject({ code: 'conflict', key: 'already_standing' })
    expect(JSON.stringify(fromWeek.body)).not.toContain(standing.body.manageToken)

    // A retry after a lost reply, moments later from the same order, answers the series as it is (not as asked).
    const retried = await start(placed.body.id, placed.body.accessToken, '2weeks')
    expect(retried.body).toEqual({ id: standing.body.id, manageToken: standing.body.manageToken, every: 'week' })
    // The first order's link opens it no more once the moment of setting it has passed.
    shop.now = new Date(realNow.getTime() + 60 * 60_000)
    const later = await start(placed.body.id, placed.body.accessToken)
    expect(later.status).toBe(409)
    expect(later.body.key).toBe('already_standing')
    expect(JSON.stringify(later.body)).not.toContain(standing.body.manageToken)
    shop.now = realNow
    await shop.call('PATCH', `/api/standing-orders/${standing.body.id}`, { token: standing.body.manageToken, cancel: true })
  })

  it("tells an order's page whether the order already belongs to a series, with the order's own token only", async () => {
    const [date] = await openDates(shop)
    const next = addDaysIso(date!, 7)
    await open(next)
    const customerId = await createCustomer(shop)
    const placed = await shop.call('POST', '/api/orders', sourdoughOrder(customerId, date!))
    const inSeries = async (orderId: number, token: string) => {
      const reply = await shop.call('GET', `/api/orders/${orderId}/standing?token=${token}`)
      expect(reply.status).toBe(200)
      return reply.body
    }
    expect(await inSeries(placed.body.id, placed.body.accessToken)).toEqual({ inStandingOrder: false, cancelled: false })
    expect((await shop.call('GET', `/api/orders/${placed.body.id}/standing?token=wrong`)).status).toBe(404)
    const standing = await shop.call('POST', `/api/orders/${placed.body.id}/standing`, { token: placed.body.accessToken, every: 'week' })
    expect(await inSeries(placed.body.id, placed.body.accessToken)).toEqual({ inStandingOrder: true, cancelled: false })
    const week = await shop.call('POST', `/api/standing-orders/${standing.body.id}/place`, { token: standing.body.manageToken, date: next })
    expect(await inSeries(week.body.orderId, week.body.accessToken)).toEqual({ inStandingOrder: true, cancelled: false })
    await shop.call('PATCH', `/api/standing-orders/${standing.body.id}`, { token: standing.body.manageToken, cancel: true })
    // Its pages no longer say it repeats: the series they came from was cancelled.
    for (const [id, token] of [
      [placed.body.id, placed.body.accessToken],
      [week.body.orderId, week.body.accessToken],
    ]) {
      expect(await inSeries(id, token)).toEqual({ inStandingOrder: true, cancelled: true })
    }
  })

  it('never keeps a line for a product deleted while the customer added it, however the two cross', async () => {
    const [date] = await openDates(shop)
    const standing = await standingFrom(date!)
    const loaf = { productId: 1, quantity: 2, customizations: { breadFormat: 'sliced' } }
    for (let round = 0; round < 8; round++) {
      const product = await newProduct(`Pan de temporada ${round}`)
      const [added, deleted] = await Promise.all([
        shop.call('PATCH', `/api/standing-orders/${standing.id}`, {
          token: standing.manageToken,
          items: [loaf, { productId: product, quantity: 1 }],
        }),
        shop.call('DELETE', `/api/products/${product}`, undefined, staff()),
      ])
      // Exactly one of the two wins: the line with its product, or the delete and no line.
      const lines = (await viewOf(standing)).items.map((line: { productId: number }) => line.productId)
      if (deleted.status === 204) {
        expect(lines, `round ${round}: ${added.status}`).not.toContain(product)
      } else {
        expect(deleted.body.key).toBe('product_in_standing_orders')
        expect(lines).toContain(product)
      }
      await shop.call('PATCH', `/api/standing-orders/${standing.id}`, { token: standing.manageToken, items: [loaf] })
    }
  })
})
