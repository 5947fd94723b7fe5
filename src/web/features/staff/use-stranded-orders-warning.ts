import type { Order } from '../../../domain/orders/order-schemas'
import { type PickupWindow, strandedOrders } from '../../../domain/planning/pickup-windows'
import { PAGE_SIZE_MAX } from '../../../domain/validation'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { useBakeryToday } from '../../lib/use-bakery-today'

/** How many of the stranded orders the warning names; the rest are counted. */
const NAMED = 5

/**
 * After staff change the pickup windows: the coming orders whose time no window holds now keep that time (the
 * customer was told it), so staff are told which, to call the customer or move the order.
 */
export function useStrandedOrdersWarning() {
  const { t } = useTranslation()
  const { formatDate, formatTimeSlot } = useFormatters()
  const toast = useToast()
  const today = useBakeryToday()
  return async (windows: readonly PickupWindow[]) => {
    const { items } = await api.getPage<Order>(`/api/orders?pickupFrom=${today}&limit=${PAGE_SIZE_MAX}`)
    const stranded = strandedOrders(items, windows)
    if (stranded.length === 0) return
    const named = stranded
      .slice(0, NAMED)
      .map((order) => `#${order.id} (${formatDate(order.pickupDate, 'medium')}, ${formatTimeSlot(order.pickupTime ?? '')})`)
      .join(', ')
    toast({
      title: t('admin.settings.strandedTitle', { count: stranded.length }),
      description: t('admin.settings.strandedText', { orders: named }),
      variant: 'warning',
    })
  }
}
