import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { addDaysIso, bakeryToday } from '../../domain/schedule/calendar-dates'
import { describeOnEachDatabase, TEST_TIMEZONE } from '../test-support/api-harness'
import { createCustomer, customerBody, nextPhone, openDates, placesTaken, sourdoughOrder } from '../test-support/order-fixtures'

describeOnEachDatabase('placing an order', (shop) => {
  it('answers 201 with the recomputed order, its lines and an access token, and takes one place on the day', async () => {
    const [date] = await openDates(shop)
    const customerId = await createCustomer(shop)
    const body = sourdoughOrder(customerId, date!)
    body.items.push({ productId: 2, quantity: 1, price: 150, customizations: { quantity: '3', priceTier: '3 for $150' } } as never)
    body.order.total = 470
    const reply = await shop.call('POST', '/api/orders', body)
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      customerId,
      // By default an order costs the sum of its lines (spec §9): 2 × 160 + 150.
      total: 470,
      tax: 0,
      taxPercent: 0,
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'cash',
      pickupDate: date,
      whatsappSent: false,
      accessToken: expect.stringMatching(/^[\w-]{43}$/),
    })
    expect(reply.body.items).toEqual([
      expect.objectContaining({
        productId: 1,
        productName: 'Artisan Sourdough',
        productNameEs: 'Pan de masa madre artesanal',
        quantity: 2,
        price: 160,
      }),
      expect.objectContaining({ productId: 2, quantity: 1, price: 150, customizations: { quantity: '3', priceTier: '3 for $150' } }),
    ])
    expect(await placesTaken(shop, date!)).toBe(1)
  })

  it('takes a bank transfer only once the shop has a CLABE to pay into, and writes nothing before', async () => {
    const [date] = await openDates(shop)
    const body = sourdoughOrder(await createCustomer(shop), date!)
    body.order.paymentMethod = 'bank_transfer'
    const before = await shop.count('orders')
    const refused = await shop.call('POST', '/api/orders', body)
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([{ path: 'order.paymentMethod', message: 'Bank transfer is not available yet', key: 'transfer_unavailable' }])
    expect(await shop.count('orders')).toBe(before)

    const cookie = await shop.signIn()
    expect((await shop.call('PUT', '/api/settings', { bankName: 'BBVA México', bankClabe: '002180000118359710' }, { cookie })).status).toBe(200)
    expect((await shop.call('POST', '/api/orders', body)).status).toBe(201)
    await shop.call('PUT', '/api/settings', { bankClabe: '' }, { cookie })
  })

  it('stores the total the shop’s tax setting gives, whichever total the client sends, and refuses any other', async () => {
    const cookie = await shop.signIn()
    const [date] = await openDates(shop)
    const customerId = await createCustomer(shop)
    const place = (total: number) =>
      shop.call('POST', '/api/orders', { ...sourdoughOrder(customerId, date!), order: { ...sourdoughOrder(customerId, date!).order, total } })
    const setTax = (taxMode: string, taxPercent: number) => shop.call('PUT', '/api/settings', { taxMode, taxPercent }, { cookie })

    expect((await setTax('added', 16)).status).toBe(200)
    // 2 sliced loaves: 320 of bread, 16% on top. The lines' sum (a checkout that loaded before tax was added) would be
    // charged more than it showed: it hears the amount to pay instead.
    expect((await place(371.2)).body).toMatchObject({ total: 371.2, tax: 51.2, taxPercent: 16 })
    for (const total of [320, 345.6]) {
      const refusedTotal = await place(total)
      expect(refusedTotal.status).toBe(400)
      expect(refusedTotal.body.errors).toEqual([expect.objectContaining({ path: 'order.total', message: 'The order total is $371.20' })])
    }

    expect((await setTax('included', 16)).status).toBe(200)
    expect((await place(320)).body).toMatchObject({ total: 320, tax: 0, taxPercent: 0 })
    const refused = await place(371.2)
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([
      { path: 'order.total', message: 'The order total is $320.00', key: 'order_total_is', values: { total: '$320.00' } },
    ])
    expect((await setTax('added', 120)).status).toBe(400)
  })

  it('refuses a card order while the shop cannot take card payments, and writes nothing', async () => {
    const [date] = await openDates(shop)
    const body = sourdoughOrder(await createCustomer(shop), date!)
    body.order.paymentMethod = 'card'
    const before = await shop.count('orders')
    const refused = await shop.call('POST', '/api/orders', body)
    expect(refused.status).toBe(503)
    expect(refused.body).toMatchObject({ code: 'payments_unavailable', errors: [{ path: 'order.paymentMethod' }] })
    expect(await shop.count('orders')).toBe(before)
    // Staff still refused a card order to be paid later (no pay link can work)…
    const cookie = await shop.signIn()
    expect((await shop.call('POST', '/api/orders', body, { cookie })).status).toBe(503)
    // …but take one the customer already paid at the counter's terminal: nothing goes through the shop's card payments.
    const takenPaid = await shop.call('POST', '/api/orders', { ...body, order: { ...body.order, paymentStatus: 'paid' } }, { cookie })
    expect(takenPaid.status).toBe(201)
    expect(takenPaid.body).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid', enteredByStaff: true })
  })

  it('shows the order to the holder of its token, to staff, and to nobody else', async () => {
    const [, date] = await openDates(shop)
    const placed = (await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), date!))).body
    const mine = await shop.call('GET', `/api/orders/${placed.id}?token=${placed.accessToken}`)
    expect(mine.status).toBe(200)
    expect(mine.body.items).toHaveLength(1)
    expect(mine.body.accessToken).toBeUndefined()
    // The token with its last character changed (to one it is not: 1 in 64 tokens end in 'A').
    const nearMiss = `${placed.accessToken.slice(0, -1)}${placed.accessToken.endsWith('A') ? 'B' : 'A'}`
    for (const query of ['', '?token=', '?token=wrong', `?token=${nearMiss}`]) {
      expect((await shop.call('GET', `/api/orders/${placed.id}${query}`)).status).toBe(404)
    }
    const other = (await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), date!))).body
    expect((await shop.call('GET', `/api/orders/${other.id}?token=${placed.accessToken}`)).status).toBe(404)
    const cookie = await shop.signIn()
    expect((await shop.call('GET', `/api/orders/${placed.id}`, undefined, { cookie })).status).toBe(200)
  })

  it('refuses a price or total that differs from the catalogue, naming the field, and writes nothing', async () => {
    const [, , date] = await openDates(shop)
    const customerId = await createCustomer(shop)
    const before = await shop.count('orders')
    const cheap = sourdoughOrder(customerId, date!)
    cheap.items[0]!.price = 1
    const wrongTotal = sourdoughOrder(customerId, date!)
    wrongTotal.order.total = 1
    for (const [body, path] of [
      [cheap, 'items.0.price'],
      [wrongTotal, 'order.total'],
    ] as const) {
      const reply = await shop.call('POST', '/api/orders', body)
      expect(reply.status).toBe(400)
      expect(reply.body.errors.map((error: { path: string }) => error.path)).toContain(path)
    }
    expect(await shop.count('orders')).toBe(before)
    expect(await placesTaken(shop, date!)).toBe(0)
  })

  it('takes a staff order for today (a phone call: "I collect it this afternoon"), and moves one to today, never a customer’s', async () => {
    const cookie = await shop.signIn()
    const today = bakeryToday(shop.now, TEST_TIMEZONE)
    const { bakingDays } = (await shop.call('GET', '/api/settings')).body
    await shop.call('PUT', '/api/settings', { bakingDays: [0, 1, 2, 3, 4, 5, 6] }, { cookie })
    const opened = await shop.connection.pool.query(
      'insert into available_dates (date, max_orders, current_orders) values ($1, 40, 0) on conflict (date) do nothing returning id',
      [today],
    )
    // Whatever weekday the run falls on, the loaf is made that day.
    const made = await shop.connection.pool.query('select availability_days from products where id = 1')
    await shop.connection.pool.query("update products set availability_days = '{0,1,2,3,4,5,6}' where id = 1")
    try {
      const customerId = await createCustomer(shop)
      const fromCustomer = await shop.call('POST', '/api/orders', sourdoughOrder(customerId, today))
      expect(fromCustomer.status).toBe(400)
      expect(fromCustomer.body.errors[0].path).toBe('order.pickupDate')
      const fromStaff = await shop.call('POST', '/api/orders', sourdoughOrder(customerId, today), { cookie })
      expect(fromStaff.status, JSON.stringify(fromStaff.body)).toBe(201)
      expect(fromStaff.body).toMatchObject({ pickupDate: today, enteredByStaff: true })
      const mover = await createCustomer(shop)
      let moving: { id: number } | undefined
      // The first open day with room (earlier tests fill some).
      for (const later of await openDates(shop)) {
        const placed = await shop.call('POST', '/api/orders', sourdoughOrder(mover, later))
        if (placed.status === 201) {
          moving = placed.body
          break
        }
      }
      if (!moving) throw new Error('no open day took the order')
      const moved = await shop.call('PATCH', `/api/orders/${moving.id}`, { pickupDate: today }, { cookie })
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
      expect(moved.body.pickupDate).toBe(today)
      for (const id of [fromStaff.body.id, moving.id]) await shop.call('PATCH', `/api/orders/${id}/status`, { status: 'cancelled' }, { cookie })
    } finally {
      // The day first: a weekday stays a baking day while a day on it is open.
      if (opened.rowCount) await shop.connection.pool.query('delete from available_dates where date = $1', [today])
      expect((await shop.call('PUT', '/api/settings', { bakingDays }, { cookie })).status).toBe(200)
      await shop.connection.pool.query('update products set availability_days = $1 where id = 1', [made.rows[0].availability_days])
    }
  })

  it('refuses days outside tomorrow..+14 and days that are not open, in the bakery time zone', async () => {
    const customerId = await createCustomer(shop)
    const today = bakeryToday(shop.now, TEST_TIMEZONE)
    const open = new Set(await openDates(shop))
    const closedInWindow = [1, 2, 3, 4, 5, 6, 7].map((offset) => addDaysIso(today, offset)).find((date) => !open.has(date))
    const before = await shop.count('orders')
    for (const date of [addDaysIso(today, -1), today, addDaysIso(today, 15), '2001-01-01', closedInWindow!]) {
      const reply = await shop.call('POST', '/api/orders', sourdoughOrder(customerId, date))
      expect(reply.status, date).toBe(400)
      expect(reply.body.errors[0].path, `${date} ${JSON.stringify(reply.body)}`).toBe('order.pickupDate')
    }
    expect(await shop.count('orders')).toBe(before)
  })

  it('never books more orders than a day allows, even with 200 at once', async () => {
    const cookie = await shop.signIn()
    const dates = await openDates(shop)
    const date = dates[dates.length - 1]!
    const customerIds = await Promise.all(Array.from({ length: 20 }, () => createCustomer(shop)))
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => shop.call('POST', '/api/orders', sourdoughOrder(customerIds[i % 20]!, date, 1))),
    )
    const statuses = replies.map((reply) => reply.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 409)).toHaveLength(190)
    expect(replies.find((reply) => reply.status === 409)?.body).toMatchObject({ code: 'date_full', errors: [{ path: 'order.pickupDate' }] })
    expect(await placesTaken(shop, date)).toBe(10)
    const booked = await shop.call('GET', `/api/orders/date/${date}`, undefined, { cookie })
    expect(booked.body).toHaveLength(10)
  })

  it('keeps the language the customer ordered in, Spanish unless they say otherwise', async () => {
    const [date] = await openDates(shop)
    const customerId = await createCustomer(shop)
    const spanish = await shop.call('POST', '/api/orders', sourdoughOrder(customerId, date!))
    const english = sourdoughOrder(customerId, date!)
    Object.assign(english.order, { language: 'en' })
    const placed = await shop.call('POST', '/api/orders', english)
    expect([spanish.body.language, placed.body.language]).toEqual(['es', 'en'])
    const klingon = sourdoughOrder(customerId, date!)
    Object.assign(klingon.order, { language: 'tlh' })
    expect((await shop.call('POST', '/api/orders', klingon)).status).toBe(400)
  })

  it('places one order for a repeated Idempotency-Key, even when both arrive at once', async () => {
    const [, , , date] = await openDates(shop)
    const customerId = await createCustomer(shop)
    const before = await shop.count('orders')
    const key = randomUUID()
    const replies = await Promise.all(
      [1, 2, 3].map(() => shop.call('POST', '/api/orders', sourdoughOrder(customerId, date!), { 'idempotency-key': key })),
    )
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201])
    expect(new Set(replies.map((reply) => reply.body.id)).size).toBe(1)
    const again = await shop.call('POST', '/api/orders', sourdoughOrder(customerId, date!), { 'idempotency-key': key })
    expect(again.body.id).toBe(replies[0]!.body.id)
    expect(await shop.count('orders')).toBe(before + 1)
    expect(await placesTaken(shop, date!)).toBe(1)
  })

  it('refuses a repeated Idempotency-Key carrying a different order, without revealing the first one', async () => {
    const [, , , , date] = await openDates(shop)
    const customerId = await createCustomer(shop)
    const key = randomUUID()
    const first = await shop.call('POST', '/api/orders', sourdoughOrder(customerId, date!), { 'idempotency-key': key })
    expect(first.status).toBe(201)
    const stranger = await createCustomer(shop)
    const other = await shop.call('POST', '/api/orders', sourdoughOrder(stranger, date!, 3), { 'idempotency-key': key })
    expect(other.status).toBe(409)
    expect(other.body.errors).toEqual([{ path: 'headers.idempotency-key', message: 'Already used for a different order', key: 'key_used' }])
    expect(JSON.stringify(other.body)).not.toContain(first.body.accessToken)
    expect(await placesTaken(shop, date!)).toBe(1)
  })

  it('adds a new phone customer with staff’s order in one step, and not at all when the order is refused', async () => {
    const cookie = await shop.signIn()
    const [, , , , , date] = await openDates(shop)
    const { customerId: _none, ...order } = sourdoughOrder(0, date!).order
    const newCustomer = { name: 'Rosa Chan', phone: nextPhone(), email: '' }
    const lookup = () => shop.call('GET', `/api/customers/lookup?phone=${newCustomer.phone}`, undefined, { cookie })
    const customersBefore = await shop.count('customers')

    // Refused for a reason only the server knows (no CLABE to pay into yet): neither the order nor the customer stays.
    const refused = await shop.call(
      'POST',
      '/api/orders',
      { order: { ...order, paymentMethod: 'bank_transfer' }, items: sourdoughOrder(0, date!).items, newCustomer },
      { cookie },
    )
    expect(refused.status).toBe(400)
    expect((await lookup()).status).toBe(404)
    expect(await shop.count('customers')).toBe(customersBefore)

    const placed = await shop.call('POST', '/api/orders', { order, items: sourdoughOrder(0, date!).items, newCustomer }, { cookie })
    expect(placed.status).toBe(201)
    expect((await lookup()).body).toMatchObject({ id: placed.body.customerId, name: 'Rosa Chan', matchedOn: 'phone' })
    expect(placed.body.enteredByStaff).toBe(true)
    // A number the shop already knows is that customer's, as on POST /api/customers/staff: no second record.
    const again = await shop.call(
      'POST',
      '/api/orders',
      { order, items: sourdoughOrder(0, date!).items, newCustomer: { ...newCustomer, name: 'R. Chan' } },
      { cookie },
    )
    expect(again.body.customerId).toBe(placed.body.customerId)
    expect(await shop.count('customers')).toBe(customersBefore + 1)
  })

  it('takes a customer named in the order only from staff, and exactly one way of naming them', async () => {
    const cookie = await shop.signIn()
    const [date] = await openDates(shop)
    const { order, items } = sourdoughOrder(await createCustomer(shop), date!)
    const { customerId: _none, ...anonymous } = order
    const newCustomer = { name: 'Rosa Chan', phone: nextPhone(), email: '' }
    const ordersBefore = await shop.count('orders')
    const customersBefore = await shop.count('customers')

    // Without a staff session: 401, as any staff call whose session ended (the staff page offers to sign in again).
    const fromCustomer = await shop.call('POST', '/api/orders', { order: anonymous, items, newCustomer })
    expect(fromCustomer.status).toBe(401)
    expect(fromCustomer.body.errors).toEqual([{ path: 'newCustomer', message: expect.any(String), key: 'staff_adds_customer' }])
    for (const body of [
      { order, items, newCustomer },
      { order: anonymous, items },
    ]) {
      const reply = await shop.call('POST', '/api/orders', body, { cookie })
      expect(reply.status).toBe(400)
      expect(reply.body.errors).toEqual([{ path: 'order.customerId', message: expect.any(String), key: 'customer_or_new_customer' }])
    }
    expect(await shop.count('orders')).toBe(ordersBefore)
    expect(await shop.count('customers')).toBe(customersBefore)
  })

  it('answers bad input with 400 and {message, errors} and writes nothing', async () => {
    const [date] = await openDates(shop)
    const customerId = await createCustomer(shop)
    const valid = sourdoughOrder(customerId, date!)
    const placesBefore = await placesTaken(shop, date!)
    const ordersBefore = await shop.count('orders')
    const cases: Array<[string, unknown]> = [
      ['malformed JSON', '{"order": '],
      ['an empty body', {}],
      ['wrong types', { order: { customerId: 'x', total: 'y' }, items: 'z' }],
      ['missing pickupDate', { ...valid, order: { ...valid.order, pickupDate: undefined } }],
      ['an impossible date', { ...valid, order: { ...valid.order, pickupDate: '2026-02-30' } }],
      ['no items', { ...valid, items: [] }],
      ['quantity 0', { ...valid, items: [{ ...valid.items[0], quantity: 0 }] }],
      ['a fractional quantity', { ...valid, items: [{ ...valid.items[0], quantity: 1.5 }] }],
      ['a 10 KB instruction', { ...valid, order: { ...valid.order, specialInstructions: 'x'.repeat(10_240) } }],
      ['an unknown product', { ...valid, items: [{ ...valid.items[0], productId: 999_999 }] }],
      ['an unknown customer', { ...valid, order: { ...valid.order, customerId: 999_999 } }],
      ['a status other than pending', { ...valid, order: { ...valid.order, status: 'completed' } }],
      ['a time slot that does not exist', { ...valid, order: { ...valid.order, pickupTime: '3:00 AM' } }],
      ['delivery without an address', { ...valid, order: { ...valid.order, isDelivery: true, deliveryAddress: null } }],
      ['card details', { ...valid, order: { ...valid.order, cardNumber: '4242424242424242', cvc: '123' } }],
      ['unknown customization keys', { ...valid, items: [{ ...valid.items[0], customizations: { script: '<b>' } }] }],
    ]
    for (const [name, body] of cases) {
      const reply = await shop.call('POST', '/api/orders', body)
      expect(reply.status, name).toBe(400)
      expect(reply.body, name).toMatchObject({ message: expect.any(String), errors: expect.any(Array) })
      if (name !== 'malformed JSON') expect(reply.body.errors.length, name).toBeGreaterThan(0)
      expect(JSON.stringify(reply.body), name).not.toMatch(/at .*\.ts:\d+/)
    }
    expect(await shop.count('orders')).toBe(ordersBefore)
    expect(await placesTaken(shop, date!)).toBe(placesBefore)
  })
})

describeOnEachDatabase('changing an order keeps the day counts true', (shop) => {
  it('releases the place when an order is cancelled and takes it again when reopened', async () => {
    const cookie = await shop.signIn()
    const [date] = await openDates(shop)
    const placed = (await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), date!))).body
    expect(await placesTaken(shop, date!)).toBe(1)
    const cancelled = await shop.call('PATCH', `/api/orders/${placed.id}/status`, { status: 'cancelled' }, { cookie })
    expect(cancelled.body.status).toBe('cancelled')
    expect(await placesTaken(shop, date!)).toBe(0)
    await shop.call('PUT', `/api/orders/${placed.id}/status`, { status: 'confirmed' }, { cookie })
    expect(await placesTaken(shop, date!)).toBe(1)
  })

  it('refuses a status change made from a status the order no longer has, so a stale screen never reopens it', async () => {
    const cookie = await shop.signIn()
    const [date] = await openDates(shop)
    const placed = (await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), date!))).body
    const taken = await placesTaken(shop, date!)
    // One staff member cancels; another, still seeing it pending, confirms it.
    expect((await shop.call('PATCH', `/api/orders/${placed.id}/status`, { status: 'cancelled', from: 'pending' }, { cookie })).status).toBe(200)
    const stale = await shop.call('PATCH', `/api/orders/${placed.id}/status`, { status: 'confirmed', from: 'pending' }, { cookie })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'conflict', errors: [{ path: 'status', key: 'order_changed_meanwhile' }] })
    expect((await shop.call('GET', `/api/orders/${placed.id}`, undefined, { cookie })).body.status).toBe('cancelled')
    expect(await placesTaken(shop, date!)).toBe(taken - 1)
    // Told what it is now, staff may still reopen it on purpose.
    expect((await shop.call('PUT', `/api/orders/${placed.id}/status`, { status: 'confirmed', from: 'cancelled' }, { cookie })).status).toBe(200)
    expect(await placesTaken(shop, date!)).toBe(taken)
  })

  it('refuses to move a completed order: it would land on a day still to bake', async () => {
    const cookie = await shop.signIn()
    // Days of its own: the completed order keeps its place on its day.
    const [from, to] = (await openDates(shop)).slice(-5)
    const placed = (await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), from!))).body
    await shop.call('PATCH', `/api/orders/${placed.id}/status`, { status: 'completed' }, { cookie })
    const before = await placesTaken(shop, to!)
    const moved = await shop.call('PATCH', `/api/orders/${placed.id}`, { pickupDate: to }, { cookie })
    expect(moved.status).toBe(409)
    expect(moved.body).toMatchObject({ code: 'conflict', errors: [{ path: 'pickupDate', key: 'order_completed_stays' }] })
    expect((await shop.call('GET', `/api/orders/${placed.id}`, undefined, { cookie })).body.pickupDate).toBe(from)
    expect(await placesTaken(shop, to!)).toBe(before)
  })

  it('moves the place when an order is rescheduled, and refuses a full day', async () => {
    const cookie = await shop.signIn()
    const [, from, to] = await openDates(shop)
    const placed = (await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), from!))).body
    const moved = await shop.call('PATCH', `/api/orders/${placed.id}`, { pickupDate: to }, { cookie })
    expect(moved.body.pickupDate).toBe(to)
    expect([await placesTaken(shop, from!), await placesTaken(shop, to!)]).toEqual([0, 1])

    const dates = (await shop.call('GET', '/api/available-dates')).body
    const target = dates.find((day: { date: string }) => day.date === to)
    await shop.call('PATCH', `/api/availableDates/${target.id}`, { maxOrders: 1 }, { cookie })
    const other = (await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), from!))).body
    const refused = await shop.call('PATCH', `/api/orders/${other.id}`, { pickupDate: to }, { cookie })
    expect(refused.status).toBe(409)
    expect((await shop.call('GET', `/api/orders/${other.id}`, undefined, { cookie })).body.pickupDate).toBe(from)
    expect([await placesTaken(shop, from!), await placesTaken(shop, to!)]).toEqual([1, 1])
  })

  it('moves an order even when PostgreSQL broke a deadlock on its days by aborting the move: it is simply done again', async () => {
    const cookie = await shop.signIn()
    // An earlier test filled a day: this one needs room on both.
    await shop.connection.pool.query('update available_dates set max_orders = 1000')
    const [, from, to] = await openDates(shop)
    const placed = (await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), from!))).body
    const taken = [await placesTaken(shop, from!), await placesTaken(shop, to!)]
    // Another transaction holds the day the order leaves and then asks for the day it goes to, while the move holds
    // that one and waits for the first: a cycle. This side waits longer before looking, so the move is the one aborted.
    const other = await shop.connection.pool.connect()
    try {
      await other.query("begin; set local deadlock_timeout = '10s'")
      await other.query('update available_dates set current_orders = current_orders where date = $1', [from])
      const move = shop.call('PATCH', `/api/orders/${placed.id}`, { pickupDate: to }, { cookie })
      await new Promise((resolve) => setTimeout(resolve, 300))
      await other.query('update available_dates set current_orders = current_orders where date = $1', [to])
      await other.query('commit')
      const moved = await move
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
      expect(moved.body.pickupDate).toBe(to)
    } finally {
      other.release()
    }
    expect([await placesTaken(shop, from!), await placesTaken(shop, to!)]).toEqual([taken[0]! - 1, taken[1]! + 1])
  })

  it('moves an order only to an open day from today on, even a cancelled one', async () => {
    const cookie = await shop.signIn()
    const [from] = await openDates(shop)
    const today = bakeryToday(shop.now, TEST_TIMEZONE)
    const placed = (await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), from!))).body
    await shop.call('PATCH', `/api/orders/${placed.id}/status`, { status: 'cancelled' }, { cookie })
    for (const pickupDate of [addDaysIso(today, -1), '2020-01-01', addDaysIso(today, 400)]) {
      const refused = await shop.call('PATCH', `/api/orders/${placed.id}`, { pickupDate }, { cookie })
      expect(refused.status, pickupDate).toBe(400)
      expect(refused.body.errors[0].path, pickupDate).toBe('pickupDate')
    }
    expect((await shop.call('GET', `/api/orders/${placed.id}`, undefined, { cookie })).body.pickupDate).toBe(from)
  })
})

describeOnEachDatabase('the staff order list', (shop) => {
  it('comes in pages, newest placed first, with the number of matching orders in X-Total-Count', async () => {
    const cookie = await shop.signIn()
    const dates = await openDates(shop)
    const placed: number[] = []
    for (let i = 0; i < 5; i++) placed.push((await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), dates[i]!))).body.id)
    const first = await shop.call('GET', '/api/orders?limit=2', undefined, { cookie })
    const second = await shop.call('GET', '/api/orders?limit=2&page=2', undefined, { cookie })
    expect(first.headers.get('x-total-count')).toBe(String(await shop.count('orders')))
    expect(first.headers.get('link')).toBe('</api/orders?limit=2&page=2>; rel="next"')
    // At most 200 rows a page, whatever is asked.
    expect((await shop.call('GET', '/api/orders?limit=201', undefined, { cookie })).status).toBe(400)
    const ids = [...first.body, ...second.body].map((order: { id: number }) => order.id)
    expect(new Set(ids).size).toBe(4)
    expect(ids.sort((a, b) => b - a)).toEqual([...placed].reverse().slice(0, 4))
  })

  it('finds orders by number, customer name, email or phone digits, product name in either language, and by baking days', async () => {
    const cookie = await shop.signIn()
    const [early, , late] = await openDates(shop)
    const phone = '999 765 4321'
    const lupita = (await shop.call('POST', '/api/customers', { ...customerBody(phone), name: 'Guadalupe Canché', email: 'lupita@example.mx' })).body
      .id
    const hers = (await shop.call('POST', '/api/orders', sourdoughOrder(lupita, late!))).body.id
    const other = (await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), early!))).body.id
    const search = async (query: string) => {
      const reply = await shop.call('GET', `/api/orders?${query}`, undefined, { cookie })
      expect(reply.status, query).toBe(200)
      return reply.body.map((order: { id: number }) => order.id)
    }
    for (const query of ['q=canch', 'q=LUPITA%40example', 'q=765-4321', `q=%23${hers}`]) expect(await search(query), query).toEqual([hers])
    expect(await search(`pickupFrom=${late}&pickupTo=${late}`)).toContain(hers)
    expect(await search(`pickupFrom=${late}&pickupTo=${late}`)).not.toContain(other)
    // LIKE wildcards are searched as themselves, not as 'anything' (no digits here, so no phone can match by chance).
    expect(await search('q=%25_%25')).toEqual([])
    // Product 8 of the demo catalogue: Carrot Cake, 'Pastel de zanahoria' in Spanish.
    const carrotCake = { order: { ...sourdoughOrder(lupita, late!).order, total: 420 }, items: [{ productId: 8, quantity: 1, price: 420 }] }
    const cake = (await shop.call('POST', '/api/orders', carrotCake)).body.id
    for (const query of ['q=carrot', 'q=ZANAHORIA']) expect(await search(query), query).toEqual([cake])
    // Renamed after the order: the order keeps the name it was placed with, and is found by the name the production
    // sheet now shows too.
    const { id: _id, ...carrot } = (await shop.call('GET', '/api/products/8')).body
    const renamed = { ...carrot, name: 'Spiced Carrot Loaf Cake', nameEs: 'Panqué especiado de zanahoria' }
    expect((await shop.call('PUT', '/api/products/8', renamed, { cookie })).status).toBe(200)
    try {
      for (const query of ['q=spiced', 'q=PANQU', 'q=carrot']) expect(await search(query), query).toEqual([cake])
    } finally {
      await shop.call('PUT', '/api/products/8', carrot, { cookie })
    }
    expect((await shop.call('GET', '/api/orders?q=x&unknown=1', undefined, { cookie })).status).toBe(400)
  })
})
