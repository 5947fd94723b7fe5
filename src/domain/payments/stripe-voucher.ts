import { toPesos } from '../money'
import { isAwaitingVoucher, type VoucherIntent, voucherExpiresAt } from './payment-rules'
import type { StripeVoucher } from './payment-schemas'

/** The parts of Stripe's PaymentIntent that say what a customer holding a voucher must pay, in Stripe's own names. */
export type StripeVoucherIntent = VoucherIntent & {
  amount: number
  next_action?:
    | (NonNullable<VoucherIntent['next_action']> & {
        oxxo_display_details?: { expires_after?: number | null; hosted_voucher_url?: string | null; number?: string | null } | null
        display_bank_transfer_instructions?: {
          amount_remaining?: number | null
          financial_addresses?: { spei?: { bank_name?: string; clabe?: string } | null }[]
          hosted_instructions_url?: string | null
          reference?: string | null
        } | null
      })
    | null
}

/**
 * The OXXO voucher or SPEI transfer a PaymentIntent waits for, for as long as the order keeps its place for it
 * (isAwaitingVoucher); null for any other PaymentIntent. Stripe's centavos become pesos.
 */
export function stripeVoucherOf(intent: StripeVoucherIntent, now: Date): StripeVoucher | null {
  if (!isAwaitingVoucher(intent, now)) return null
  const payBy = new Date(voucherExpiresAt(intent) * 1000).toISOString()
  const oxxo = intent.next_action?.oxxo_display_details
  if (intent.next_action?.type === 'oxxo_display_details' && oxxo?.number) {
    return { kind: 'oxxo', amount: toPesos(intent.amount), number: oxxo.number, voucherUrl: oxxo.hosted_voucher_url ?? null, payBy }
  }
  const transfer = intent.next_action?.display_bank_transfer_instructions
  const spei = transfer?.financial_addresses?.find((address) => address.spei?.clabe)?.spei
  if (!transfer || !spei?.clabe) return null
  return {
    kind: 'spei',
    // What is still to send: a customer who sent part of it owes only the rest.
    amount: toPesos(transfer.amount_remaining ?? intent.amount),
    clabe: spei.clabe,
    bankName: spei.bank_name ?? '',
    reference: transfer.reference ?? null,
    instructionsUrl: transfer.hosted_instructions_url ?? null,
    payBy,
  }
}
