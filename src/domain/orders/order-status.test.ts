import { describe, expect, it } from 'vitest'
import {
  earnsMoney,
  holdsCapacity,
  isOwed,
  isToCollect,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  STAFF_DASHBOARD_STATUSES,
  statusTone,
} from './order-status'

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

  it('collects nothing on an order handed over and then refunded (the bread was given, the money given back), and it earns nothing', () => {
    expect(PAYMENT_STATUSES.filter((paymentStatus) => isToCollect({ status: 'completed', paymentStatus }))).toEqual(['unpaid', 'failed'])
    expect(earnsMoney({ status: 'completed', paymentStatus: 'refunded' })).toBe(false)
    expect(earnsMoney({ status: 'cancelled', paymentStatus: 'unpaid' })).toBe(false)
    expect(earnsMoney({ status: 'completed', paymentStatus: 'paid' })).toBe(true)
    expect(earnsMoney({ status: 'ready', paymentStatus: 'refunded' })).toBe(true)
  })
})
