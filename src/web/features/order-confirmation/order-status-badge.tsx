import { type BadgeTone, type OrderStatus, statusTone } from '../../../domain/orders/order-status'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'

const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  grey: 'bg-stone-200 text-stone-900 dark:bg-stone-800 dark:text-stone-100',
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation()
  return (
    <span className={cn('inline-flex rounded-full px-3 py-1 text-sm font-semibold', TONES[statusTone(status)])}>
      {t(`confirmation.status.${status}`)}
    </span>
  )
}
