import pg from 'pg'
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { afterWakingTime, WAITLIST_HOLD_MS } from '../../domain/regulars/waitlist-rules'
import { WAITLIST_KICK_GAP_MS } from '../app'
import { describeOnEachDatabase, TEST_TIMEZONE } from '../test-support/api-harness'
import { startAppWith } from '../test-support/app-with-config'
import { watchClientOverlaps } from '../test-support/client-overlaps'
import { createCustomer, nextPhone, openDates } from '../test-support/order-fixtures'
import { LINE_LOCK_NAMESPACE } from './waitlist-offers'

/** Demo product 3, Whole Wheat Sourdough (165), sold Tuesday to Saturday. */
const WHOLE_WHEAT = { id: 3, price: 165 }

const wholeWheatOrder = (customerId: number, pickupDate: string, quantity: number) => ({
  order: { customerId, total: WHOLE_WHEAT.price * quantity, pickupDate, isDelivery: false, paymentMethod: 'cash' },
  items: [{ productId: WHOLE_WHEAT.id, quantity, price: WHOLE_WHEAT.price }],
})

describeOnEachDatabase('waitlist', (shop) => {
  let cookie: string
  let realNow: Date
  const staff = () => ({ cookie })
  const setLimit = async (dailyLimit: number | null) => {
    const { id: _id, ...current } = (await shop.call('GET', `/api/products/${WHOLE_WHEAT.id}`)).body
    expect((await shop.call('PUT', `/api/products/${WHOLE_WHEAT.id}`, { ...current, dailyLimit }, staff())).status).toBe(200)
  }
  const unitsHeld = async (date: string) =>
    (await shop.connection.pool.query('select used from day_counters where date = $1 and scope = $2', [date, `product:${WHOLE_WHEAT.id}`])).rows[0]
      ?.used ?? 0
  const join = (date: string, body: object = {}) =>
    shop.call('POST', '/api/waitlist', {
      date,
      productId: WHOLE_WHEAT.id,
      quantity: 1,
      phone: nextPhone(),
      name: 'Ana López',
      whatsappOptIn: false,
      ...body,
    })
  // Through the API, not the table: leaving gives back a place an offer (a background sweep's) may hold.
  const leave = (joined: { id: number; token: string }) => shop.call('POST', `/api/waitlist/${joined.id}/leave`, { token: joined.token })
  type Joined = { id: number; token: string; position: number }
  /** The day's one whole-wheat loaf ordered, then Ana and Beto in line for it, in this order. */
  const soldOutForAnaAndBeto = async (date: string) => {
    await setLimit(1)
    const taken = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date, 1))
    const ana = await join(date, { name: 'Ana López' })
    const beto = await join(date, { name: 'Beto Pérez' })
    expect([taken.status, ana.status, beto.status]).toEqual([201, 201, 201])
    return { taken: taken.body as { id: number }, ana: ana.body as Joined, beto: beto.body as Joined }
  }
  /** A whole-wheat day after tomorrow that no other test's order or offer holds a loaf of. */
  const dayNobodyHolds = async () => {
    const dates = await openDates(shop)
    const later = dates.filter((day) => day > dates[0]! && [2, 3, 4, 5, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()))
    const held = await Promise.all(later.map(unitsHeld))
    return later.find((_, index) => held[index] === 0)!
  }
  /** Cancels the order while a claim (or another sweep) holds the line: the sweep started then waits, `meanwhile` runs. */
  const cancelWhileLineHeld = async (date: string, orderId: number, meanwhile: () => Promise<void>) => {
    const holder = await shop.connection.pool.connect()
    try {
      await holder.query('begin')
      await holder.query('select pg_advisory_xact_lock($1, hashtext($2))', [LINE_LOCK_NAMESPACE, `${date}:${WHOLE_WHEAT.id}`])
      await shop.call('PATCH', `/api/orders/${orderId}/status`, { status: 'cancelled' }, staff())
      const sweeping = shop.app.services.waitlist.sweep()
      await new Promise((resolve) => setTimeout(resolve, 300))
      await meanwhile()
      await holder.query('commit')
      await sweeping
    } finally {
      holder.release()
    }
  }
  /** When an offer made at `from` ends: two hours, not counting the bakery's night (far from the order cut-off). */
  const holdEnd = (from: Date) => afterWakingTime(from, WAITLIST_HOLD_MS, TEST_TIMEZONE)
  const entry = async (joined: Joined) => (await shop.call('GET', `/api/waitlist/${joined.id}?token=${joined.token}`)).body

  beforeAll(() => {
    realNow = shop.now
  })
  beforeEach(async () => {
    shop.now = realNow
    cookie = await shop.signIn()
  })
  afterEach(async () => {
    shop.now = realNow
    cookie = await shop.signIn()
    await setLimit(null)
  })

  it('is for full days and sold-out products only: with room the customer is told to order', async () => {
    const [date] = await openDates(shop)
    const withRoom = await join(date!)
    expect(withRoom.status).toBe(409)
    expect(withRoom.body).toMatchObject({ code: 'has_room', errors: [{ path: 'productId' }] })
    expect((await join(date!, { productId: undefined })).body.code).toBe('has_room')
    expect((await join(date!, { phone: '123' })).status).toBe(400)
    expect(await shop.count('waitlist_entries')).toBe(0)
  })

  it('checks a day for room one query at a time on its transaction', async () => {
    const [date] = await openDates(shop)
    const stop = watchClientOverlaps()
    try {
      expect((await join(date!)).status).toBe(409)
      expect((await join(date!, { productId: undefined })).status).toBe(409)
    } finally {
      expect(stop()).toEqual([])
    }
  })

  it('takes nobody in line, and offers nothing, for a day past its order cut-off', async () => {
    // A whole-wheat day after tomorrow, so the clock can move to the evening before it.
    const dates = await openDates(shop)
    const date = dates.find((day) => day > dates[0]! && [2, 3, 4, 5, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()))!
    const dayBefore = new Date(new Date(`${date}T12:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10)
    await setLimit(1)
    const taken = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date, 1))
    expect(taken.status).toBe(201)
    const waiting = await join(date)
    expect(waiting.status).toBe(201)
    try {
      expect((await shop.call('PUT', '/api/settings', { orderCutoffTime: '18:00' }, staff())).status).toBe(200)
      shop.now = new Date(`${dayBefore}T19:00:00-06:00`)
      cookie = await shop.signIn()
      expect((await shop.call('PATCH', `/api/orders/${taken.body.id}/status`, { status: 'cancelled' }, staff())).status).toBe(200)
      await shop.app.services.waitlist.sweep()
      // Nothing anyone could still order is held for two hours.
      expect((await entry(waiting.body)).status).toBe('waiting')
      const late = await join(date)
      expect(late.body).toMatchObject({ code: 'cutoff_passed', errors: [{ path: 'date' }] })
    } finally {
      shop.now = realNow
      cookie = await shop.signIn()
      await shop.call('PUT', '/api/settings', { orderCutoffTime: null }, staff())
      // Out of the other tests' lines.
      await leave(waiting.body)
    }
  })

  it('offers a loaf given back to the next in line at once, not at the next round of the sweep', async () => {
    const date = await dayNobodyHolds()
    const { taken, ana, beto } = await soldOutForAnaAndBeto(date)
    try {
      await shop.call('PATCH', `/api/orders/${taken.id}/status`, { status: 'cancelled' }, staff())
      await shop.app.services.waitlist.sweep()
      expect((await entry(ana)).status).toBe('offered')
      // The sweep the cancel kicked has run by now (it had nothing left to offer).
      await new Promise((resolve) => setTimeout(resolve, WAITLIST_KICK_GAP_MS + 1000))
      // Ana gives it back. No sweep is called here, and the app's 15-second job does not run in tests.
      await leave(ana)
      await expect.poll(async () => (await entry(beto)).status, { timeout: 5000 }).toBe('offered')
    } finally {
      await leave(beto)
      await leave(ana)
      // Staff lists show entries that left: these are no other test's to count.
      await shop.connection.pool.query('delete from waitlist_entries where id = any($1)', [[ana.id, beto.id]])
    }
  })

  it('gives a cancelled loaf to the first in line even when an order for it comes the moment it is back', async () => {
    const date = await dayNobodyHolds()
    const { taken, ana, beto } = await soldOutForAnaAndBeto(date)
    try {
      await shop.call('PATCH', `/api/orders/${taken.id}/status`, { status: 'cancelled' }, staff())
      // Before the sweep the cancel kicked has run: the order lets the line go first (and, refused, takes nothing).
      const quick = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date, 1))
      expect(quick.body).toMatchObject({ code: 'product_limit' })
      await expect.poll(async () => (await entry(ana)).status, { timeout: 5000 }).toBe('offered')
      expect((await entry(beto)).status).toBe('waiting')
      expect(await unitsHeld(date)).toBe(1)
    } finally {
      await leave(beto)
      await leave(ana)
      await shop.connection.pool.query('delete from waitlist_entries where id = any($1)', [[ana.id, beto.id]])
    }
  })

  it('gives a place back on a full day to the first in line before an order moved or reopened into it', async () => {
    const [, , , movedTo, reopenedOn, movedFrom] = await openDates(shop)
    const days = (await shop.call('GET', '/api/available-dates')).body as Array<{
      id: number
      date: string
      currentOrders: number
      maxOrders: number
    }>
    const placed: number[] = []
    const place = async (date: string) => {
      const reply = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date, 1))
      placed.push(reply.body.id)
      return reply.body.id as number
    }
    /** The day full after one more order, and Ana (or Beto) waiting for a place on it. */
    const fullWithOneWaiting = async (date: string, name: string) => {
      const day = days.find((open) => open.date === date)!
      await shop.call('PUT', `/api/available-dates/${day.id}`, { maxOrders: day.currentOrders + 1 }, staff())
      const taken = await place(date)
      const joined = await join(date, { productId: undefined, name })
      expect(joined.status).toBe(201)
      return { taken, waiting: joined.body as Joined }
    }
    const elsewhere = await place(movedFrom!)
    const cancelled = await place(reopenedOn!)
    await shop.call('PATCH', `/api/orders/${cancelled}/status`, { status: 'cancelled' }, staff())
    const ana = await fullWithOneWaiting(movedTo!, 'Ana López')
    const beto = await fullWithOneWaiting(reopenedOn!, 'Beto Pérez')
    try {
      await shop.call('PATCH', `/api/orders/${ana.taken}/status`, { status: 'cancelled' }, staff())
      expect((await shop.call('PATCH', `/api/orders/${elsewhere}`, { pickupDate: movedTo }, staff())).body).toMatchObject({ code: 'date_full' })
      await expect.poll(async () => (await entry(ana.waiting)).status, { timeout: 5000 }).toBe('offered')

      await shop.call('PATCH', `/api/orders/${beto.taken}/status`, { status: 'cancelled' }, staff())
      expect((await shop.call('PATCH', `/api/orders/${cancelled}/status`, { status: 'pending' }, staff())).body).toMatchObject({ code: 'date_full' })
      await expect.poll(async () => (await entry(beto.waiting)).status, { timeout: 5000 }).toBe('offered')
    } finally {
      for (const joined of [ana.waiting, beto.waiting]) await leave(joined)
      await shop.connection.pool.query('delete from waitlist_entries where id = any($1)', [[ana.waiting.id, beto.waiting.id]])
      for (const id of placed) await shop.call('PATCH', `/api/orders/${id}/status`, { status: 'cancelled' }, staff())
      for (const day of days.filter((open) => open.date === movedTo || open.date === reopenedOn)) {
        await shop.call('PUT', `/api/available-dates/${day.id}`, { maxOrders: day.maxOrders }, staff())
      }
    }
  })

  it('offers a place back on a full day to whoever joined first, waiting for the day or for a product on it', async () => {
    const [, , , , , , date] = await openDates(shop)
    const day = (await shop.call('GET', '/api/available-dates')).body.find((open: { date: string }) => open.date === date)
    const taken = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date!, 1))
    await shop.call('PUT', `/api/available-dates/${day.id}`, { maxOrders: day.currentOrders + 1 }, staff())
    const raul = (await join(date!, { productId: undefined, name: 'Raúl Ek' })).body as Joined
    const sofia = (await join(date!, { name: 'Sofía Uc' })).body as Joined
    const juan = (await join(date!, { productId: undefined, name: 'Juan Pech' })).body as Joined
    try {
      // Everyone waits for the day's places, whatever they asked for: each is told how many are ahead of them.
      expect([raul.position, sofia.position, juan.position]).toEqual([1, 2, 3])
      await shop.call('PATCH', `/api/orders/${taken.body.id}/status`, { status: 'cancelled' }, staff())
      await shop.app.services.waitlist.sweep()
      expect((await entry(raul)).status).toBe('offered')
      expect(await entry(sofia)).toMatchObject({ status: 'waiting', position: 1 })
      expect(await entry(juan)).toMatchObject({ status: 'waiting', position: 2 })
    } finally {
      for (const joined of [juan, sofia, raul]) await leave(joined)
      await shop.connection.pool.query('delete from waitlist_entries where id = any($1)', [[raul.id, sofia.id, juan.id]])
      await shop.call('PUT', `/api/available-dates/${day.id}`, { maxOrders: day.maxOrders }, staff())
    }
  })

  it('offers a cancelled loaf to the first in line, holds it within the limit, and passes it on when the hold expires', async () => {
    const [, , date] = await openDates(shop)
    await setLimit(2)
    const [first, second] = await Promise.all([createCustomer(shop), createCustomer(shop)])
    const cancelled = await shop.call('POST', '/api/orders', wholeWheatOrder(first!, date!, 1))
    expect((await shop.call('POST', '/api/orders', wholeWheatOrder(second!, date!, 1))).status).toBe(201)

    const ana = await join(date!, { name: 'Ana López' })
    const beto = await join(date!, { name: 'Beto Pérez' })
    expect([ana.status, beto.status]).toEqual([201, 201])
    expect([ana.body.position, beto.body.position]).toEqual([1, 2])
    expect((await entry(ana.body)).status).toBe('waiting')
    // Someone else's token reads nothing.
    expect((await shop.call('GET', `/api/waitlist/${ana.body.id}?token=${beto.body.token}`)).status).toBe(404)

    expect((await shop.call('PATCH', `/api/orders/${cancelled.body.id}/status`, { status: 'cancelled' }, staff())).status).toBe(200)
    await shop.app.services.waitlist.sweep()
    const offered = await entry(ana.body)
    expect(offered).toMatchObject({ status: 'offered', position: null })
    expect(new Date(offered.holdExpiresAt)).toEqual(holdEnd(shop.now))
    expect(await entry(beto.body)).toMatchObject({ status: 'waiting', position: 1 })
    // Beto's turn has not come: his claim says so, not that an offer he never had has run out.
    const early = await shop.call('POST', `/api/waitlist/${beto.body.id}/claim`, { token: beto.body.token, paymentMethod: 'cash' })
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ code: 'conflict', key: 'offer_not_yet', errors: [{ path: 'token', key: 'offer_not_yet_short' }] })
    expect(await entry(beto.body)).toMatchObject({ status: 'waiting', position: 1 })

    // While Ana's loaf is held nobody else can order it: the limit counts the hold.
    expect(await unitsHeld(date!)).toBe(2)
    const third = await createCustomer(shop)
    const refused = await shop.call('POST', '/api/orders', wholeWheatOrder(third, date!, 1))
    expect(refused.body.code).toBe('product_limit')

    // Once her hold is over (two waking hours), Ana's loaf has passed to Beto.
    shop.now = new Date(holdEnd(realNow).getTime() + 60_000)
    await shop.app.services.waitlist.sweep()
    expect((await entry(ana.body)).status).toBe('expired')
    expect((await entry(beto.body)).status).toBe('offered')
    expect(await unitsHeld(date!)).toBe(2)
    const late = await shop.call('POST', `/api/waitlist/${ana.body.id}/claim`, { token: ana.body.token, paymentMethod: 'cash' })
    expect(late.status).toBe(409)
    expect(late.body.code).toBe('hold_expired')

    // Someone registered Beto's number with their own WhatsApp meanwhile: his order still goes to him.
    await shop.connection.pool.query(
      `insert into customers (name, phone, whatsapp) select 'Mallory', phone, '+529990000001' from waitlist_entries where id = $1
       on conflict (phone) do update set name = excluded.name, whatsapp = excluded.whatsapp`,
      [beto.body.id],
    )
    // Beto claims it: the hold becomes his order, and the limit still holds.
    const claimed = await shop.call('POST', `/api/waitlist/${beto.body.id}/claim`, { token: beto.body.token, paymentMethod: 'cash' })
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201)
    const contact = (await shop.connection.pool.query('select contact from orders where id = $1', [claimed.body.orderId])).rows[0].contact
    expect(contact).toMatchObject({ name: 'Beto Pérez', whatsapp: null })
    const order = await shop.call('GET', `/api/orders/${claimed.body.orderId}?token=${claimed.body.accessToken}`)
    expect(order.body).toMatchObject({ pickupDate: date, total: 165, items: [{ productId: WHOLE_WHEAT.id, quantity: 1 }] })
    expect(await unitsHeld(date!)).toBe(2)
    expect(await entry(beto.body)).toMatchObject({ status: 'claimed', orderId: claimed.body.orderId })
    // Claimed once only: claiming again answers with the same order.
    const again = await shop.call('POST', `/api/waitlist/${beto.body.id}/claim`, { token: beto.body.token, paymentMethod: 'cash' })
    expect([again.status, again.body.orderId]).toEqual([201, claimed.body.orderId])
    expect(await unitsHeld(date!)).toBe(2)

    shop.now = realNow
    cookie = await shop.signIn()
    const line = await shop.call('GET', `/api/waitlist?date=${date}`, undefined, staff())
    expect(line.headers.get('x-total-count')).toBe('2')
    expect(
      (await shop.call('GET', `/api/waitlist?date=${date}&limit=1&page=2`, undefined, staff())).body.map((row: { name: string }) => row.name),
    ).toEqual(['Beto Pérez'])
    expect(line.body.every((row: { customerPath: string | null }) => row.customerPath === null)).toBe(true)
    expect(line.body.map((row: { name: string; status: string }) => [row.name, row.status])).toEqual([
      ['Ana López', 'expired'],
      ['Beto Pérez', 'claimed'],
    ])
    expect((await shop.call('GET', `/api/waitlist?date=${date}`)).status).toBe(401)
  })

  it('waits for a place on a full day, and leaving gives an offer back', async () => {
    const [, , , date] = await openDates(shop)
    const day = (await shop.call('GET', '/api/available-dates')).body.find((entry: { date: string }) => entry.date === date)
    const customer = await createCustomer(shop)
    const taken = await shop.call('POST', '/api/orders', wholeWheatOrder(customer, date!, 1))
    await shop.call('PUT', `/api/available-dates/${day.id}`, { maxOrders: 1 }, staff())
    const joined = await join(date!, { productId: undefined })
    expect(joined.status).toBe(201)

    await shop.call('PATCH', `/api/orders/${taken.body.id}/status`, { status: 'cancelled' }, staff())
    await shop.app.services.waitlist.sweep()
    expect((await entry(joined.body)).status).toBe('offered')
    const places = async () =>
      (await shop.connection.pool.query('select current_orders from available_dates where date = $1', [date])).rows[0].current_orders
    expect(await places()).toBe(1)
    const left = await shop.call('POST', `/api/waitlist/${joined.body.id}/leave`, { token: joined.body.token })
    expect(left.body.status).toBe('left')
    expect(await places()).toBe(0)
    await shop.call('PUT', `/api/available-dates/${day.id}`, { maxOrders: 10 }, staff())
  })

  it('shows a place an offer took, and one it gave back, in the days every visitor reads at once', async () => {
    // A day of its own: the line it leaves behind (an expired entry) is no other test's.
    const date = (await openDates(shop)).at(-2)
    const day = (await shop.call('GET', '/api/available-dates')).body.find((entry: { date: string }) => entry.date === date)
    const taken = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date!, 1))
    await shop.call('PUT', `/api/available-dates/${day.id}`, { maxOrders: 1 }, staff())
    const joined = await join(date!, { productId: undefined })
    const dayShown = async () => (await shop.call('GET', '/api/available-dates')).body.find((entry: { date: string }) => entry.date === date)
    try {
      await shop.call('PATCH', `/api/orders/${taken.body.id}/status`, { status: 'cancelled' }, staff())
      await dayShown()
      await shop.app.services.waitlist.sweep()
      expect((await entry(joined.body)).status).toBe('offered')
      // Staff see that the place taken is the offer's, not an order's.
      expect(await dayShown()).toMatchObject({ currentOrders: 1, heldForWaitlist: 1 })
      shop.now = new Date(holdEnd(realNow).getTime() + 60_000)
      await shop.app.services.waitlist.sweep()
      expect((await entry(joined.body)).status).toBe('expired')
      expect(await dayShown()).toMatchObject({ currentOrders: 0, heldForWaitlist: 0 })
    } finally {
      shop.now = realNow
      await shop.call('PUT', `/api/available-dates/${day.id}`, { maxOrders: 10 }, staff())
    }
  })

  it('shows each offer’s place taken as soon as it is made, while the sweep still waits for the next line', async () => {
    // Two days, each full with one order and one customer waiting for it (other tests use the days too: all is undone).
    const dates = await openDates(shop)
    const [first, second] = [dates.at(-6)!, dates.at(-5)!].sort()
    const days = (await shop.call('GET', '/api/available-dates')).body
    const lines: { date: string; day: { id: number; maxOrders: number; currentOrders: number }; taken: { id: number }; joined: Joined }[] = []
    for (const date of [first!, second!]) {
      const day = days.find((entry: { date: string }) => entry.date === date)
      const taken = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date, 1))
      expect((await shop.call('PUT', `/api/available-dates/${day.id}`, { maxOrders: day.currentOrders + 1 }, staff())).status).toBe(200)
      const joined = await join(date, { productId: undefined })
      expect(joined.status).toBe(201)
      lines.push({ date, day, taken: taken.body, joined: joined.body })
    }
    const dayShown = async (date: string) =>
      (await shop.call('GET', '/api/available-dates')).body.find((entry: { date: string }) => entry.date === date)
    // Both lines held (claims in progress, say) while both places come back and a visitor reads the days.
    const holders = await Promise.all(lines.map(() => shop.connection.pool.connect()))
    try {
      for (const [index, line] of lines.entries()) {
        await holders[index]!.query('begin')
        await holders[index]!.query('select pg_advisory_xact_lock($1, hashtext($2))', [LINE_LOCK_NAMESPACE, `${line.date}:day`])
      }
      for (const line of lines) await shop.call('PATCH', `/api/orders/${line.taken.id}/status`, { status: 'cancelled' }, staff())
      expect(await dayShown(first!)).toMatchObject({ heldForWaitlist: 0 })
      // The first line is free: the sweep offers its place, then waits for the second.
      const sweeping = shop.app.services.waitlist.sweep()
      await holders[0]!.query('commit')
      await expect.poll(async () => (await entry(lines[0]!.joined)).status).toBe('offered')
      expect(await dayShown(first!)).toMatchObject({ heldForWaitlist: 1 })
      await holders[1]!.query('commit')
      await sweeping
    } finally {
      for (const holder of holders) holder.release()
      for (const line of lines) {
        await leave(line.joined)
        await shop.call('PUT', `/api/available-dates/${line.day.id}`, { maxOrders: line.day.maxOrders }, staff())
      }
      // Staff lists show entries that left: these are no other test's to count.
      await shop.connection.pool.query('delete from waitlist_entries where id = any($1)', [lines.map((line) => line.joined.id)])
    }
  })

  it('counts a day whose every pickup window is full as full: customers wait for it, and nothing is offered until one frees', async () => {
    const date = (await openDates(shop)).at(-1)
    const only = { start: '08:00', end: '10:00', limit: 1 }
    await shop.call('PUT', '/api/settings', { pickupWindows: [only] }, staff())
    try {
      const order = { ...wholeWheatOrder(await createCustomer(shop), date!, 1) }
      const taken = await shop.call('POST', '/api/orders', { ...order, order: { ...order.order, pickupTime: '8:00 AM - 10:00 AM' } })
      expect(taken.status).toBe(201)
      // The day itself has places left (10), but no window does.
      const joined = await join(date!, { productId: undefined })
      expect(joined.status).toBe(201)
      await shop.app.services.waitlist.sweep()
      expect((await entry(joined.body)).status).toBe('waiting')

      await shop.call('PATCH', `/api/orders/${taken.body.id}/status`, { status: 'cancelled' }, staff())
      await shop.app.services.waitlist.sweep()
      expect((await entry(joined.body)).status).toBe('offered')
      await shop.call('POST', `/api/waitlist/${joined.body.id}/leave`, { token: joined.body.token })
    } finally {
      const usual = [9, 11, 13, 15].map((hour) => ({ start: `${String(hour).padStart(2, '0')}:00`, end: `${hour + 2}:00`, limit: null }))
      await shop.call('PUT', '/api/settings', { pickupWindows: usual }, staff())
    }
  })

  it('closes a deleted day for its waitlist too: its offer holds nothing when the day is opened again', async () => {
    const [, , , date] = await openDates(shop)
    const day = (await shop.call('GET', '/api/available-dates')).body.find((entry: { date: string }) => entry.date === date)
    const taken = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date!, 1))
    await shop.call('PUT', `/api/available-dates/${day.id}`, { maxOrders: 1 }, staff())
    const joined = await join(date!)
    expect(joined.status).toBe(201)
    await shop.call('PATCH', `/api/orders/${taken.body.id}/status`, { status: 'cancelled' }, staff())
    await shop.app.services.waitlist.sweep()
    expect((await entry(joined.body)).status).toBe('offered')

    expect((await shop.call('DELETE', `/api/available-dates/${day.id}`, undefined, staff())).status).toBe(204)
    expect((await entry(joined.body)).status).toBe('closed')
    const reopened = await shop.call('POST', '/api/available-dates', { date, maxOrders: 1 }, staff())
    expect(reopened.status).toBe(201)
    // The old offer's place and loaf are not counted against the new day: its one place takes an order.
    expect(await unitsHeld(date!)).toBe(0)
    const placed = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date!, 1))
    expect(placed.status).toBe(201)
    shop.now = new Date(holdEnd(realNow).getTime() + 60_000)
    await shop.app.services.waitlist.sweep()
    const places = await shop.connection.pool.query('select current_orders from available_dates where date = $1', [date])
    expect(places.rows[0].current_orders).toBe(1)
    await shop.call('PUT', `/api/available-dates/${reopened.body.id}`, { maxOrders: 10 }, { cookie: await shop.signIn() })
  })

  it('takes nobody in line for more than the day could ever hold of the product, alone or in its shared group', async () => {
    const [, date] = await openDates(shop)
    await setLimit(2)
    const tooMany = await join(date!, { quantity: 3 })
    // Out of the other tests' lines, should it have been let in.
    if (tooMany.status === 201) await leave(tooMany.body)
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toMatchObject({ code: 'validation', key: 'waitlist_more_than_a_day', errors: [{ path: 'quantity', key: 'at_most_a_day' }] })
    await setLimit(null)
    const group = await shop.call('POST', '/api/limit-groups', { name: 'Loaves', dailyLimit: 2 }, staff())
    const { id: _id, ...current } = (await shop.call('GET', `/api/products/${WHOLE_WHEAT.id}`)).body
    try {
      expect((await shop.call('PUT', `/api/products/${WHOLE_WHEAT.id}`, { ...current, limitGroupId: group.body.id }, staff())).status).toBe(200)
      expect((await join(date!, { quantity: 3 })).body).toMatchObject({ code: 'validation', errors: [{ path: 'quantity' }] })
    } finally {
      await shop.call('PUT', `/api/products/${WHOLE_WHEAT.id}`, { ...current, limitGroupId: null }, staff())
      await shop.call('DELETE', `/api/limit-groups/${group.body.id}`, undefined, staff())
    }
    expect((await shop.connection.pool.query('select id from waitlist_entries where date = $1 and quantity = 3', [date])).rows).toEqual([])
  })

  it('offers what came back to the first in line it fits, and the one passed over keeps its place', async () => {
    const date = (await openDates(shop)).at(-3)!
    await setLimit(3)
    const [first, second] = await Promise.all([createCustomer(shop), createCustomer(shop)])
    const two = await shop.call('POST', '/api/orders', wholeWheatOrder(first, date, 2))
    const one = await shop.call('POST', '/api/orders', wholeWheatOrder(second, date, 1))
    expect([two.status, one.status]).toEqual([201, 201])
    const ana = await join(date, { name: 'Ana López', quantity: 3 })
    const beto = await join(date, { name: 'Beto Pérez', quantity: 1 })
    expect([ana.status, beto.status]).toEqual([201, 201])
    try {
      // One loaf back: Ana's three do not fit, Beto's one does.
      await shop.call('PATCH', `/api/orders/${one.body.id}/status`, { status: 'cancelled' }, staff())
      await shop.app.services.waitlist.sweep()
      expect(await entry(beto.body)).toMatchObject({ status: 'offered' })
      expect(await entry(ana.body)).toMatchObject({ status: 'waiting', position: 1 })
      // Two more back, one still held for Beto: three do not fit yet.
      await shop.call('PATCH', `/api/orders/${two.body.id}/status`, { status: 'cancelled' }, staff())
      await shop.app.services.waitlist.sweep()
      expect(await entry(ana.body)).toMatchObject({ status: 'waiting', position: 1 })
      // Beto gives his back: all three go to Ana, first in line.
      await shop.call('POST', `/api/waitlist/${beto.body.id}/leave`, { token: beto.body.token })
      await shop.app.services.waitlist.sweep()
      expect(await entry(ana.body)).toMatchObject({ status: 'offered' })
      expect(await unitsHeld(date)).toBe(3)
    } finally {
      await shop.call('POST', `/api/waitlist/${ana.body.id}/leave`, { token: ana.body.token })
    }
  })

  it('gives a loaf that comes back while the sweep tries the line to the first in line, not to the one behind', async () => {
    const date = (await openDates(shop)).at(-3)!
    const { taken, ana, beto } = await soldOutForAnaAndBeto(date)
    // The cancel commits just after the sweep found no loaf for Ana (it reads how many are left to say so), before
    // it tries Beto: the moment a busy shop's cancel may land in.
    const query = pg.Client.prototype.query
    let cancelled: Promise<unknown> | undefined
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text
      if (cancelled === undefined && text?.startsWith('select coalesce(sum("used"), 0)::int from "day_counters"')) {
        cancelled = shop.call('PATCH', `/api/orders/${taken.id}/status`, { status: 'cancelled' }, staff())
        return cancelled.then(() => (query as (...a: unknown[]) => unknown).apply(this, args))
      }
      return (query as (...a: unknown[]) => unknown).apply(this, args)
    } as typeof query
    try {
      await shop.app.services.waitlist.sweep()
    } finally {
      pg.Client.prototype.query = query
    }
    try {
      expect(((await cancelled) as { status: number }).status).toBe(200)
      // The cancel kicks a sweep of its own, as every order change does.
      await shop.app.services.waitlist.sweep()
      expect(await entry(ana)).toMatchObject({ status: 'offered' })
      expect(await entry(beto)).toMatchObject({ status: 'waiting', position: 1 })
    } finally {
      await leave(ana)
      await leave(beto)
    }
  })

  it('holds an offer no later than the order cut-off, and offers nothing with too little time left before it', async () => {
    const dates = await openDates(shop)
    const date = dates.find((day) => day > dates[0]! && [2, 3, 4, 5, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()))!
    const dayBefore = new Date(new Date(`${date}T12:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10)
    const { taken, ana, beto } = await soldOutForAnaAndBeto(date)
    try {
      expect((await shop.call('PUT', '/api/settings', { orderCutoffTime: '18:00' }, staff())).status).toBe(200)
      shop.now = new Date(`${dayBefore}T17:00:00-06:00`)
      cookie = await shop.signIn()
      await shop.call('PATCH', `/api/orders/${taken.id}/status`, { status: 'cancelled' }, staff())
      await shop.app.services.waitlist.sweep()
      // An hour to the cut-off, not two: the claim is an order, and orders close then.
      const offered = await entry(ana)
      expect(offered.status).toBe('offered')
      expect(new Date(offered.holdExpiresAt).toISOString()).toBe(new Date(`${dayBefore}T18:00:00-06:00`).toISOString())
      // Ten minutes before the cut-off Ana gives it back: too little time to offer it to Beto.
      shop.now = new Date(`${dayBefore}T17:50:00-06:00`)
      await shop.call('POST', `/api/waitlist/${ana.id}/leave`, { token: ana.token })
      await shop.app.services.waitlist.sweep()
      expect((await entry(beto)).status).toBe('waiting')
    } finally {
      shop.now = realNow
      cookie = await shop.signIn()
      await shop.call('PUT', '/api/settings', { orderCutoffTime: null }, staff())
      await leave(ana)
      await leave(beto)
    }
  })

  /** Ana waits for the one whole-wheat loaf of `date`, and is offered it once its order is cancelled: her place. */
  async function offeredTheLastLoaf(date: string) {
    await setLimit(1)
    const taken = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date, 1))
    const ana = await join(date)
    expect(ana.status).toBe(201)
    await shop.call('PATCH', `/api/orders/${taken.body.id}/status`, { status: 'cancelled' }, staff())
    await shop.app.services.waitlist.sweep()
    return ana
  }

  it('answers a claim made again (a lost reply, a second tab) with the order the first one placed', async () => {
    const date = (await openDates(shop)).at(-4)!
    const ana = await offeredTheLastLoaf(date)
    const claim = () => shop.call('POST', `/api/waitlist/${ana.body.id}/claim`, { token: ana.body.token, paymentMethod: 'cash' })
    const claimed = await claim()
    expect(claimed.status).toBe(201)
    const orders = await shop.count('orders')
    const again = await claim()
    expect(again.status).toBe(201)
    expect(again.body).toEqual(claimed.body)
    expect(await shop.count('orders')).toBe(orders)
    expect(await unitsHeld(date)).toBe(1)
    // Another's token still reads nothing.
    expect((await shop.call('POST', `/api/waitlist/${ana.body.id}/claim`, { token: 'x'.repeat(43), paymentMethod: 'cash' })).status).toBe(404)
  })

  it('lets an offer be claimed when staff lowered the limit since: the loaf held for the customer stays theirs', async () => {
    const date = await dayNobodyHolds()
    const ana = await offeredTheLastLoaf(date)
    // Two loaves a day now: the offer holds one; another order takes the other.
    await setLimit(2)
    const other = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date, 1))
    expect(other.status).toBe(201)
    // Staff cut the day back to one loaf, below the two it holds.
    await setLimit(1)
    const claimed = await shop.call('POST', `/api/waitlist/${ana.body.id}/claim`, { token: ana.body.token, paymentMethod: 'cash' })
    expect(claimed.status).toBe(201)
    expect(await unitsHeld(date)).toBe(2)
    // Nothing beyond what was held: a new order for the day is still refused.
    const more = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date, 1))
    expect(more.body.code).toBe('product_limit')
    for (const order of [claimed.body.orderId, other.body.id])
      await shop.call('PATCH', `/api/orders/${order}/status`, { status: 'cancelled' }, staff())
    expect(await unitsHeld(date)).toBe(0)
  })

  it('refuses items in the claim of an offer for a product, ordering nothing: the hold is for that product', async () => {
    const date = await dayNobodyHolds()
    const ana = await offeredTheLastLoaf(date)
    const orders = await shop.count('orders')
    const claim = (body: object = {}) =>
      shop.call('POST', `/api/waitlist/${ana.body.id}/claim`, { token: ana.body.token, paymentMethod: 'cash', ...body })

    const withItems = await claim({ items: [{ productId: 1, quantity: 50 }] })
    expect(withItems.status).toBe(400)
    expect(withItems.body).toMatchObject({ code: 'validation', errors: [{ path: 'items' }] })
    expect(await shop.count('orders')).toBe(orders)

    // Still held: claimed without items, it orders the loaf the customer waited for.
    const claimed = await claim()
    expect(claimed.status).toBe(201)
    const order = await shop.call('GET', `/api/orders/${claimed.body.orderId}?token=${claimed.body.accessToken}`)
    expect(order.body.items).toMatchObject([{ productId: WHOLE_WHEAT.id, quantity: 1 }])
    // The day's loaf back, for the tests that look for a day nobody holds one on.
    await shop.call('PATCH', `/api/orders/${claimed.body.orderId}/status`, { status: 'cancelled' }, staff())
  })

  it('closes a line whose day can no longer be ordered: its waiting customers were never offered anything', async () => {
    const dates = await openDates(shop)
    const date = dates.find((day) => day > dates[0]! && [2, 3, 4, 5, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()))!
    await setLimit(1)
    const taken = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date, 1))
    const ana = await join(date)
    expect([taken.status, ana.status]).toEqual([201, 201])
    shop.now = new Date(`${date}T08:00:00-06:00`)
    await shop.app.services.waitlist.sweep()
    expect(await entry(ana.body)).toMatchObject({ status: 'closed', position: null })
  })

  it('measures a hold from when the offer is made, however long the sweep waited for the line', async () => {
    const [, , , , , date] = await openDates(shop)
    await setLimit(1)
    const taken = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date!, 1))
    const ana = await join(date!, { name: 'Ana López' })
    expect(ana.status).toBe(201)
    await cancelWhileLineHeld(date!, taken.body.id, async () => {
      shop.now = new Date(realNow.getTime() + 90 * 60_000)
    })
    const offered = await entry(ana.body)
    expect(offered.status).toBe('offered')
    expect(new Date(offered.holdExpiresAt)).toEqual(holdEnd(shop.now))
  })

  it('holds an offer no later than a cut-off staff set while the sweep waited for the line', async () => {
    const date = await dayNobodyHolds()
    const dayBefore = new Date(new Date(`${date}T12:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10)
    await setLimit(1)
    const taken = await shop.call('POST', '/api/orders', wholeWheatOrder(await createCustomer(shop), date, 1))
    const ana = await join(date, { name: 'Ana López' })
    expect([taken.status, ana.status]).toEqual([201, 201])
    shop.now = new Date(`${dayBefore}T17:00:00-06:00`)
    cookie = await shop.signIn()
    // Staff close orders at 18:00 while the sweep waits.
    await cancelWhileLineHeld(date, taken.body.id, async () => {
      expect((await shop.call('PUT', '/api/settings', { orderCutoffTime: '18:00' }, staff())).status).toBe(200)
    })
    try {
      const offered = await entry(ana.body)
      expect(offered.status).toBe('offered')
      expect(new Date(offered.holdExpiresAt).toISOString()).toBe(new Date(`${dayBefore}T18:00:00-06:00`).toISOString())
    } finally {
      shop.now = realNow
      cookie = await shop.signIn()
      await shop.call('PUT', '/api/settings', { orderCutoffTime: null }, staff())
      await leave(ana.body)
      // Staff lists show entries that left: this one is no other test's to count.
      await shop.connection.pool.query('delete from waitlist_entries where id = $1', [ana.body.id])
    }
  })

  it('tells a consenting customer on WhatsApp what is held for them, with the link to claim it', async () => {
    const wa = await startAppWith(shop, { WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '1', PUBLIC_URL: 'https://pan.example.mx/' })
    try {
      const [, , , , date] = await openDates(shop)
      await setLimit(1)
      const customer = await createCustomer(shop)
      const taken = await shop.call('POST', '/api/orders', wholeWheatOrder(customer, date!, 1))
      const consenting = await join(date!, { name: 'Ana López', whatsappOptIn: true, language: 'en' })
      const silent = await join(date!, { name: 'Beto Pérez', whatsappOptIn: false })
      // The test's main instance has no WhatsApp: a sweep an earlier test's order change kicked there must not be the one
      // that offers. It runs within a gap; this cancel's own kick waits a gap, and the sweep below does not.
      await new Promise((resolve) => setTimeout(resolve, WAITLIST_KICK_GAP_MS + 200))
      await shop.call('PATCH', `/api/orders/${taken.body.id}/status`, { status: 'cancelled' }, staff())
      await wa.app.services.waitlist.sweep()
      expect((await entry(consenting.body)).status).toBe('offered')
      // Staff see the customer's page to send it by hand (no Cloud API, or no consent).
      const line = (await shop.call('GET', `/api/waitlist?date=${date}`, undefined, staff())).body
      expect(line.map((row: { customerPath: string | null }) => row.customerPath)).toEqual([
        `/waitlist/${consenting.body.id}?token=${consenting.body.token}`,
        `/waitlist/${silent.body.id}?token=${silent.body.token}`,
      ])
      const queued = await shop.connection.pool.query(
        'select waitlist_entry_id, order_id, kind, template from whatsapp_messages where waitlist_entry_id = any($1)',
        [[consenting.body.id, silent.body.id]],
      )
      expect(queued.rows).toHaveLength(1)
      expect(queued.rows[0]).toMatchObject({ waitlist_entry_id: consenting.body.id, order_id: null, kind: 'waitlist_offer' })
      expect(queued.rows[0].template).toMatchObject({ name: 'waitlist_offer', languageCode: 'en_US' })
      expect(queued.rows[0].template.parameters).toEqual([
        'Ana',
        '1 × Whole Wheat Sourdough',
        expect.any(String),
        expect.any(String),
        `https://pan.example.mx/waitlist/${consenting.body.id}?token=${consenting.body.token}`,
      ])
    } finally {
      await wa.close()
    }
  })
})
