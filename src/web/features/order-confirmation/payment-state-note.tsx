import type { Order } from '../../../domain/orders/order-schemas'
import { isOwed } from '../../../domain/orders/order-status'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'

const TONES = {
  paid: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  unpaid: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  failed: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  refunded: 'border-stone-300 bg-stone-50 text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100',
} as const

const PENDING_HINT = { card: 'cardPending', cash: 'cashPending', bank_transfer: 'transferPending' } as const

/**
 * The payment as the server knows it: only Stripe's webhook or staff can make it 'paid'. A cancelled order owes
 * nothing, so an unpaid one says nothing of paying (a customer must never send a transfer for it); a paid one is
 * given back.
 */
export function PaymentStateNote({ order }: { order: Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod'> }) {
  const { t } = useTranslation()
  if (order.status === 'cancelled' && isOwed(order.paymentStatus)) return null
  const refundDue = order.status === 'cancelled' && order.paymentStatus === 'paid'
  const hint =
    order.paymentStatus === 'unpaid'
      ? PENDING_HINT[order.paymentMethod]
      : order.paymentStatus === 'failed'
        ? 'failedHelp'
        : refundDue
          ? 'refundDue'
          : undefined
  return (
    <output className={cn('grid gap-1 rounded-lg border p-4 text-center', TONES[order.paymentStatus])}>
      <strong>{t(`confirmation.paymentState.${order.paymentStatus}`)}</strong>
      {hint && <span className="text-sm">{t(`confirmation.paymentState.${hint}`)}</span>}
    </output>
  )
}
