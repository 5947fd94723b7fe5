import { describe, expect, it } from 'vitest'
import { holdsCapacity, isOwed, isToCollect, ORDER_STATUSES, PAYMENT_STATUSES, STAFF_DASHBOARD_STATUSES, statusTone } from './order-status'

describe('statusTone', () => {
  it.each([
    ['completed', 'green'],
    ['pending', 'amber'],
    ['confirmed', 'blue'],
    ['cancelled', 'red'],
    ['preparing', 'grey'],
    ['ready', 'grey'],
    ['something else', 'grey'],
  ])('shows %s in %s, as the dashboard badges do (spec §4)', (status, tone) => {
    expect(statusTone(status)).toBe(tone)
  })
})

describe('holdsCapacity', () => {
  it('counts every status but cancelled against the baking day', () => {
    expect(ORDER_STATUSES.filter(holdsCapacity)).toEqual(['pending', 'confirmed', 'preparing', 'ready', 'completed'])
  })
})

describe('the staff dashboard status menu', () => {
  it('offers the four statuses of spec §4, all known to the shop', () => {
    expect(STAFF_DASHBOARD_STATUSES).toEqual(['pending', 'confirmed', 'completed', 'cancelled'])
    for (const status of STAFF_DASHBOARD_STATUSES) expect(ORDER_STATUSES).toContain(status)
  })
})

describe('isOwed', () => {
  it('owes an unpaid order and one whose card payment failed, not a paid or refunded one', () => {
    expect(PAYMENT_STATUSES.filter(isOwed)).toEqual(['unpaid', 'failed'])
  })
})

describe('isToCollect', () => {
  it('collects at the counter anything not paid on an order that goes ahead, a refund included; nothing on a cancelled one', () => {
    expect(PAYMENT_STATUSES.filter((paymentStatus) => isToCollect({ status: 'ready', paymentStatus }))).toEqual(['unpaid', 'failed', 'refunded'])
    expect(PAYMENT_STATUSES.filter((paymentStatus) => isToCollect({ status: 'cancelled', paymentStatus }))).toEqual([])
  })
})
