import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { registerArea } from '../../i18n/areas'
import { useTranslation } from '../../i18n/use-translation'

// The staff dashboard asks too, and it loads only the staff texts.
registerArea('admin')

type CancelOrderDialogProps = { orderId: number; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void }

/**
 * The question asked before an order is cancelled, wherever staff choose Cancelled: cancelling frees the order's place,
 * closes its card payment and tells the customer.
 */
export function CancelOrderDialog({ orderId, open, onOpenChange, onConfirm }: CancelOrderDialogProps) {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.orders.cancelTitle', { id: orderId })}
      description={t('admin.orders.cancelText')}
      cancelLabel={t('admin.orders.keepOrder')}
      confirmLabel={t('admin.orders.cancelOrder')}
      onConfirm={onConfirm}
    />
  )
}
