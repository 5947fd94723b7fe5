import type { Order } from '../../../domain/orders/order-schemas'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { registerArea } from '../../i18n/areas'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'

// The staff dashboard asks too, and it loads only the staff texts.
registerArea('admin')

type CancelOrderDialogProps = {
  order: Pick<Order, 'id' | 'total' | 'paymentMethod' | 'paymentStatus'>
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
}

/**
 * The question asked before an order is cancelled, wherever staff choose Cancelled: cancelling frees the order's place,
 * closes its card payment and tells the customer. A paid card goes back to the card by itself; other money staff give
 * back and record.
 */
export function CancelOrderDialog({ order, open, onOpenChange, onConfirm }: CancelOrderDialogProps) {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  const amount = formatMoney(order.total)
  const refund =
    order.paymentStatus !== 'paid'
      ? ''
      : ` ${t(order.paymentMethod === 'card' ? 'admin.orders.cancelRefundsCard' : 'admin.orders.cancelRefundByHand', { amount })}`
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.orders.cancelTitle', { id: order.id })}
      description={`${t('admin.orders.cancelText')}${refund}`}
      cancelLabel={t('admin.orders.keepOrder')}
      confirmLabel={t('admin.orders.cancelOrder')}
      onConfirm={onConfirm}
    />
  )
}
