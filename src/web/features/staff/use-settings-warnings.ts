import type { Order } from '../../../domain/orders/order-schemas'
import { isOwed, type PaymentStatus } from '../../../domain/orders/order-status'
import { type PickupWindow, strandedOrders } from '../../../domain/planning/pickup-windows'
import { PAGE_SIZE_MAX } from '../../../domain/validation'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { useBakeryToday } from '../../lib/use-bakery-today'

/** How many orders a warning names; the rest are counted. */
const NAMED = 5

/**
 * What a saved settings change means for orders already placed, said to staff: the orders keep what they were placed
 * with, or their pages now show the new value, and staff may need to tell the customer.
 */
export function useSettingsWarnings() {
  const { t } = useTranslation()
  const { formatDate, formatTimeSlot } = useFormatters()
  const toast = useToast()
  const today = useBakeryToday()
  const warn = (title: string, orders: readonly string[], text: string) =>
    toast({ title, description: t(text, { orders: orders.slice(0, NAMED).join(', ') }), variant: 'warning' })

  return {
    /** After the pickup windows changed: the coming orders whose time no window holds now keep that time. */
    async windowsChanged(windows: readonly PickupWindow[]) {
      const { items } = await api.getPage<Order>(`/api/orders?pickupFrom=${today}&limit=${PAGE_SIZE_MAX}`)
      const stranded = strandedOrders(items, windows)
      if (stranded.length === 0) return
      const named = stranded.map((order) => `#${order.id} (${formatDate(order.pickupDate, 'medium')}, ${formatTimeSlot(order.pickupTime ?? '')})`)
      warn(t('admin.settings.strandedTitle', { count: stranded.length }), named, 'admin.settings.strandedText')
    },
    /** After the bank details changed: an unpaid transfer order's page shows the new account; its customer may have the old. */
    async accountChanged() {
      const { items } = await api.getPage<Order>(`/api/orders?paymentStatus=unpaid&limit=${PAGE_SIZE_MAX}`)
      const owed = items.filter(
        (order) => order.paymentMethod === 'bank_transfer' && order.status !== 'cancelled' && isOwed(order.paymentStatus as PaymentStatus),
      )
      if (owed.length === 0) return
      warn(
        t('admin.settings.accountChangedTitle', { count: owed.length }),
        owed.map((order) => `#${order.id}`),
        'admin.settings.accountChangedText',
      )
    },
  }
}
