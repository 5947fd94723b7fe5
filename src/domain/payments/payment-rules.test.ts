import { describe, expect, it } from 'vitest'
import {
  awaitsCardPayment,
  chargeMatchesOrder,
  isAwaitingVoucher,
  isCashAtPickup,
  isChargeable,
  isRefundable,
  isRefundDue,
  paymentStatusAfter,
  tellsCustomerOfPayment,
  voucherTerms,
} from './payment-rules'

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
    ['refunded', 'succeeded', 'refunded'],
    ['refunded', 'failed', 'refunded'],
  ] as const)('%s then %s gives %s', (current, outcome, next) => {
    expect(paymentStatusAfter(current, outcome)).toBe(next)
  })
})

describe('isRefundable', () => {
  it.each([
    ['paid', true],
    ['unpaid', false],
    ['failed', false],
    ['refunded', false],
  ] as const)('a %s order: %s', (paymentStatus, refundable) => {
    expect(isRefundable({ paymentStatus })).toBe(refundable)
  })
})

describe('isRefundDue', () => {
  it.each([
    ['a paid card order that was cancelled', { status: 'cancelled', paymentStatus: 'paid', paymentMethod: 'card' }, true],
    ['a paid card order still on', { status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'card' }, false],
    ['a cancelled card order never paid', { status: 'cancelled', paymentStatus: 'unpaid', paymentMethod: 'card' }, false],
    ['a cancelled card order already refunded', { status: 'cancelled', paymentStatus: 'refunded', paymentMethod: 'card' }, false],
    ['a cancelled transfer staff recorded as paid', { status: 'cancelled', paymentStatus: 'paid', paymentMethod: 'bank_transfer' }, true],
    ['a cancelled cash order paid at the counter', { status: 'cancelled', paymentStatus: 'paid', paymentMethod: 'cash' }, true],
    ['a paid transfer still on', { status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'bank_transfer' }, false],
    ['a cancelled transfer already given back', { status: 'cancelled', paymentStatus: 'refunded', paymentMethod: 'bank_transfer' }, false],
    ['a cancelled transfer never paid', { status: 'cancelled', paymentStatus: 'unpaid', paymentMethod: 'bank_transfer' }, false],
  ] as const)('%s: %s', (_case, order, due) => {
    expect(isRefundDue(order)).toBe(due)
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

describe('isAwaitingVoucher', () => {
  // Shown Monday 23 November 2026, 09:00 in Mérida; Stripe says the voucher is payable until Wednesday 23:59 in Mexico City.
  const created = Date.parse('2026-11-23T15:00:00Z') / 1000
  const expiresAfter = Date.parse('2026-11-26T05:59:59Z') / 1000
  const oxxo = {
    status: 'requires_action',
    created,
    next_action: { type: 'oxxo_display_details', oxxo_display_details: { expires_after: expiresAfter } },
  }

  it('keeps the order for as long as Stripe says the voucher is payable, plus the day OXXO takes to confirm', () => {
    // 48 hours after it was shown, the voucher can still be paid that afternoon.
    expect(isAwaitingVoucher(oxxo, new Date('2026-11-25T21:00:00Z'))).toBe(true)
    expect(isAwaitingVoucher(oxxo, new Date('2026-11-27T05:00:00Z'))).toBe(true)
    expect(isAwaitingVoucher(oxxo, new Date('2026-11-27T06:00:00Z'))).toBe(false)
  })

  it('counts days from its creation when Stripe gives no expiry (SPEI), and never for a PaymentIntent without a voucher', () => {
    const spei = { status: 'requires_action', created, next_action: { type: 'display_bank_transfer_instructions' } }
    expect(isAwaitingVoucher(spei, new Date('2026-11-26T14:00:00Z'))).toBe(true)
    expect(isAwaitingVoucher(spei, new Date('2026-11-26T15:00:01Z'))).toBe(false)
    expect(isAwaitingVoucher({ status: 'requires_payment_method', created }, new Date('2026-11-23T16:00:00Z'))).toBe(false)
  })
})

describe('voucherTerms', () => {
  // Sunday 29 November 2026, 10:00 in Mérida.
  const now = new Date('2026-11-29T16:00:00Z')
  const terms = (pickupDate: string | null) => voucherTerms(now, pickupDate, 'America/Merida')

  it('gives OXXO and SPEI two days when the pickup day is far off, or the order has none', () => {
    expect(terms('2026-12-10')).toEqual({ oxxoDays: 2, payBy: Date.parse('2026-12-01T16:00:00Z') / 1000 })
    expect(terms(null)).toEqual({ oxxoDays: 2, payBy: Date.parse('2026-12-01T16:00:00Z') / 1000 })
  })

  it('ends them the evening before the pickup day, as a bank transfer: the voucher lasts until the day before', () => {
    // Pickup Tuesday 1 December: OXXO until Monday 23:59 (one day), SPEI until Monday 22:00 in Mérida.
    expect(terms('2026-12-01')).toEqual({ oxxoDays: 1, payBy: Date.parse('2026-12-01T04:00:00Z') / 1000 })
  })

  it('offers none for a pickup tomorrow or today: there is no day left to pay at a store', () => {
    expect(terms('2026-11-30')).toBeNull()
    expect(terms('2026-11-29')).toBeNull()
  })
})

describe('isAwaitingVoucher, with the time to pay the shop gave', () => {
  it('ends a SPEI transfer at the time the shop gave it, when sooner than its days', () => {
    const created = Date.parse('2026-11-29T16:00:00Z') / 1000
    const payBy = Date.parse('2026-12-01T04:00:00Z') / 1000
    const spei = {
      status: 'requires_action',
      created,
      metadata: { payBy: String(payBy) },
      next_action: { type: 'display_bank_transfer_instructions' },
    }
    expect(isAwaitingVoucher(spei, new Date('2026-12-01T03:59:00Z'))).toBe(true)
    // Past its time and the day a payment may take to be reported, the order's place goes back.
    expect(isAwaitingVoucher(spei, new Date('2026-12-02T04:00:01Z'))).toBe(false)
  })
})

describe('awaitsCardPayment', () => {
  it.each([
    ['an unpaid card order', { paymentMethod: 'card', paymentStatus: 'unpaid', status: 'pending' }, true],
    ['a card order whose card failed', { paymentMethod: 'card', paymentStatus: 'failed', status: 'confirmed' }, true],
    ['a paid card order', { paymentMethod: 'card', paymentStatus: 'paid', status: 'pending' }, false],
    ['a cancelled card order', { paymentMethod: 'card', paymentStatus: 'unpaid', status: 'cancelled' }, false],
    ['a refunded card order going ahead', { paymentMethod: 'card', paymentStatus: 'refunded', status: 'confirmed' }, false],
    ['a cash order', { paymentMethod: 'cash', paymentStatus: 'unpaid', status: 'pending' }, false],
  ] as const)('%s: %s', (_case, order, awaits) => {
    expect(awaitsCardPayment(order)).toBe(awaits)
  })
})

describe('isCashAtPickup', () => {
  it('is cash on an order picked up, not one delivered nor paid another way', () => {
    expect(isCashAtPickup({ paymentMethod: 'cash', isDelivery: false })).toBe(true)
    expect(isCashAtPickup({ paymentMethod: 'cash', isDelivery: true })).toBe(false)
    expect(isCashAtPickup({ paymentMethod: 'bank_transfer', isDelivery: false })).toBe(false)
  })
})

describe('tellsCustomerOfPayment', () => {
  it('says nothing of paying for an unpaid cancelled order, nor for cash not recorded once handed over', () => {
    expect(tellsCustomerOfPayment({ status: 'cancelled', paymentMethod: 'bank_transfer', paymentStatus: 'unpaid' })).toBe(false)
    expect(tellsCustomerOfPayment({ status: 'completed', paymentMethod: 'cash', paymentStatus: 'unpaid' })).toBe(false)
    expect(tellsCustomerOfPayment({ status: 'completed', paymentMethod: 'bank_transfer', paymentStatus: 'unpaid' })).toBe(true)
    expect(tellsCustomerOfPayment({ status: 'pending', paymentMethod: 'cash', paymentStatus: 'unpaid' })).toBe(true)
    expect(tellsCustomerOfPayment({ status: 'cancelled', paymentMethod: 'cash', paymentStatus: 'paid' })).toBe(true)
  })
})
