import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarDays, ChevronDown, X } from 'lucide-react'
import { useRef, useState } from 'react'
import type { Order } from '../../../domain/orders/order-schemas'
import { type OrderStatus, STAFF_DASHBOARD_STATUSES, statusTone } from '../../../domain/orders/order-status'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Td } from '../../components/ui/data-table'
import { Menu } from '../../components/ui/menu'
import { Popover } from '../../components/ui/popover'
import { TypedText } from '../../components/ui/typed-text'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { cn } from '../../lib/cn'
import { useFormatters } from '../../lib/format'
import { queryKeys } from '../../lib/queries/keys'
import { orderQueries, storeOrder } from '../../lib/queries/orders'
import { isUnreachable, type Loaded } from '../../lib/queries/sampled'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useLineChoices } from '../../lib/use-line-choices'
import { CancelOrderDialog } from './cancel-order-dialog'
import { DashboardTab } from './dashboard-tab'
import { RescheduleDialog } from './reschedule-dialog'
import { StaffCalendar } from './staff-calendar'
import { useFailureToast } from './use-failure-toast'
import { useStaffMutation } from './use-staff-mutation'

const COLUMNS = ['id', 'customer', 'dateOrdered', 'pickup', 'method', 'items', 'total', 'status', 'whatsapp', 'actions'] as const

type OrdersTabProps = {
  loaded: Loaded<Order>
  highlightId: number | null
  onOpenCustomer: (customerId: number) => void
  onOwnChange: (orderId: number) => void
  /** The pickup day the list is filtered to, kept by the dashboard so a look at another tab does not lose it. */
  filterDate: string | undefined
  setFilterDate: (date: string | undefined) => void
}

export function OrdersTab({ loaded, highlightId, onOpenCustomer, onOwnChange, filterDate, setFilterDate }: OrdersTabProps) {
  const { t } = useTranslation()
  const { formatDate, formatMoney } = useFormatters()
  const queryClient = useQueryClient()
  const [calendarOpen, setCalendarOpen] = useState(false)
  const filterButton = useRef<HTMLButtonElement>(null)
  const [rescheduling, setRescheduling] = useState<Order | null>(null)
  const [cancelling, setCancelling] = useState<Order | null>(null)
  const onDate = useQuery({ ...orderQueries.onDate(filterDate ?? ''), enabled: Boolean(filterDate) && !loaded.sample })

  const failed = useFailureToast()
  const saved = (order: Order) => {
    onOwnChange(order.id)
    storeOrder(queryClient, order, false)
  }

  const setStatus = useStaffMutation({
    // `from`: what this screen shows; a change someone made meanwhile is refused (and the list reloads), not undone.
    mutationFn: ({ id, status, from }: { id: number; status: OrderStatus; from: OrderStatus }) =>
      api.patch<Order>(`/api/orders/${id}/status`, { status, from }),
    successToast: (order) => ({
      title: t('staffDashboard.toast.statusUpdatedTitle'),
      description: t('staffDashboard.toast.statusUpdated', { id: order.id, status: t(`staffDashboard.statusWords.${order.status}`) }),
    }),
    onSuccess: saved,
    onError: (error) => failed(t('staffDashboard.toast.statusFailed'), error),
    reloadsOnConflict: [queryKeys.orders],
  })

  const setWhatsapp = useStaffMutation({
    mutationFn: ({ id, sent }: { id: number; sent: boolean }) => api.patch<Order>(`/api/orders/${id}/whatsapp`, { sent }),
    successToast: (order) => ({
      title: t('staffDashboard.toast.whatsappUpdatedTitle'),
      description: t(order.whatsappSent ? 'staffDashboard.toast.whatsappSent' : 'staffDashboard.toast.whatsappNotSent', { id: order.id }),
    }),
    onSuccess: saved,
    onError: (error) => failed(t('staffDashboard.toast.whatsappFailed'), error),
  })

  const savingWhatsapp = (order: Order) => setWhatsapp.isPending && setWhatsapp.variables?.id === order.id

  const byDay = (rows: Order[]) => rows.filter((order) => order.pickupDate === filterDate)
  const rows = !filterDate ? loaded.rows : loaded.sample || (onDate.isError && isUnreachable(onDate.error)) ? byDay(loaded.rows) : (onDate.data ?? [])
  const dayFailed = Boolean(filterDate) && !loaded.sample && onDate.isError && !isUnreachable(onDate.error)

  const choicesOf = useLineChoices()
  const text = useCatalogueText()
  const itemsText = (order: Order) =>
    order.items.length === 0
      ? t('staffDashboard.orders.noItems')
      : order.items
          .map((item) => {
            const line = t('staffDashboard.orders.itemLine', {
              quantity: item.quantity,
              name: text.name({
                name: item.productName || t('staffDashboard.orders.productFallback', { id: item.productId }),
                nameEs: item.productNameEs,
              }),
            })
            // What to bake: format, pack, size, flavour and the line's own note.
            const choices = choicesOf(item.customizations, item.price)
            return choices.length > 0 ? `${line} (${choices.join('; ')})` : line
          })
          .join(', ')

  return (
    <DashboardTab
      heading={t('staffDashboard.orders.heading')}
      action={
        <div className="flex items-center gap-2">
          <Popover
            open={calendarOpen}
            onOpenChange={setCalendarOpen}
            label={t('staffDashboard.orders.filterByDate')}
            trigger={
              <Button ref={filterButton} variant="secondary" size="sm">
                <CalendarDays className="h-4 w-4" aria-hidden />
                {filterDate
                  ? t('staffDashboard.orders.filteredBy', { date: formatDate(filterDate, 'medium') })
                  : t('staffDashboard.orders.filterByDate')}
              </Button>
            }
          >
            <StaffCalendar
              selected={filterDate}
              onSelect={(date) => {
                setFilterDate(date)
                setCalendarOpen(false)
              }}
            />
          </Popover>
          {filterDate && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('staffDashboard.orders.clearFilter')}
              onClick={() => {
                setFilterDate(undefined)
                // The clear button goes with the filter: keyboard focus moves back to the filter itself.
                filterButton.current?.focus()
              }}
            >
              <X className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </div>
      }
      columns={COLUMNS.map((column) => t(`staffDashboard.orders.columns.${column}`))}
      empty={<p>{t('staffDashboard.orders.empty')}</p>}
      failed={dayFailed}
      // A day's list is every order of that day; the whole list is the newest page of all.
      listed={filterDate ? undefined : { total: loaded.total, of: 'orders', searchAt: '/admin/orders' }}
      rows={
        filterDate && onDate.isPending && !loaded.sample
          ? undefined
          : rows.map((order) => (
              <tr
                key={order.id}
                data-highlighted={order.id === highlightId || undefined}
                className={cn(order.id === highlightId && 'bg-green-50 ring-2 ring-green-500 ring-inset dark:bg-green-950')}
              >
                <Td className="font-medium">
                  #{order.id}
                  {order.id === highlightId && (
                    <span className="ml-2 text-xs font-semibold text-green-700 dark:text-green-300">{t('staffDashboard.orders.newRow')}</span>
                  )}
                </Td>
                <Td wrap className="min-w-32">
                  <button
                    type="button"
                    className="text-left text-crust-700 underline underline-offset-2 hover:text-crust-900 dark:text-crust-300"
                    onClick={() => onOpenCustomer(order.customerId)}
                  >
                    <TypedText>{order.customer?.name ?? t('staffDashboard.orders.customerFallback', { id: order.customerId })}</TypedText>
                  </button>
                </Td>
                <Td>{formatDate(order.orderDate, 'medium')}</Td>
                <Td>{order.pickupDate ? formatDate(order.pickupDate, 'medium') : t('staffDashboard.orders.sameDay')}</Td>
                <Td>{order.deliveryMethod === 'delivery' ? t('staffDashboard.orders.delivery') : t('staffDashboard.orders.pickup')}</Td>
                <Td wrap className="min-w-40 max-w-64 whitespace-pre-line">
                  {itemsText(order)}
                </Td>
                <Td>{formatMoney(order.total)}</Td>
                <Td>
                  <Badge tone={statusTone(order.status)}>{t(`staffDashboard.statuses.${order.status}`)}</Badge>
                </Td>
                <Td>
                  <button
                    type="button"
                    aria-pressed={order.whatsappSent}
                    aria-label={t('staffDashboard.orders.whatsappToggle', { id: order.id })}
                    // Only the row being saved waits, and as aria-disabled: a disabled button would drop keyboard focus.
                    disabled={loaded.sample}
                    aria-disabled={savingWhatsapp(order) || undefined}
                    onClick={() => !savingWhatsapp(order) && setWhatsapp.mutate({ id: order.id, sent: !order.whatsappSent })}
                    className={cn(
                      'rounded-full px-3 py-1 text-xs font-semibold disabled:opacity-50 aria-disabled:opacity-50',
                      order.whatsappSent
                        ? 'bg-green-700 text-white hover:bg-green-800'
                        : 'border border-stone-300 bg-white text-stone-700 hover:bg-stone-100 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-200',
                    )}
                  >
                    {order.whatsappSent ? t('staffDashboard.orders.whatsappSent') : t('staffDashboard.orders.whatsappNotSent')}
                  </button>
                </Td>
                <Td>
                  <div className="flex flex-wrap gap-2">
                    <Menu
                      disabled={loaded.sample}
                      trigger={
                        <Button variant="secondary" size="sm" aria-label={t('staffDashboard.orders.statusMenuLabel', { id: order.id })}>
                          {t('staffDashboard.orders.statusMenu')}
                          <ChevronDown className="h-3 w-3" aria-hidden />
                        </Button>
                      }
                      items={STAFF_DASHBOARD_STATUSES.map((status) => ({
                        key: status,
                        label: t(`staffDashboard.statuses.${status}`),
                        disabled: status === order.status,
                        // Cancelling frees the order's place and tells the customer: asked first, as on the order card.
                        onSelect: () =>
                          status === 'cancelled' ? setCancelling(order) : setStatus.mutate({ id: order.id, status, from: order.status }),
                      }))}
                    />
                    {order.status !== 'completed' && (
                      <Button variant="secondary" size="sm" disabled={loaded.sample} onClick={() => setRescheduling(order)}>
                        {t('staffDashboard.orders.reschedule')}
                      </Button>
                    )}
                  </div>
                </Td>
              </tr>
            ))
      }
    >
      {rescheduling && <RescheduleDialog order={rescheduling} onClose={() => setRescheduling(null)} onSaved={saved} />}
      {cancelling && (
        <CancelOrderDialog
          order={cancelling}
          open
          onOpenChange={(open) => !open && setCancelling(null)}
          onConfirm={() => setStatus.mutate({ id: cancelling.id, status: 'cancelled', from: cancelling.status })}
        />
      )}
    </DashboardTab>
  )
}
