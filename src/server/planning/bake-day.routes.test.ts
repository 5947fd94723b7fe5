import { beforeAll, expect, it } from 'vitest'
import { addDaysIso, bakeryToday, weekdayOf } from '../../domain/schedule/calendar-dates'
import { ADMIN, describeOnEachDatabase, listenOver, TEST_TIMEZONE } from '../test-support/api-harness'
import { createCustomer, openDates } from '../test-support/order-fixtures'

/** Demo product 3 (Whole Wheat Sourdough, 165) and 4 (Rosemary Focaccia, 120): sold Tuesday to Saturday, ready in a day. */
const WHOLE_WHEAT = { id: 3, price: 165 }
const FOCACCIA = { id: 4, price: 120 }
/** Demo product 8, Carrot Cake: 2,880 minutes of preparation. */
const CARROT_CAKE = { id: 8, price: 420 }

/** The demo shop's four pickup windows, put back after a test changed them. */
const USUAL_WINDOWS = [9, 11, 13, 15].map((hour) => ({ start: `${String(hour).padStart(2, '0')}:00`, end: `${hour + 2}:00`, limit: null }))

const orderOf = (customerId: number, pickupDate: string, lines: Array<{ id: number; price: number; quantity: number }>, extra = {}) => ({
  order: {
    customerId,
    total: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    pickupDate,
    isDelivery: false,
    paymentMethod: 'cash',
    ...extra,
  },
  items: lines.map((line) => ({ productId: line.id, quantity: line.quantity, price: line.price })),
})

describeOnEachDatabase('bake-day planning', (shop) => {
  let cookie: string
  const staff = () => ({ cookie })
  const product = async (id: number) => (await shop.call('GET', `/api/products/${id}`)).body
  /** PUT needs the whole product: send it back with the changes. */
  const updateProduct = async (id: number, change: object) => {
    const { id: _id, ...current } = await product(id)
    const reply = await shop.call('PUT', `/api/products/${id}`, { ...current, ...change }, staff())
    expect(reply.status).toBe(200)
    return reply.body
  }
  const unitsHeld = async (date: string, productId: number) => {
    const result = await shop.connection.pool.query('select used from day_counters where date = $1 and scope = $2', [date, `product:${productId}`])
    return result.rows[0]?.used ?? 0
  }

  beforeAll(async () => {
    cookie = await shop.signIn()
  })

  it('never sells more units than a product’s daily limit, even when 8 orders of 2 arrive at once', async () => {
    const [, date] = await openDates(shop)
    await updateProduct(WHOLE_WHEAT.id, { dailyLimit: 5 })
    // Capacity for the race: the day's order count must not be what stops it.
    const day = (await shop.call('GET', '/api/available-dates')).body.find((entry: { date: string }) => entry.date === date)
    await shop.call('PUT', `/api/available-dates/${day.id}`, { maxOrders: 50 }, staff())
    const customers = await Promise.all(Array.from({ length: 8 }, () => createCustomer(shop)))
    const replies = await Promise.all(customers.map((id) => shop.call('POST', '/api/orders', orderOf(id, date!, [{ ...WHOLE_WHEAT, quantity: 2 }]))))
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(2)
    const refused = replies.filter((reply) => reply.status !== 201)
    expect(refused.map((reply) => reply.status)).toEqual(Array(6).fill(409))
    expect(refused[0]?.body).toMatchObject({ code: 'product_limit', errors: [{ path: 'items.0.quantity', message: 'Only 1 left for this day' }] })
    expect(refused[0]?.body.message).toContain('Whole Wheat Sourdough')
    expect(await unitsHeld(date!, WHOLE_WHEAT.id)).toBe(4)

    // The storefront sees what is left, and a cancellation gives the units back.
    const left = async () => (await shop.call('GET', '/api/available-dates')).body.find((entry: { date: string }) => entry.date === date).unitsLeft
    expect((await left()).products[String(WHOLE_WHEAT.id)]).toBe(1)
    const accepted = replies.find((reply) => reply.status === 201)!.body
    expect((await shop.call('PATCH', `/api/orders/${accepted.id}/status`, { status: 'cancelled' }, staff())).status).toBe(200)
    expect((await left()).products[String(WHOLE_WHEAT.id)]).toBe(3)
    expect(await unitsHeld(date!, WHOLE_WHEAT.id)).toBe(2)
    // Reopening it takes them again, and refuses when they are gone.
    expect((await shop.call('PATCH', `/api/orders/${accepted.id}/status`, { status: 'pending' }, staff())).status).toBe(200)
    expect((await left()).products[String(WHOLE_WHEAT.id)]).toBe(1)
    await updateProduct(WHOLE_WHEAT.id, { dailyLimit: null })
  })

  it('holds a limit shared by a group of products under the same race', async () => {
    const [, , date] = await openDates(shop)
    const group = (await shop.call('POST', '/api/limit-groups', { name: 'Oven: loaves', dailyLimit: 6 }, staff())).body
    await updateProduct(WHOLE_WHEAT.id, { limitGroupId: group.id })
    await updateProduct(FOCACCIA.id, { limitGroupId: group.id })
    const day = (await shop.call('GET', '/api/available-dates')).body.find((entry: { date: string }) => entry.date === date)
    await shop.call('PUT', `/api/available-dates/${day.id}`, { maxOrders: 50 }, staff())
    const customers = await Promise.all(Array.from({ length: 10 }, () => createCustomer(shop)))
    const replies = await Promise.all(
      customers.map((id, index) => shop.call('POST', '/api/orders', orderOf(id, date!, [{ ...(index % 2 ? WHOLE_WHEAT : FOCACCIA), quantity: 2 }]))),
    )
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(3)
    expect(replies.find((reply) => reply.status === 409)?.body).toMatchObject({ code: 'product_limit' })
    expect((await unitsHeld(date!, WHOLE_WHEAT.id)) + (await unitsHeld(date!, FOCACCIA.id))).toBe(6)
    const left = (await shop.call('GET', '/api/available-dates')).body.find((entry: { date: string }) => entry.date === date).unitsLeft
    expect(left.groups[String(group.id)]).toBe(0)
    await updateProduct(WHOLE_WHEAT.id, { limitGroupId: null })
    await updateProduct(FOCACCIA.id, { limitGroupId: null })
  })

  it('refuses sourdough on a Sunday, naming the item, even when the bakery opens that Sunday', async () => {
    await shop.call('PUT', '/api/settings', { bakingDays: [0, 2, 3, 4, 5, 6] }, staff())
    const today = bakeryToday(shop.now, TEST_TIMEZONE)
    let sunday = addDaysIso(today, 1)
    while (weekdayOf(sunday) !== 0) sunday = addDaysIso(sunday, 1)
    const opened = await shop.call('POST', '/api/available-dates', { date: sunday, maxOrders: 10 }, staff())
    expect(opened.status).toBe(201)
    const customerId = await createCustomer(shop)
    const reply = await shop.call('POST', '/api/orders', {
      ...orderOf(customerId, sunday, [{ id: 1, price: 150, quantity: 1 }]),
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ code: 'product_unavailable_day', errors: [{ path: 'items.0.productId' }] })
    // A Sunday staff open stays a baking day until it is closed: the spec's days come back only then.
    expect((await shop.call('PUT', '/api/settings', { bakingDays: [2, 3, 4, 5, 6] }, staff())).status).toBe(400)
    expect((await shop.call('DELETE', `/api/available-dates/${opened.body.id}`, undefined, staff())).status).toBeLessThan(300)
    expect((await shop.call('PUT', '/api/settings', { bakingDays: [2, 3, 4, 5, 6] }, staff())).status).toBe(200)
  })

  it('refuses a 2,880-minute cake for tomorrow, takes it for the day after, and from staff for tomorrow (recorded)', async () => {
    const realNow = shop.now
    try {
      // The clock moves to the day before an open baking day, so "tomorrow" is open whatever today is (opening the
      // real tomorrow would leave, on a Saturday, an open Sunday that later tests would pick).
      const dates = (await openDates(shop)).filter((day) => day > addDaysIso(bakeryToday(realNow, TEST_TIMEZONE), 1) && weekdayOf(day) >= 2)
      const [tomorrow, later] = dates as [string, string]
      await updateProduct(CARROT_CAKE.id, { availabilityDays: [0, 1, 2, 3, 4, 5, 6] })
      shop.now = new Date(`${addDaysIso(tomorrow, -1)}T12:00:00-06:00`)
      const customerId = await createCustomer(shop)
      const cakeOn = (date: string) => orderOf(customerId, date, [{ ...CARROT_CAKE, quantity: 1 }])

      const refused = await shop.call('POST', '/api/orders', cakeOn(tomorrow))
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ code: 'lead_time', errors: [{ path: 'items.0.productId' }] })
      expect((await shop.call('POST', '/api/orders', cakeOn(later))).status).toBe(201)
      // Sessions end after 12 hours: sign in again on the moved clock.
      const byStaff = await shop.call('POST', '/api/orders', cakeOn(tomorrow), { cookie: await shop.signIn() })
      expect(byStaff.status).toBe(201)
      expect(byStaff.body).toMatchObject({ enteredByStaff: true, staffOverrides: ['lead_time'] })
    } finally {
      shop.now = realNow
      cookie = await shop.signIn()
    }
  })

  it('closes a day at the cut-off minute for customers, in the bakery time zone, and lets staff past it', async () => {
    const realNow = shop.now
    try {
      await shop.call('PUT', '/api/settings', { orderCutoffTime: '18:00', bakingDays: [0, 1, 2, 3, 4, 5, 6] }, staff())
      // 17:59 in Mérida (UTC−6) on the day before an open day.
      // A sourdough day (Tuesday to Saturday) after tomorrow, so the clock can move to the evening before it.
      const [date] = (await openDates(shop)).filter((day) => day > addDaysIso(bakeryToday(realNow, TEST_TIMEZONE), 1) && weekdayOf(day) >= 2)
      const dayBefore = addDaysIso(date!, -1)
      shop.now = new Date(`${dayBefore}T17:59:00-06:00`)
      const customerId = await createCustomer(shop)
      const loaf = orderOf(customerId, date!, [{ id: 1, price: 150, quantity: 1 }])
      const orderable = async () =>
        ((await shop.call('GET', '/api/available-dates')).body as { date: string; orderable: boolean }[]).find((day) => day.date === date)?.orderable
      expect(await orderable()).toBe(true)
      const early = await shop.call('POST', '/api/orders', loaf)
      expect(early.status, JSON.stringify(early.body)).toBe(201)
      shop.now = new Date(`${dayBefore}T18:00:00-06:00`)
      // The public list says the day is closed to customers before one is refused.
      expect(await orderable()).toBe(false)
      const late = await shop.call('POST', '/api/orders', loaf)
      expect(late.status).toBe(400)
      expect(late.body).toMatchObject({ code: 'cutoff_passed', errors: [{ path: 'order.pickupDate' }] })
      // Sessions end after 12 hours: sign in again on the moved clock.
      const byStaff = await shop.call('POST', '/api/orders', loaf, { cookie: await shop.signIn() })
      expect(byStaff.status).toBe(201)
      expect(byStaff.body.staffOverrides).toEqual(['cutoff'])
      // Moving an order onto that day now passes the cut-off too, and says so on the order.
      const [later] = (await openDates(shop)).filter((day) => day > date! && weekdayOf(day) >= 2)
      const moving = await shop.call('POST', '/api/orders', orderOf(await createCustomer(shop), later!, [{ id: 1, price: 150, quantity: 1 }]))
      expect(moving.body.staffOverrides).toEqual([])
      const moved = await shop.call('PATCH', `/api/orders/${moving.body.id}`, { pickupDate: date }, { cookie: await shop.signIn() })
      expect(moved.body).toMatchObject({ pickupDate: date, staffOverrides: ['cutoff'] })
    } finally {
      shop.now = realNow
      cookie = await shop.signIn()
      await shop.call('PUT', '/api/settings', { orderCutoffTime: null, bakingDays: [2, 3, 4, 5, 6] }, staff())
    }
  })

  it('drops a cut-off passed for the day an order leaves when staff move it to a day whose cut-off is still ahead', async () => {
    const realNow = shop.now
    try {
      await shop.call('PUT', '/api/settings', { orderCutoffTime: '18:00', bakingDays: [0, 1, 2, 3, 4, 5, 6] }, staff())
      const [date, later] = (await openDates(shop)).filter((day) => day > addDaysIso(bakeryToday(realNow, TEST_TIMEZONE), 1) && weekdayOf(day) >= 2)
      shop.now = new Date(`${addDaysIso(date!, -1)}T18:00:00-06:00`)
      const cookie = await shop.signIn()
      const late = await shop.call('POST', '/api/orders', orderOf(await createCustomer(shop), date!, [{ id: 1, price: 150, quantity: 1 }]), {
        cookie,
      })
      expect(late.body.staffOverrides).toEqual(['cutoff'])
      const moved = await shop.call('PATCH', `/api/orders/${late.body.id}`, { pickupDate: later }, { cookie })
      expect(moved.body).toMatchObject({ pickupDate: later, staffOverrides: [] })
    } finally {
      shop.now = realNow
      cookie = await shop.signIn()
      await shop.call('PUT', '/api/settings', { orderCutoffTime: null, bakingDays: [2, 3, 4, 5, 6] }, staff())
    }
  })

  it('marks a staff order paid only for staff, with the record of who took the money, and refuses customers who try', async () => {
    const [date] = await openDates(shop)
    const body = orderOf(await createCustomer(shop), date!, [{ id: 1, price: 150, quantity: 1 }], { paymentStatus: 'paid' })
    const byCustomer = await shop.call('POST', '/api/orders', body)
    expect(byCustomer.status).toBe(403)
    expect(byCustomer.body.errors).toEqual([
      { path: 'order.paymentStatus', message: 'Only staff can mark an order as paid', key: 'staff_marks_paid_short' },
    ])
    const byStaff = await shop.call('POST', '/api/orders', body, staff())
    expect(byStaff.body).toMatchObject({ paymentStatus: 'paid', enteredByStaff: true, staffOverrides: [] })
    // The payment is on record as if staff had marked it after: who, and when.
    const detail = await shop.call('GET', `/api/orders/${byStaff.body.id}`, undefined, staff())
    expect(detail.body.paymentRecords).toEqual([{ paymentStatus: 'paid', note: null, recordedBy: ADMIN.username, recordedAt: expect.any(String) }])
  })

  it('takes a pickup window from the settings, and holds a window’s own limit', async () => {
    const [date] = await openDates(shop)
    const windows = [
      // Before 9:00, so that orders other tests booked for 9–11 on this day do not fill it.
      { start: '07:00', end: '09:00', limit: 1 },
      { start: '10:00', end: '12:00', limit: null },
    ]
    await shop.call('PUT', '/api/settings', { pickupWindows: windows }, staff())
    try {
      const customerId = await createCustomer(shop)
      const at = (pickupTime: string) => orderOf(customerId, date!, [{ id: 1, price: 150, quantity: 1 }], { pickupTime })
      expect((await shop.call('POST', '/api/orders', at('9:00 AM - 11:00 AM'))).body).toMatchObject({
        code: 'validation',
        errors: [{ path: 'order.pickupTime' }],
      })
      expect((await shop.call('POST', '/api/orders', at('7:00 AM - 9:00 AM'))).status).toBe(201)
      expect((await shop.call('POST', '/api/orders', at('7:00 AM - 9:00 AM'))).body).toMatchObject({
        code: 'date_full',
        errors: [{ path: 'order.pickupTime' }],
      })
      expect((await shop.call('POST', '/api/orders', at('10:00 AM - 12:00 PM'))).status).toBe(201)
    } finally {
      await shop.call('PUT', '/api/settings', { pickupWindows: USUAL_WINDOWS }, staff())
    }
  })

  it('lets at most a window’s limit of orders in when 7 arrive at once on two instances of the shop', async () => {
    const [, , , , , date] = await openDates(shop)
    const windows = [{ start: '09:00', end: '11:00', limit: 2 }]
    await shop.call('PUT', '/api/settings', { pickupWindows: windows }, staff())
    // One instance places one order at a time: the race is between two instances on one database.
    const other = await listenOver(shop.connection.db, () => shop.now)
    try {
      await expect.poll(async () => (await other.call('GET', '/api/settings')).body.pickupWindows).toEqual(windows)
      // Each order another product, so that no product's counter lines them up: the window alone must hold.
      const lines = [
        { id: 1, price: 150 },
        WHOLE_WHEAT,
        FOCACCIA,
        { id: 5, price: 45 },
        { id: 6, price: 55 },
        { id: 9, price: 90 },
        { id: 10, price: 85 },
      ]
      const customers = await Promise.all(lines.map(() => createCustomer(shop)))
      const replies = await Promise.all(
        customers.map((id, index) =>
          (index % 2 ? other : shop).call(
            'POST',
            '/api/orders',
            orderOf(id, date!, [{ ...lines[index]!, quantity: 1 }], { pickupTime: '9:00 AM - 11:00 AM' }),
          ),
        ),
      )
      expect(replies.map((reply) => reply.status).sort()).toEqual([201, 201, 409, 409, 409, 409, 409])
      expect(replies.find((reply) => reply.status === 409)?.body).toMatchObject({ code: 'date_full', errors: [{ path: 'order.pickupTime' }] })
    } finally {
      await other.app.close()
      await shop.call('PUT', '/api/settings', { pickupWindows: USUAL_WINDOWS }, staff())
    }
  })

  it('keeps counting the orders a window took after staff change its hours', async () => {
    const [, , , , date] = await openDates(shop)
    const put = (windows: object[]) => shop.call('PUT', '/api/settings', { pickupWindows: windows }, staff())
    await put([
      { start: '09:00', end: '11:00', limit: 2 },
      { start: '11:00', end: '13:00', limit: null },
    ])
    try {
      const customerId = await createCustomer(shop)
      const at = (pickupTime: string) => orderOf(customerId, date!, [{ id: 1, price: 150, quantity: 1 }], { pickupTime })
      const first = await shop.call('POST', '/api/orders', at('9:00 AM - 11:00 AM'))
      expect(first.status).toBe(201)
      // The morning window now ends at noon: the order booked for 9–11 still fills it.
      await put([
        { start: '09:00', end: '12:00', limit: 2 },
        { start: '12:00', end: '13:00', limit: null },
      ])
      const windowsLeft = async () =>
        (await shop.call('GET', '/api/available-dates')).body.find((entry: { date: string }) => entry.date === date).unitsLeft.windows
      expect(await windowsLeft()).toEqual({ '9:00 AM - 12:00 PM': 1 })
      expect((await shop.call('POST', '/api/orders', at('9:00 AM - 12:00 PM'))).status).toBe(201)
      expect((await shop.call('POST', '/api/orders', at('9:00 AM - 12:00 PM'))).body).toMatchObject({
        code: 'date_full',
        errors: [{ path: 'order.pickupTime' }],
      })
      // Cancelling the order booked under the old hours gives its place back to the window that holds it now.
      expect((await shop.call('PATCH', `/api/orders/${first.body.id}/status`, { status: 'cancelled' }, staff())).status).toBe(200)
      expect(await windowsLeft()).toEqual({ '9:00 AM - 12:00 PM': 1 })
      expect((await shop.call('POST', '/api/orders', at('9:00 AM - 12:00 PM'))).status).toBe(201)
    } finally {
      await put(USUAL_WINDOWS)
    }
  })

  it('moves an order to another day, or another window of its day, in the window staff choose', async () => {
    const [, , , , , , first, second] = await openDates(shop)
    // Early hours no other test books, so only this test's orders fill the limited window.
    await shop.call(
      'PUT',
      '/api/settings',
      {
        pickupWindows: [
          { start: '05:00', end: '06:00', limit: 1 },
          { start: '06:00', end: '07:00', limit: null },
        ],
      },
      staff(),
    )
    try {
      const customerId = await createCustomer(shop)
      const at = (date: string, pickupTime: string) => orderOf(customerId, date, [{ id: 1, price: 150, quantity: 1 }], { pickupTime })
      const moving = (await shop.call('POST', '/api/orders', at(first!, '5:00 AM - 6:00 AM'))).body
      const staying = (await shop.call('POST', '/api/orders', at(second!, '5:00 AM - 6:00 AM'))).body
      const move = (body: object, id = moving.id) => shop.call('PATCH', `/api/orders/${id}`, body, staff())

      expect((await move({ pickupDate: second })).body).toMatchObject({ code: 'date_full', errors: [{ path: 'pickupTime' }] })
      const unknown = await move({ pickupDate: second, pickupTime: '3:00 AM - 5:00 AM' })
      expect(unknown.status).toBe(400)
      expect(unknown.body).toMatchObject({ code: 'validation', errors: [{ path: 'pickupTime' }] })
      const moved = await move({ pickupDate: second, pickupTime: '6:00 AM - 7:00 AM' })
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
      expect(moved.body).toMatchObject({ pickupDate: second, pickupTime: '6:00 AM - 7:00 AM' })
      // The limited window it left on the first day is free again.
      expect((await shop.call('POST', '/api/orders', at(first!, '5:00 AM - 6:00 AM'))).status).toBe(201)

      // On the same day, staff change the window alone: never into a full one, and the place moves with the order.
      expect((await move({ pickupDate: second, pickupTime: '5:00 AM - 6:00 AM' })).body).toMatchObject({
        code: 'date_full',
        errors: [{ path: 'pickupTime' }],
      })
      expect((await move({ pickupDate: second, pickupTime: '6:00 AM - 7:00 AM' }, staying.id)).body).toMatchObject({
        pickupTime: '6:00 AM - 7:00 AM',
      })
      expect((await move({ pickupDate: second, pickupTime: '5:00 AM - 6:00 AM' })).body).toMatchObject({ pickupTime: '5:00 AM - 6:00 AM' })
      const left = (await shop.call('GET', '/api/available-dates')).body.find((day: { date: string }) => day.date === second).unitsLeft.windows
      expect(left).toEqual({ '5:00 AM - 6:00 AM': 0 })
    } finally {
      await shop.call('PUT', '/api/settings', { pickupWindows: USUAL_WINDOWS }, staff())
    }
  })

  it('sums the production sheet from the lines of the orders not cancelled, by variant, with packing and CSV', async () => {
    const [, , , date] = await openDates(shop)
    const customerId = await createCustomer(shop)
    const place = async (items: object[], total: number, pickupTime = '9:00 AM - 11:00 AM') => {
      const reply = await shop.call('POST', '/api/orders', {
        order: { customerId, total, pickupDate: date, pickupTime, isDelivery: false, paymentMethod: 'cash' },
        items,
      })
      expect(reply.status, JSON.stringify(reply.body)).toBe(201)
      return reply.body
    }
    const sliced = { productId: 1, quantity: 2, price: 160, customizations: { breadFormat: 'sliced' } }
    const whole = { productId: 1, quantity: 1, price: 150, customizations: { breadFormat: 'whole' } }
    const sixPack = { productId: 2, quantity: 1, price: 290, customizations: { quantity: '6' } }
    const cakeNoSize = { productId: 7, quantity: 1, price: 450, customizations: { flavor: 'Lemon', specialInstructions: 'Feliz cumpleaños Sofía' } }
    const late = await place([sliced, sixPack], 610, '3:00 PM - 5:00 PM')
    const early = await place([whole, sliced], 470)
    const cancelled = await place([whole, cakeNoSize], 600)
    await place([cakeNoSize], 450, '11:00 AM - 1:00 PM')
    expect((await shop.call('PATCH', `/api/orders/${cancelled.id}/status`, { status: 'cancelled' }, staff())).status).toBe(200)

    const sheet = await shop.call('GET', `/api/production/${date}`, undefined, staff())
    expect(sheet.status).toBe(200)
    expect(sheet.body.orderCount).toBe(3)
    const item = (id: number) => sheet.body.items.find((entry: { productId: number }) => entry.productId === id)
    expect(item(1)).toMatchObject({
      name: 'Artisan Sourdough',
      quantity: 5,
      variants: [
        { customizations: { breadFormat: 'sliced' }, quantity: 4, missingSize: false },
        { customizations: { breadFormat: 'whole' }, quantity: 1, missingSize: false },
      ],
    })
    expect(item(2)).toMatchObject({ quantity: 6 })
    expect(item(7)).toMatchObject({ quantity: 1, variants: [{ customizations: { flavor: 'Lemon' }, quantity: 1, missingSize: true }] })
    // The packing list runs in pickup-window order, each bag with what is still owed.
    expect(sheet.body.orders.map((order: { id: number }) => order.id).filter((id: number) => [early.id, late.id].includes(id))).toEqual([
      early.id,
      late.id,
    ])
    expect(sheet.body.orders[0]).toMatchObject({ id: early.id, customerName: 'María González', owed: 470, pickupTime: '9:00 AM - 11:00 AM' })
    // Paid, then given back while the order goes ahead (the customer pays at the counter instead): still to collect.
    for (const paymentStatus of ['paid', 'refunded']) {
      expect((await shop.call('PATCH', `/api/orders/${late.id}/payment`, { paymentStatus }, staff())).status).toBe(200)
    }
    const bag = (await shop.call('GET', `/api/production/${date}`, undefined, staff())).body.orders.find(
      (order: { id: number }) => order.id === late.id,
    )
    expect(bag).toMatchObject({ paymentStatus: 'refunded', owed: 610 })

    const csv = await fetch(`${shop.baseUrl}/api/production/${date}?format=csv`, { headers: staff() })
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const bytes = new Uint8Array(await csv.clone().arrayBuffer())
    // A byte-order mark first, so a spreadsheet reads the accents as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = await csv.text()
    expect(text.split('\r\n')[0]).toBe('product,format,size,flavor,quantity,missing size,notes')
    expect(text).toContain('Artisan Sourdough,sliced,,,4,,\r\n')
    // The line's note (a cake's inscription) with the units it is for, as on the bake list.
    expect(text).toContain('Chocolate Celebration Cake,,,Lemon,1,yes,1 × Feliz cumpleaños Sofía')
    // In the language staff read the page in: its headings, the Spanish names and words.
    const spanish = await (await fetch(`${shop.baseUrl}/api/production/${date}?format=csv&lang=es`, { headers: staff() })).text()
    expect(spanish.split('\r\n')[0]).toBe('producto,presentación,tamaño,sabor,cantidad,falta tamaño,notas')
    expect(spanish).toContain('Pan de masa madre artesanal,rebanado,,,4,,\r\n')
    expect(spanish).toContain('Pastel de chocolate para celebrar,,,Limón,1,sí,1 × Feliz cumpleaños Sofía')

    const week = await shop.call('GET', `/api/production?from=${date}&to=${addDaysIso(date!, 6)}`, undefined, staff())
    expect(week.body.days).toHaveLength(7)
    expect(week.body.items.find((entry: { productId: number }) => entry.productId === 1).quantity).toBeGreaterThanOrEqual(5)
    expect((await shop.call('GET', `/api/production/${date}`)).status).toBe(401)
  })
})
