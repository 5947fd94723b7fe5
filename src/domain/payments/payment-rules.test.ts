import { describe, expect, it } from 'vitest'
import { chargeMatchesOrder, isChargeable, paymentStatusAfter } from './payment-rules'

const expected = { orderId: 7, totalCents: 20_000, paymentIntentId: 'pi_1' }
const report = { orderId: '7', amountCents: 20_000, currency: 'mxn', paymentIntentId: 'pi_1' }

describe('chargeMatchesOrder', () => {
  it.each([
    ['the exact order, amount and currency', report, expected, true],
    ['an upper-case currency', { ...report, currency: 'MXN' }, expected, true],
    ['an order that has no PaymentIntent recorded yet', report, { ...expected, paymentIntentId: null }, true],
    ['a lower amount', { ...report, amountCents: 100 }, expected, false],
    ['a higher amount', { ...report, amountCents: 20_001 }, expected, false],
    ['another currency', { ...report, currency: 'usd' }, expected, false],
    ['another order id', { ...report, orderId: '8' }, expected, false],
    ['no order id', { ...report, orderId: undefined }, expected, false],
    ['another PaymentIntent', { ...report, paymentIntentId: 'pi_2' }, expected, false],
  ])('accepts %s: %s', (_name, given, order, verdict) => {
    expect(chargeMatchesOrder(given, order)).toBe(verdict)
  })
})

describe('paymentStatusAfter', () => {
  it.each([
    ['unpaid', 'succeeded', 'paid'],
    ['failed', 'succeeded', 'paid'],
    ['paid', 'succeeded', 'paid'],
    ['unpaid', 'failed', 'failed'],
    ['failed', 'failed', 'failed'],
    ['paid', 'failed', 'paid'],
  ] as const)('%s then %s gives %s', (current, outcome, next) => {
    expect(paymentStatusAfter(current, outcome)).toBe(next)
  })
})

describe('isChargeable', () => {
  it('refuses paid, cancelled and free orders', () => {
    expect(isChargeable({ paymentStatus: 'unpaid', status: 'pending', totalCents: 100 })).toBe(true)
    expect(isChargeable({ paymentStatus: 'failed', status: 'pending', totalCents: 100 })).toBe(true)
    expect(isChargeable({ paymentStatus: 'paid', status: 'pending', totalCents: 100 })).toBe(false)
    expect(isChargeable({ paymentStatus: 'unpaid', status: 'cancelled', totalCents: 100 })).toBe(false)
    expect(isChargeable({ paymentStatus: 'unpaid', status: 'pending', totalCents: 0 })).toBe(false)
  })
})
