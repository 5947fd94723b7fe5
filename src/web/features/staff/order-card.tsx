import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, CircleSlash } from 'lucide-react'
import { useId, useState } from 'react'
import type { Order } from '../../../domain/orders/order-schemas'
import { isSettled, ORDER_STATUSES, type OrderStatus, statusTone } from '../../../domain/orders/order-status'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { Select } from '../../components/ui/select'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { cn } from '../../lib/cn'
import { useFormatters } from '../../lib/format'
import { formatPhone } from '../../lib/format-phone'
import { refreshOrders, STALE_AFTER_ORDER_CHANGE } from '../../lib/queries/orders'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useLineChoices } from '../../lib/use-line-choices'
import { CancelOrderDialog } from './cancel-order-dialog'
import { OrderDeliveryDialog } from './order-delivery-dialog'
import { OrderMessages } from './order-messages'
import { OrderPayment } from './order-payment'
import { RescheduleDialog } from './reschedule-dialog'
import { useStaffMutation } from './use-staff-mutation'

/** The keys of a closed select that open its list or move focus on; any other would pick a value at once. */
const OPENS_OR_LEAVES = new Set(['Tab', 'Enter', ' ', 'Escape', 'F4'])

export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation()
  const choicesOf = useLineChoices()
  const text = useCatalogueText()
  const { formatDate, formatMoney, formatTimeSlot } = useFormatters()
  const titleId = `${useId()}-title`
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const [changingDelivery, setChangingDelivery] = useState(false)
  const [moving, setMoving] = useState(false)
  const queryClient = useQueryClient()

  const setStatus = useStaffMutation({
    mutationFn: (status: OrderStatus) => api.put<Order>(`/api/orders/${order.id}/status`, { status, from: order.status }),
    successToast: (updated) => ({
      title: t('admin.orders.statusUpdated'),
      description: t('admin.orders.statusUpdatedText', { id: order.id, status: t(`admin.orders.statuses.${updated.status}`) }),
    }),
    reloads: STALE_AFTER_ORDER_CHANGE,
    failureTitle: t('admin.orders.updateFailed'),
  })

  const method = order.isDelivery ? t('admin.orders.delivery') : t('admin.orders.pickup')

  return (
    <article
      aria-labelledby={titleId}
      // What the customer typed (name, address, notes) wraps, even one long unbroken word: the card keeps to the screen.
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm wrap-anywhere md:p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold">
            {t('admin.orders.order', { id: order.id })} · {order.customer?.name ?? t('admin.orders.customerFallback', { id: order.customerId })}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {order.customer && formatPhone(order.customer.phone)} · {t('admin.orders.placed', { date: formatDate(order.orderDate, 'dateTime') })}
          </p>
          <p className="text-sm">
            {order.pickupDate
              ? t('admin.orders.forDate', { method, date: formatDate(order.pickupDate, 'weekday'), time: formatTimeSlot(order.pickupTime ?? '') })
              : `${method} · ${t('admin.orders.noDate')}`}
          </p>
          {order.isDelivery && order.deliveryAddress && <p className="text-sm text-stone-600 dark:text-stone-300">{order.deliveryAddress}</p>}

          {order.staffOverrides.length > 0 && (
            <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
              {t('admin.orders.overrides', { rules: order.staffOverrides.map((rule) => t(`admin.newOrder.override_${rule}`)).join(', ') })}
            </p>
          )}
        </div>
        <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
          <Badge tone={statusTone(order.status)}>{t(`admin.orders.statuses.${order.status}`)}</Badge>
          <p className="text-lg font-bold">{formatMoney(order.total)}</p>
        </div>
      </div>

      <div className="mt-3 grid gap-1 text-sm">
        <p className="font-medium">{t('admin.orders.items')}</p>
        {order.items.length === 0 ? (
          <p>{t('admin.orders.noItems')}</p>
        ) : (
          <ul className="list-inside list-disc text-stone-700 dark:text-stone-300">
            {order.items.map((item) => (
              <li key={item.id}>
                {t('admin.orders.itemLine', {
                  quantity: item.quantity,
                  name: text.name({
                    name: item.productName ?? t('admin.orders.productFallback', { id: item.productId }),
                    nameEs: item.productNameEs,
                  }),
                })}
                {/* What to bake: format, pack, size, flavour and the line's own note, as the customer chose them. */}
                {choicesOf(item.customizations, item.price).map((choice) => (
                  <span key={choice} className="block whitespace-pre-line pl-5 text-stone-600 dark:text-stone-400">
                    {choice}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
        {order.specialInstructions && <p className="whitespace-pre-line italic text-stone-600 dark:text-stone-300">{order.specialInstructions}</p>}
      </div>

      <div className="mt-4 flex flex-wrap items-end gap-4">
        <Field label={t('admin.orders.statusLabel', { id: order.id })}>
          <Select
            value={order.status}
            // Not `disabled` while it saves: that would drop the focus to the page, and Tab would start again at the top.
            aria-disabled={setStatus.isPending}
            // A closed select changes its value on an arrow key, a letter (it jumps to 'Preparing' on P), Home or End,
            // and each change would be saved and may message the customer. Staff open the list (Space, Alt+Down, a
            // click) and choose instead; only the keys that open it or leave it reach it.
            onKeyDown={(event) => {
              if (!OPENS_OR_LEAVES.has(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey) event.preventDefault()
            }}
            onChange={(event) => {
              if (setStatus.isPending) return
              const status = event.target.value as OrderStatus
              // Cancelling frees the order's place and tells the customer: asked first, never on a stray arrow key.
              if (status === 'cancelled') setConfirmingCancel(true)
              else setStatus.mutate(status)
            }}
            width="status"
          >
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.orders.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
        <CancelOrderDialog order={order} open={confirmingCancel} onOpenChange={setConfirmingCancel} onConfirm={() => setStatus.mutate('cancelled')} />
        <OrderPayment order={order} />
        {!isSettled(order.status) && (
          <>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('admin.orders.changeDeliveryLabel', { id: order.id })}
              onClick={() => setChangingDelivery(true)}
            >
              {t('admin.orders.changeDelivery')}
            </Button>
            <Button variant="secondary" size="sm" aria-label={t('admin.orders.moveDayLabel', { id: order.id })} onClick={() => setMoving(true)}>
              {t('admin.orders.moveDay')}
            </Button>
          </>
        )}
        <p
          className={cn(
            'ml-auto flex items-center gap-1.5 text-sm font-medium',
            order.whatsappSent ? 'text-green-800 dark:text-green-300' : 'text-stone-600 dark:text-stone-300',
          )}
        >
          {order.whatsappSent ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <CircleSlash className="h-4 w-4" aria-hidden />}
          {order.whatsappSent ? t('admin.orders.whatsappSent') : t('admin.orders.whatsappNotSent')}
        </p>
      </div>

      <OrderMessages order={order} />
      {changingDelivery && <OrderDeliveryDialog order={order} onClose={() => setChangingDelivery(false)} />}
      {moving && <RescheduleDialog order={order} onClose={() => setMoving(false)} onSaved={() => void refreshOrders(queryClient)} />}
    </article>
  )
}
