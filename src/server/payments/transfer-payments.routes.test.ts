import { TZDate } from '@date-fns/tz'
import sharp from 'sharp'
import { beforeAll, expect, it } from 'vitest'
import { toCents, toPesos } from '../../domain/money'
import { orderIdOfReference } from '../../domain/payments/transfer-instructions'
import { addDaysIso, bakeryToday } from '../../domain/schedule/calendar-dates'
import { ADMIN, describeOnEachDatabase, listenOver, TEST_TIMEZONE } from '../test-support/api-harness'
import { createCustomer, openDates, placesTaken, placeTransferOrder, sourdoughOrder } from '../test-support/order-fixtures'

const ACCOUNT = { bankName: 'BBVA México', bankClabe: '002180000118359710', bankBeneficiary: 'Masa Madre Mérida SA de CV', transferPayByHours: 12 }

describeOnEachDatabase('paying by SPEI transfer, and staff recording payments', (shop) => {
  let cookie: string
  beforeAll(async () => {
    cookie = await shop.signIn()
    // Room for every order these tests place: the day's order limit is not what they test.
    await shop.connection.pool.query('update available_dates set max_orders = 1000')
    expect((await shop.call('PUT', '/api/settings', ACCOUNT, { cookie })).status).toBe(200)
  })

  it('gives a transfer customer the account, beneficiary, exact amount, a reference and a time to pay by, on placing and reading', async () => {
    const placed = await placeTransferOrder(shop, 2)
    const expected = {
      method: 'bank_transfer',
      amount: placed.total,
      currency: 'MXN',
      bankName: ACCOUNT.bankName,
      clabe: ACCOUNT.bankClabe,
      beneficiary: ACCOUNT.bankBeneficiary,
      reference: expect.stringMatching(/^MM\d{5,}$/),
      payBy: expect.any(String),
      receipt: null,
    }
    expect(placed.payment).toEqual(expected)
    expect(placed.total).toBe(320)
    const hours = (Date.parse(placed.payment.payBy) - Date.parse(placed.createdAt)) / 3_600_000
    expect(hours).toBeGreaterThan(0)
    expect(hours).toBeLessThanOrEqual(ACCOUNT.transferPayByHours)
    const read = await shop.call('GET', `/api/orders/${placed.id}?token=${placed.accessToken}`)
    expect(read.body.payment).toEqual(placed.payment)
    // A cash order has nothing to transfer.
    const [date] = await openDates(shop)
    const cash = await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), date!))
    expect(cash.body.payment).toBeNull()
  })

  it('gives every order its own reference, even placed at the same moment, and staff find the order by it', async () => {
    const placed = await Promise.all(Array.from({ length: 8 }, () => placeTransferOrder(shop, 1)))
    const references = placed.map((order) => order.payment.reference as string)
    expect(new Set(references).size).toBe(placed.length)
    for (const order of placed) expect(orderIdOfReference(order.payment.reference)).toBe(order.id)
    const typed = references[3]!.toLowerCase()
    const found = await shop.call('GET', `/api/orders?q=${encodeURIComponent(typed)}`, undefined, { cookie })
    expect(found.body.map((order: { id: number }) => order.id)).toEqual([placed[3].id])
  })

  it('records who marked a payment, when and why; staff filter what is still unpaid; strangers change nothing', async () => {
    const order = await placeTransferOrder(shop)
    expect((await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'paid' })).status).toBe(401)
    expect((await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'failed' }, { cookie })).status).toBe(400)

    const unpaid = await shop.call('GET', '/api/orders?paymentStatus=unpaid&limit=200', undefined, { cookie })
    expect(unpaid.body.map((row: { id: number }) => row.id)).toContain(order.id)
    expect(unpaid.body.every((row: { paymentStatus: string }) => row.paymentStatus === 'unpaid')).toBe(true)

    const owedOn = async (date: string) =>
      ((await shop.call('GET', '/api/payments/owed', undefined, { cookie })).body as { date: string; owed: number }[]).find(
        (day) => day.date === date,
      )?.owed ?? 0
    expect((await shop.call('GET', '/api/payments/owed')).status).toBe(401)
    const owedBefore = await owedOn(order.pickupDate)
    expect(owedBefore).toBeGreaterThanOrEqual(order.total)

    const before = Date.now()
    const marked = await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'paid', note: 'SPEI BBVA 14:32' }, { cookie })
    expect(marked.status).toBe(200)
    expect(marked.body.paymentStatus).toBe('paid')
    expect(marked.body.paymentRecords).toEqual([
      { paymentStatus: 'paid', note: 'SPEI BBVA 14:32', recordedBy: ADMIN.username, recordedAt: expect.any(String) },
    ])
    expect(Date.parse(marked.body.paymentRecords[0].recordedAt)).toBeGreaterThanOrEqual(before - 60_000)
    expect(await owedOn(order.pickupDate)).toBe(owedBefore - order.total)

    await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'refunded', note: 'Pedido duplicado' }, { cookie })
    const detail = await shop.call('GET', `/api/orders/${order.id}`, undefined, { cookie })
    expect(detail.body.paymentStatus).toBe('refunded')
    expect(detail.body.paymentRecords.map((record: { paymentStatus: string }) => record.paymentStatus)).toEqual(['refunded', 'paid'])
    const stillUnpaid = await shop.call('GET', '/api/orders?paymentStatus=unpaid&limit=200', undefined, { cookie })
    expect(stillUnpaid.body.map((row: { id: number }) => row.id)).not.toContain(order.id)

    // The customer's link shows the status, never staff's records.
    const customerView = await shop.call('GET', `/api/orders/${order.id}?token=${order.accessToken}`)
    expect(customerView.body.paymentStatus).toBe('refunded')
    expect(customerView.body).not.toHaveProperty('paymentRecords')
    expect((await shop.call('GET', '/api/orders?paymentStatus=owed', undefined, { cookie })).status).toBe(400)
  })

  it('keeps the newest payment record equal to the order’s status when staff record payments at the same moment', async () => {
    // A clock that moves on at every reading, as a real one does: the race is between reading it and the order's row lock.
    let ticks = 0
    const ticking = await listenOver(shop.connection.db, () => new Date(shop.now.getTime() + ++ticks))
    try {
      const statuses = ['paid', 'unpaid', 'paid', 'unpaid', 'paid', 'unpaid', 'paid', 'unpaid'] as const
      for (let round = 0; round < 5; round++) {
        const order = await placeTransferOrder(shop)
        const path = `/api/orders/${order.id}/payment`
        const replies = await Promise.all(
          statuses.map((paymentStatus, click) => ticking.call('PATCH', path, { paymentStatus, note: `click ${click}` }, { cookie })),
        )
        // A click that would record the status the order already has (its twin ran first) is refused, not recorded.
        expect(replies.every((reply) => reply.status === 200 || reply.body.errors?.[0]?.key === 'payment_already')).toBe(true)
        const detail = (await ticking.call('GET', `/api/orders/${order.id}`, undefined, { cookie })).body
        expect(detail.paymentRecords).toHaveLength(replies.filter((reply) => reply.status === 200).length)
        expect(detail.paymentRecords[0].paymentStatus).toBe(detail.paymentStatus)
        const times = detail.paymentRecords.map((record: { recordedAt: string }) => Date.parse(record.recordedAt))
        expect(times).toEqual([...times].sort((a, b) => b - a))
      }
    } finally {
      await ticking.app.close()
    }
  })

  it('refuses to record a refund on an order that was never paid, and changes nothing', async () => {
    const order = await placeTransferOrder(shop)
    const refund = await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'refunded', note: 'never paid' }, { cookie })
    expect(refund.status).toBe(409)
    expect(refund.body).toMatchObject({ code: 'conflict', message: expect.stringContaining(`#${order.id}`) })
    expect(refund.body.errors).toEqual([{ path: 'paymentStatus', key: 'refund_needs_payment_short', message: expect.any(String) }])
    const detail = (await shop.call('GET', `/api/orders/${order.id}`, undefined, { cookie })).body
    expect(detail).toMatchObject({ paymentStatus: 'unpaid', paymentRecords: [] })

    // Once paid it can be given back; given back, not twice.
    expect((await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'paid' }, { cookie })).status).toBe(200)
    expect((await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'refunded' }, { cookie })).status).toBe(200)
    expect((await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'refunded' }, { cookie })).status).toBe(409)
  })

  it('takes the customer’s transfer receipt, checked by content, and shows it to staff only', async () => {
    const order = await placeTransferOrder(shop)
    const url = `${shop.baseUrl}/api/orders/${order.id}/receipt?token=${order.accessToken}`
    const send = (body: BodyInit, type: string, to = url) => fetch(to, { method: 'POST', headers: { 'content-type': type }, body })
    const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()

    expect((await send('not really a png', 'image/png')).status).toBe(400)
    expect((await send(new Uint8Array(png), 'application/zip')).status).toBe(415)
    expect((await send(new Uint8Array(5 * 1024 * 1024 + 1), 'application/pdf')).status).toBe(413)
    expect((await send(new Uint8Array(png), 'image/png', url.replace(order.accessToken, 'wrong'))).status).toBe(404)
    expect(await shop.count('payment_receipts')).toBe(0)

    const attached = await send(new Uint8Array(png), 'image/png')
    expect(attached.status).toBe(201)
    expect(await attached.json()).toEqual({ contentType: 'image/png', uploadedAt: expect.any(String) })
    const read = await shop.call('GET', `/api/orders/${order.id}?token=${order.accessToken}`)
    expect(read.body.payment.receipt).toEqual({ contentType: 'image/png', uploadedAt: expect.any(String) })

    expect((await fetch(`${shop.baseUrl}/api/orders/${order.id}/receipt`)).status).toBe(401)
    const seen = await fetch(`${shop.baseUrl}/api/orders/${order.id}/receipt`, { headers: { cookie } })
    expect(seen.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await seen.arrayBuffer()).equals(png)).toBe(true)

    // A PDF replaces it, and is downloaded rather than shown inside the shop.
    expect((await send('%PDF-1.7\n%âãÏÓ\n', 'application/pdf')).status).toBe(201)
    const pdf = await fetch(`${shop.baseUrl}/api/orders/${order.id}/receipt`, { headers: { cookie } })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment;/)

    // A cash order has no transfer to prove.
    const [date] = await openDates(shop)
    const cash = (await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), date!))).body
    expect((await send(new Uint8Array(png), 'image/png', `${shop.baseUrl}/api/orders/${cash.id}/receipt?token=${cash.accessToken}`)).status).toBe(409)
  })

  it('counts a card payment that failed, or was given back, as still to collect, and staff can list those orders', async () => {
    const order = await placeTransferOrder(shop)
    const owedOn = async (date: string) =>
      ((await shop.call('GET', '/api/payments/owed', undefined, { cookie })).body as { date: string; owed: number }[]).find(
        (day) => day.date === date,
      )?.owed ?? 0
    const before = await owedOn(order.pickupDate)
    // As Stripe's payment_failed webhook leaves a card order.
    await shop.connection.pool.query(`update orders set payment_method = 'card', payment_status = 'failed' where id = $1`, [order.id])
    expect(await owedOn(order.pickupDate)).toBe(before)
    const failed = await shop.call('GET', '/api/orders?paymentStatus=failed&limit=200', undefined, { cookie })
    expect(failed.body.map((row: { id: number }) => row.id)).toContain(order.id)
    const summary = async () => (await shop.call('GET', '/api/orders/summary', undefined, { cookie })).body
    const owing = await summary()
    // Paid at last, then given back while the order goes ahead (the customer pays at the counter instead): still to collect.
    await shop.connection.pool.query(`update orders set payment_status = 'paid' where id = $1`, [order.id])
    expect((await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'refunded' }, { cookie })).status).toBe(200)
    expect(await owedOn(order.pickupDate)).toBe(before)
    const refunded = await summary()
    expect(refunded).toMatchObject({ owedRevenue: owing.owedRevenue, paidRevenue: owing.paidRevenue })
    expect(toCents(refunded.paidRevenue) + toCents(refunded.owedRevenue)).toBe(toCents(refunded.totalRevenue))
    // Cancelled, it collects nothing: the day and the dashboard cards agree.
    await shop.call('PATCH', `/api/orders/${order.id}/status`, { status: 'cancelled' }, { cookie })
    expect(await owedOn(order.pickupDate)).toBe(toPesos(toCents(before) - toCents(order.total)))
    expect((await summary()).owedRevenue).toBe(toPesos(toCents(owing.owedRevenue) - toCents(order.total)))
  })

  it('counts an order handed over and then refunded neither as still to collect nor as revenue', async () => {
    const order = await placeTransferOrder(shop)
    const summary = async () => (await shop.call('GET', '/api/orders/summary', undefined, { cookie })).body
    const owedOn = async (date: string) =>
      ((await shop.call('GET', '/api/payments/owed', undefined, { cookie })).body as { date: string; owed: number }[]).find(
        (day) => day.date === date,
      )?.owed ?? 0
    expect((await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'paid' }, { cookie })).status).toBe(200)
    expect((await shop.call('PATCH', `/api/orders/${order.id}/status`, { status: 'completed' }, { cookie })).status).toBe(200)
    const handedOver = await summary()
    const owedBefore = await owedOn(order.pickupDate)
    // The bread came out burnt: the customer keeps it and gets the money back.
    expect((await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'refunded', from: 'paid' }, { cookie })).status).toBe(200)
    const refunded = await summary()
    expect(refunded.owedRevenue).toBe(handedOver.owedRevenue)
    expect(refunded.paidRevenue).toBe(toPesos(toCents(handedOver.paidRevenue) - toCents(order.total)))
    expect(refunded.totalRevenue).toBe(toPesos(toCents(handedOver.totalRevenue) - toCents(order.total)))
    expect(await owedOn(order.pickupDate)).toBe(owedBefore)
    const sheet = (await shop.call('GET', `/api/production/${order.pickupDate}`, undefined, { cookie })).body
    expect(sheet.orders.find((row: { id: number }) => row.id === order.id)?.owed).toBe(0)
  })

  it('totals the money kept on cancelled orders, to give back, and lists those orders', async () => {
    const summary = async () => (await shop.call('GET', '/api/orders/summary', undefined, { cookie })).body
    const refundDue = async () => (await shop.call('GET', '/api/orders?refundDue=true&limit=200', undefined, { cookie })).body as { id: number }[]
    const before = await summary()
    const order = await placeTransferOrder(shop)
    expect((await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'paid' }, { cookie })).status).toBe(200)
    expect((await refundDue()).map((row) => row.id)).not.toContain(order.id)
    expect((await shop.call('PATCH', `/api/orders/${order.id}/status`, { status: 'cancelled' }, { cookie })).status).toBe(200)
    const cancelled = await summary()
    expect(cancelled.refundDue).toBe(toPesos(toCents(before.refundDue) + toCents(order.total)))
    expect(cancelled.refundDueOrders).toBe(before.refundDueOrders + 1)
    expect((await refundDue()).map((row) => row.id)).toContain(order.id)
    // Given back and recorded: nothing left to give.
    expect((await shop.call('PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'refunded', from: 'paid' }, { cookie })).status).toBe(200)
    expect(await summary()).toMatchObject({ refundDue: before.refundDue, refundDueOrders: before.refundDueOrders })
    expect((await refundDue()).map((row) => row.id)).not.toContain(order.id)
  })

  it('lists what a past day still owes (handed over, cash not recorded), so the days add up to the dashboard', async () => {
    const order = await placeTransferOrder(shop)
    const yesterday = addDaysIso(bakeryToday(shop.now, TEST_TIMEZONE), -1)
    await shop.connection.pool.query(`update orders set pickup_date = $2, status = 'completed' where id = $1`, [order.id, yesterday])
    const days = (await shop.call('GET', '/api/payments/owed', undefined, { cookie })).body as { date: string; owed: number }[]
    expect(days.find((day) => day.date === yesterday)?.owed).toBeGreaterThanOrEqual(order.total)
    const { owedRevenue } = (await shop.call('GET', '/api/orders/summary', undefined, { cookie })).body
    const undated = await shop.connection.pool.query(
      `select coalesce(sum(total), 0)::float as owed from orders where pickup_date is null and status <> 'cancelled' and payment_status in ('unpaid', 'failed', 'refunded') and not (status = 'completed' and payment_status = 'refunded')`,
    )
    expect(toPesos(days.reduce((sum, day) => sum + toCents(day.owed), 0) + toCents(undated.rows[0].owed))).toBe(owedRevenue)
  })

  it('lets staff release an overdue unpaid transfer, but never one paid meanwhile or still in its time', async () => {
    const age = (id: number) =>
      shop.connection.pool.query(
        `update orders set created_at = created_at - interval '30 hours', transfer_pay_by = transfer_pay_by - interval '30 hours' where id = $1`,
        [id],
      )
    const overdue = await placeTransferOrder(shop)
    const paidMeanwhile = await placeTransferOrder(shop)
    const fresh = await placeTransferOrder(shop)
    await age(overdue.id)
    await age(paidMeanwhile.id)
    // Another device records the transfer while this staff member's page still flags the order overdue.
    await shop.call('PATCH', `/api/orders/${paidMeanwhile.id}/payment`, { paymentStatus: 'paid' }, { cookie })

    expect((await shop.call('POST', `/api/orders/${overdue.id}/release`)).status).toBe(401)
    const taken = await placesTaken(shop, overdue.pickupDate)
    const released = await shop.call('POST', `/api/orders/${overdue.id}/release`, {}, { cookie })
    expect(released.status).toBe(200)
    expect(released.body.status).toBe('cancelled')
    expect(await placesTaken(shop, overdue.pickupDate)).toBe(taken - 1)
    for (const kept of [paidMeanwhile, fresh]) {
      const refused = await shop.call('POST', `/api/orders/${kept.id}/release`, {}, { cookie })
      expect(refused.status).toBe(409)
      expect(refused.body.code).toBe('conflict')
      expect((await shop.call('GET', `/api/orders/${kept.id}`, undefined, { cookie })).body.status).toBe('pending')
    }
  })

  it('releases unpaid transfer orders past their time to pay only when settings say so, and gives their places back', async () => {
    const age = (id: number, hours: number) =>
      shop.connection.pool.query(
        `update orders set created_at = created_at - make_interval(hours => $2), transfer_pay_by = transfer_pay_by - make_interval(hours => $2) where id = $1`,
        [id, hours],
      )
    const overdue = await placeTransferOrder(shop)
    const paid = await placeTransferOrder(shop)
    const fresh = await placeTransferOrder(shop)
    const proved = await placeTransferOrder(shop)
    await age(overdue.id, 30)
    await age(paid.id, 30)
    await age(proved.id, 30)
    await shop.call('PATCH', `/api/orders/${paid.id}/payment`, { paymentStatus: 'paid' }, { cookie })
    // The customer sent the bank's receipt: staff have not matched it yet, but the order is not theirs to lose.
    const receipt = await fetch(`${shop.baseUrl}/api/orders/${proved.id}/receipt?token=${proved.accessToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.4 receipt',
    })
    expect(receipt.status).toBe(201)
    const { overdueTransfers } = shop.app.services

    // Off by default: staff see the order flagged and decide.
    expect(await overdueTransfers.releaseDue()).toEqual([])
    expect((await shop.call('GET', `/api/orders/${overdue.id}`, undefined, { cookie })).body.status).toBe('pending')

    expect((await shop.call('PUT', '/api/settings', { releaseOverdueTransfers: true }, { cookie })).status).toBe(200)
    const taken = await placesTaken(shop, overdue.pickupDate)
    expect(await overdueTransfers.releaseDue()).toEqual([overdue.id])
    expect(await placesTaken(shop, overdue.pickupDate)).toBe(taken - 1)
    const statuses = await Promise.all(
      [overdue, paid, fresh, proved].map(async (order) => (await shop.call('GET', `/api/orders/${order.id}`, undefined, { cookie })).body.status),
    )
    expect(statuses).toEqual(['cancelled', 'pending', 'pending', 'pending'])
    // A second sweep (another instance) finds nothing more to do.
    expect(await overdueTransfers.releaseDue()).toEqual([])
    await shop.call('PUT', '/api/settings', { releaseOverdueTransfers: false }, { cookie })
  })

  it('keeps the time to pay a transfer order was given, even when staff later shorten the hours to pay', async () => {
    expect((await shop.call('PUT', '/api/settings', { transferPayByHours: 24, releaseOverdueTransfers: true }, { cookie })).status).toBe(200)
    // The last open day: far enough that the evening-before cap does not shorten the 24 hours.
    const dates = await openDates(shop)
    const body = sourdoughOrder(await createCustomer(shop), dates[dates.length - 1]!, 1)
    body.order.paymentMethod = 'bank_transfer'
    const placed = (await shop.call('POST', '/api/orders', body)).body
    expect(Date.parse(placed.payment.payBy) - Date.parse(placed.createdAt)).toBe(24 * 3_600_000)
    // Placed three hours ago, under the 24 hours then in force.
    await shop.connection.pool.query(`update orders set created_at = created_at - interval '3 hours' where id = $1`, [placed.id])
    const { overdueTransfers } = shop.app.services
    expect(await overdueTransfers.releaseDue()).not.toContain(placed.id)

    expect((await shop.call('PUT', '/api/settings', { transferPayByHours: 2 }, { cookie })).status).toBe(200)
    const read = await shop.call('GET', `/api/orders/${placed.id}?token=${placed.accessToken}`)
    expect(read.body.payment.payBy).toBe(placed.payment.payBy)
    expect(await overdueTransfers.releaseDue()).not.toContain(placed.id)
    expect((await shop.call('POST', `/api/orders/${placed.id}/release`, {}, { cookie })).status).toBe(409)
    expect((await shop.call('GET', `/api/orders/${placed.id}`, undefined, { cookie })).body.status).toBe('pending')

    // A new order is given the hours settings give now.
    const later = (await shop.call('POST', '/api/orders', { ...body, order: { ...body.order, customerId: await createCustomer(shop) } })).body
    expect(Date.parse(later.payment.payBy) - Date.parse(later.createdAt)).toBe(2 * 3_600_000)
    await shop.call('PUT', '/api/settings', { transferPayByHours: ACCOUNT.transferPayByHours, releaseOverdueTransfers: false }, { cookie })
  })

  it('keeps the time to pay when staff move an order later, brings it forward for an earlier day, and gives it again on reopening', async () => {
    const dates = await openDates(shop)
    const body = sourdoughOrder(await createCustomer(shop), dates[dates.length - 2]!, 1)
    body.order.paymentMethod = 'bank_transfer'
    const placed = (await shop.call('POST', '/api/orders', body)).body
    const payByOf = async () => (await shop.call('GET', `/api/orders/${placed.id}?token=${placed.accessToken}`)).body.payment.payBy as string

    expect((await shop.call('PATCH', `/api/orders/${placed.id}`, { pickupDate: dates[dates.length - 1] }, { cookie })).status).toBe(200)
    expect(await payByOf()).toBe(placed.payment.payBy)
    // To the first open day: due by 22:00 the evening before it, or in two hours, never later than first told.
    expect((await shop.call('PATCH', `/api/orders/${placed.id}`, { pickupDate: dates[0] }, { cookie })).status).toBe(200)
    const [year, month, day] = dates[0]!.split('-').map(Number) as [number, number, number]
    const eveningBefore = new TZDate(year, month - 1, day - 1, 22, 0, TEST_TIMEZONE).getTime()
    const movedPayBy = Date.parse(await payByOf())
    expect(movedPayBy).toBe(Math.min(Date.parse(placed.payment.payBy), Math.max(eveningBefore, shop.now.getTime() + 2 * 3_600_000)))

    // Long past its time, released, then reopened by staff: the next sweep must not release it again at once.
    await shop.connection.pool.query(`update orders set transfer_pay_by = now() - interval '1 hour' where id = $1`, [placed.id])
    expect((await shop.call('POST', `/api/orders/${placed.id}/release`, {}, { cookie })).body.status).toBe('cancelled')
    expect((await shop.call('PATCH', `/api/orders/${placed.id}/status`, { status: 'pending' }, { cookie })).status).toBe(200)
    expect(Date.parse(await payByOf())).toBeGreaterThan(Date.now())
    expect((await shop.call('PUT', '/api/settings', { releaseOverdueTransfers: true }, { cookie })).status).toBe(200)
    expect(await shop.app.services.overdueTransfers.releaseDue()).not.toContain(placed.id)
    await shop.call('PUT', '/api/settings', { releaseOverdueTransfers: false }, { cookie })
  })
})
