import { useQuery } from '@tanstack/react-query'
import type { Order } from '../../../domain/orders/order-schemas'
import { awaitsCardPayment } from '../../../domain/payments/payment-rules'
import type { StripeVoucher } from '../../../domain/payments/payment-schemas'
import { orderQueries } from '../../lib/queries/orders'

/**
 * The OXXO voucher or SPEI transfer a customer chose in Stripe's card form, which Stripe.js shows only once: asked for
 * an unpaid card order on its own schedule, not on each poll of the order. While one waits, the order keeps being
 * read (slowly), so the page shows the payment when Stripe's webhook records it, hours or days later.
 */
export function useStripeVoucher(order: Order | undefined, token: string): StripeVoucher | null {
  const asked = order !== undefined && awaitsCardPayment(order)
  const id = order?.id ?? 0
  const voucher = useQuery({ ...orderQueries.stripeVoucher(id, token), enabled: asked }).data?.voucher ?? null
  const pending = asked && voucher !== null
  useQuery({ ...orderQueries.awaitingVoucher(id, token), enabled: pending })
  return pending ? voucher : null
}
