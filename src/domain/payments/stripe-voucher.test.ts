import { describe, expect, it } from 'vitest'
import { stripeVoucherOf } from './stripe-voucher'

// Shown Monday 23 November 2026, 09:00 in Mérida.
const created = Date.parse('2026-11-23T15:00:00Z') / 1000
const monday = new Date('2026-11-23T15:05:00Z')

const oxxo = {
  status: 'requires_action',
  created,
  amount: 32_000,
  next_action: {
    type: 'oxxo_display_details',
    oxxo_display_details: {
      expires_after: Date.parse('2026-11-26T05:59:59Z') / 1000,
      hosted_voucher_url: 'https://payments.stripe.com/oxxo/voucher/test_1',
      number: '12345678901234657890123456789012',
    },
  },
}

const spei = {
  status: 'requires_action',
  created,
  amount: 32_000,
  next_action: {
    type: 'display_bank_transfer_instructions',
    display_bank_transfer_instructions: {
      amount_remaining: 12_050,
      financial_addresses: [{ spei: { bank_name: 'BANAMEX', clabe: '002180027159372810' } }],
      hosted_instructions_url: 'https://payments.stripe.com/bank_transfers/instructions/test_1',
      reference: 'QW7R3K',
    },
  },
}

describe('stripeVoucherOf', () => {
  it('gives an OXXO voucher its number, page, amount in pesos and Stripe’s own expiry', () => {
    expect(stripeVoucherOf(oxxo, monday)).toEqual({
      kind: 'oxxo',
      amount: 320,
      number: '12345678901234657890123456789012',
      voucherUrl: 'https://payments.stripe.com/oxxo/voucher/test_1',
      payBy: '2026-11-26T05:59:59.000Z',
    })
  })

  it('gives a SPEI transfer its CLABE, bank, reference, the amount still to send, and STRIPE_VOUCHER_DAYS to pay', () => {
    expect(stripeVoucherOf(spei, monday)).toEqual({
      kind: 'spei',
      amount: 120.5,
      clabe: '002180027159372810',
      bankName: 'BANAMEX',
      reference: 'QW7R3K',
      instructionsUrl: 'https://payments.stripe.com/bank_transfers/instructions/test_1',
      payBy: '2026-11-25T15:00:00.000Z',
    })
  })

  it('has no voucher for a PaymentIntent waiting for a card, paid, or whose voucher and its day of grace are over', () => {
    expect(stripeVoucherOf({ status: 'requires_payment_method', created, amount: 32_000, next_action: null }, monday)).toBeNull()
    expect(stripeVoucherOf({ ...oxxo, status: 'succeeded' }, monday)).toBeNull()
    expect(stripeVoucherOf(oxxo, new Date('2026-11-27T06:00:00Z'))).toBeNull()
    expect(stripeVoucherOf({ ...spei, next_action: { type: 'display_bank_transfer_instructions' } }, monday)).toBeNull()
  })
})
