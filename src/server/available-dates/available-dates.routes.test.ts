import { expect, it } from 'vitest'
import { isBakingDay } from '../../domain/schedule/bookable-window'
import { addDaysIso, bakeryToday, weekdayOf } from '../../domain/schedule/calendar-dates'
import { describeOnEachDatabase, TEST_TIMEZONE } from '../test-support/api-harness'
import { createCustomer, openDates, sourdoughOrder } from '../test-support/order-fixtures'

describeOnEachDatabase('available dates', (shop) => {
  it('opens every Tuesday to Saturday of the window with 10 places, served under both spellings', async () => {
    const kebab = await shop.call('GET', '/api/available-dates')
    const camel = await shop.call('GET', '/api/availableDates')
    expect(camel.body).toEqual(kebab.body)
    expect(kebab.body.length).toBeGreaterThanOrEqual(9)
    for (const day of kebab.body) {
      expect(day).toMatchObject({ maxOrders: 10, currentOrders: 0, limitedAvailability: false, notes: null })
      expect([2, 3, 4, 5, 6]).toContain(new Date(`${day.date}T12:00:00Z`).getUTCDay())
    }
  })

  it("lists days from the bakery's today on: past days keep their sales to staff, and the list does not grow for years", async () => {
    const today = bakeryToday(shop.now, TEST_TIMEZONE)
    const past = [addDaysIso(today, -400), addDaysIso(today, -1)]
    for (const date of past)
      await shop.connection.pool.query('insert into available_dates (date, max_orders, current_orders) values ($1, 40, 33)', [date])
    try {
      for (const path of ['/api/available-dates', '/api/availableDates']) {
        const dates = (await shop.call('GET', path)).body.map((day: { date: string }) => day.date)
        expect(
          dates.filter((date: string) => date < today),
          path,
        ).toEqual([])
      }
    } finally {
      await shop.connection.pool.query('delete from available_dates where date = any($1)', [past])
    }
  })

  it('lets only staff add, change and remove days', async () => {
    const cookie = await shop.signIn()
    let date = addDaysIso(bakeryToday(shop.now, TEST_TIMEZONE), 30)
    while (!isBakingDay(date)) date = addDaysIso(date, 1)
    expect((await shop.call('POST', '/api/available-dates', { date, maxOrders: 5 })).status).toBe(401)
    const created = await shop.call('POST', '/api/availableDates', { date, maxOrders: 5, currentOrders: 7, notes: 'Half day' }, { cookie })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ date, maxOrders: 5, currentOrders: 0, notes: 'Half day' })
    expect((await shop.call('POST', '/api/available-dates', { date, maxOrders: 5 }, { cookie })).status).toBe(409)
    const changed = await shop.call('PUT', `/api/available-dates/${created.body.id}`, { maxOrders: 8, limitedAvailability: true }, { cookie })
    expect(changed.body).toMatchObject({ maxOrders: 8, limitedAvailability: true })
    expect((await shop.call('DELETE', `/api/availableDates/${created.body.id}`, undefined, { cookie })).status).toBe(204)
    expect((await shop.call('DELETE', `/api/availableDates/${created.body.id}`, undefined, { cookie })).status).toBe(404)
  })

  it('refuses a past day, a limit below the orders taken, and removing a day that has orders', async () => {
    const cookie = await shop.signIn()
    const today = bakeryToday(shop.now, TEST_TIMEZONE)
    const past = await shop.call('POST', '/api/available-dates', { date: today, maxOrders: 5 }, { cookie })
    expect(past.status).toBe(400)
    expect(past.body.errors[0].path).toBe('date')
    expect((await shop.call('POST', '/api/available-dates', { date: addDaysIso(today, 40), maxOrders: 0 }, { cookie })).status).toBe(400)

    const [date] = await openDates(shop)
    const customerId = await createCustomer(shop)
    await shop.call('POST', '/api/orders', sourdoughOrder(customerId, date!))
    await shop.call('POST', '/api/orders', sourdoughOrder(customerId, date!))
    const day = (await shop.call('GET', '/api/available-dates')).body.find((d: { date: string }) => d.date === date)
    const lowered = await shop.call('PATCH', `/api/availableDates/${day.id}`, { maxOrders: 1 }, { cookie })
    expect(lowered.status).toBe(400)
    expect(lowered.body.errors).toEqual([{ path: 'maxOrders', message: 'Must be at least 2', key: 'number_min', values: { min: 2 } }])
    expect((await shop.call('PATCH', `/api/availableDates/${day.id}`, { maxOrders: 2 }, { cookie })).body.maxOrders).toBe(2)
    const removal = await shop.call('DELETE', `/api/available-dates/${day.id}`, undefined, { cookie })
    expect(removal.status).toBe(409)
    expect(removal.body.message).toMatch(/active orders/)
    expect((await shop.call('GET', '/api/available-dates')).body.map((d: { date: string }) => d.date)).toContain(date)
  })

  it('says "1 active order", not "1 active orders", when one order holds the day', async () => {
    const cookie = await shop.signIn()
    const [, date] = await openDates(shop)
    await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), date!))
    const day = (await shop.call('GET', '/api/available-dates')).body.find((d: { date: string }) => d.date === date)
    const removal = await shop.call('DELETE', `/api/available-dates/${day.id}`, undefined, { cookie })
    expect(removal.status).toBe(409)
    expect(removal.body.message).toBe(`${date} has 1 active order. Reschedule or cancel it before removing the date.`)
  })

  it('opens only the weekdays the bakery bakes, and keeps a weekday baking while it has open days', async () => {
    const cookie = await shop.signIn()
    const today = bakeryToday(shop.now, TEST_TIMEZONE)
    let sunday = addDaysIso(today, 2)
    while (weekdayOf(sunday) !== 0) sunday = addDaysIso(sunday, 1)
    const refused = await shop.call('POST', '/api/available-dates', { date: sunday, maxOrders: 5 }, { cookie })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'date', key: 'not_baking_weekday' })])
    expect((await shop.call('GET', '/api/available-dates')).body.map((d: { date: string }) => d.date)).not.toContain(sunday)

    // With Sundays baked, the Sunday opens; Sundays then stay baking days until it is removed.
    expect((await shop.call('PUT', '/api/settings', { bakingDays: [0, 2, 3, 4, 5, 6] }, { cookie })).status).toBe(200)
    const opened = await shop.call('POST', '/api/available-dates', { date: sunday, maxOrders: 5 }, { cookie })
    expect(opened.status).toBe(201)
    const kept = await shop.call('PUT', '/api/settings', { bakingDays: [2, 3, 4, 5, 6] }, { cookie })
    expect(kept.status).toBe(400)
    expect(kept.body.errors).toEqual([expect.objectContaining({ path: 'bakingDays', key: 'baking_day_has_open_dates', values: { dates: sunday } })])
    expect((await shop.call('GET', '/api/settings')).body.bakingDays).toEqual([0, 2, 3, 4, 5, 6])
    expect((await shop.call('DELETE', `/api/available-dates/${opened.body.id}`, undefined, { cookie })).status).toBe(204)
    expect((await shop.call('PUT', '/api/settings', { bakingDays: [2, 3, 4, 5, 6] }, { cookie })).status).toBe(200)
  })
})
