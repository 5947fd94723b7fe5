import type { Order } from '../../../domain/orders/order-schemas'
import { isRefundDue, paysAgain, tellsCustomerOfPayment } from '../../../domain/payments/payment-rules'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'

const TONES = {
  paid: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  unpaid: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  failed: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  refunded: 'border-stone-300 bg-stone-50 text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100',
} as const

const PENDING_HINT = { card: 'cardPending', cash: 'cashPending', bank_transfer: 'transferPending' } as const

type NotedOrder = Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod' | 'whatsappOptIn'>

function hintFor(order: NotedOrder, voucherPending: boolean) {
  // The customer holds a Stripe OXXO voucher or SPEI transfer: no bank is confirming a card, the money is theirs to send.
  if (voucherPending) return order.whatsappOptIn ? 'voucherPendingWhatsapp' : 'voucherPending'
  if (order.paymentStatus === 'unpaid') return PENDING_HINT[order.paymentMethod]
  if (order.paymentStatus === 'failed') return 'failedHelp'
  if (paysAgain(order)) return 'refundedPayAgain'
  return isRefundDue(order) ? 'refundDue' : undefined
}

/**
 * The payment as the server knows it: only Stripe's webhook or staff can make it 'paid'. A cancelled order owes
 * nothing, so an unpaid one says nothing of paying (a customer must never send a transfer for it); a paid one is
 * given back. `voucherPending`: Stripe holds an OXXO voucher or SPEI transfer for the order, still to pay.
 */
export function PaymentStateNote({ order, voucherPending = false }: { order: NotedOrder; voucherPending?: boolean }) {
  const { t } = useTranslation()
  if (!tellsCustomerOfPayment(order)) return null
  // A card declined before the customer chose OXXO or SPEI is past: the voucher is what is pending now.
  const state = voucherPending ? 'unpaid' : order.paymentStatus
  const hint = hintFor(order, voucherPending)
  return (
    <output className={cn('grid gap-1 rounded-lg border p-4 text-center', TONES[state])}>
      <strong>{t(`confirmation.paymentState.${state}`)}</strong>
      {hint && <span className="text-sm">{t(`confirmation.paymentState.${hint}`)}</span>}
    </output>
  )
}
