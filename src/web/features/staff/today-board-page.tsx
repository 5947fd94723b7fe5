import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, HandCoins, PackageCheck } from 'lucide-react'
import { useRef, useState } from 'react'
import { toCents, toPesos } from '../../../domain/money'
import type { OrderStatus } from '../../../domain/orders/order-status'
import { statusTone } from '../../../domain/orders/order-status'
import { windowStartMinutes } from '../../../domain/planning/pickup-windows'
import type { PackingOrder } from '../../../domain/planning/production-sheet'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Dialog } from '../../components/ui/dialog'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { dateQueries } from '../../lib/queries/dates'
import { STALE_AFTER_ORDER_CHANGE } from '../../lib/queries/orders'
import { productionQueries } from '../../lib/queries/production'
import { useBakeryToday } from '../../lib/use-bakery-today'
import { PageHeading } from './admin-table'
import { DeliveryLine, PackedItems, PaymentLine } from './packing-list'
import { useStaffMutation } from './use-staff-mutation'

/**
 * The counter's board for the next bake day (today when the bakery bakes today): orders by pickup window, each with
 * 'Ready' and 'Handed over' (the spec's completed), paid or owed at a glance, and what is still to collect.
 */
export function TodayBoardPage() {
  const { t } = useTranslation()
  const today = useBakeryToday()
  const dates = useQuery(dateQueries.open())
  const day = dates.data?.map((entry) => entry.date).find((date) => date >= today)
  // No polling: the admin shell's live feed reloads the sheet whenever an order changes anywhere.
  const sheet = useQuery({ ...productionQueries.day(day ?? today), enabled: day !== undefined })
  const { formatDate, formatMoneyMxn, formatTimeSlot } = useFormatters()
  const orders = sheet.data?.orders ?? []
  // Every order still owing, handed over or not: the sum of what the cards below say is owed.
  const toCollect = toPesos(orders.reduce((sum, order) => sum + toCents(order.owed), 0))
  const windows = [...new Set(orders.map((order) => order.pickupTime ?? ''))].sort((a, b) => windowStartMinutes(a) - windowStartMinutes(b))
  return (
    <>
      <PageHeading title={t('admin.today.title')} />
      {day && (
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
          <p className="text-lg font-semibold">
            {/* On a day without baking the board already shows the next bake day's orders: said so. */}
            {day === today ? formatDate(day, 'longWeekday') : t('admin.today.nextBakeDay', { date: formatDate(day, 'longWeekday') })}
          </p>
          <p className="flex items-center gap-2 text-lg">
            <HandCoins className="h-5 w-5 text-crust-700" aria-hidden />
            {t('admin.today.toCollect', { amount: formatMoneyMxn(toCollect) })}
          </p>
        </div>
      )}
      {dates.isSuccess && !day && <p>{t('admin.today.noDay')}</p>}
      {sheet.isPending && day && <p role="status">{t('app.loading')}</p>}
      {sheet.isSuccess && orders.length === 0 && <p>{t('admin.production.noOrders')}</p>}
      <div className="grid gap-6">
        {windows.map((window) => (
          <section key={window} aria-label={window ? formatTimeSlot(window) : t('admin.today.noWindow')}>
            <h2 className="mb-2 text-base font-semibold">{window ? formatTimeSlot(window) : t('admin.today.noWindow')}</h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {orders
                .filter((order) => (order.pickupTime ?? '') === window)
                .map((order) => (
                  <li key={order.id}>
                    <BoardOrder order={order} />
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

function BoardOrder({ order }: { order: PackingOrder }) {
  const { t } = useTranslation()
  const { formatPhone, formatMoney } = useFormatters()
  const card = useRef<HTMLElement>(null)
  // The button pressed is off once done (Ready once ready, both once handed over, Mark paid gone once paid), which
  // drops the focus to the page: the order's card takes it, so Tab goes on from here, not from the top.
  const keepFocus = () =>
    // Once the card shows the new state (the reloads have just landed).
    window.setTimeout(() => {
      const active = document.activeElement
      if (!active || active === document.body || (active instanceof HTMLButtonElement && active.disabled)) card.current?.focus()
    })
  const change = useStaffMutation({
    mutationFn: (status: OrderStatus) => api.patch(`/api/orders/${order.id}/status`, { status, from: order.status }),
    reloads: STALE_AFTER_ORDER_CHANGE,
    failureTitle: t('admin.orders.updateFailed'),
    onSettled: keepFocus,
  })
  const markPaid = useStaffMutation({
    mutationFn: () => api.patch(`/api/orders/${order.id}/payment`, { paymentStatus: 'paid', from: order.paymentStatus }),
    reloads: STALE_AFTER_ORDER_CHANGE,
    failureTitle: t('admin.orders.updateFailed'),
    onSettled: keepFocus,
  })
  // Handing over an order that still owes asks first: "did you take the money?" is the counter's question.
  const [asking, setAsking] = useState(false)
  const handOver = useStaffMutation({
    mutationFn: async (paid: boolean) => {
      if (paid) await api.patch(`/api/orders/${order.id}/payment`, { paymentStatus: 'paid', from: order.paymentStatus })
      await api.patch(`/api/orders/${order.id}/status`, { status: 'completed', from: order.status })
    },
    reloads: STALE_AFTER_ORDER_CHANGE,
    failureTitle: t('admin.orders.updateFailed'),
    onSettled: keepFocus,
  })
  const answer = (paid: boolean) => {
    setAsking(false)
    handOver.mutate(paid)
  }
  const handedOver = order.status === 'completed'
  const busy = change.isPending || handOver.isPending
  return (
    // Done and settled fades; handed over but still owing stays bright, its "to collect" line in view.
    <Card className={handedOver && order.owed === 0 ? 'opacity-60' : undefined}>
      <article
        ref={card}
        tabIndex={-1}
        aria-label={t('admin.production.orderLabel', { id: order.id, name: order.customerName })}
        // What the customer typed (name, note) wraps, even one long unbroken word: the card keeps to the screen.
        className="grid gap-2 rounded wrap-anywhere"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold">
            #{order.id} · {order.customerName}
          </p>
          <Badge tone={statusTone(order.status)}>{t(`admin.orders.statuses.${order.status}`)}</Badge>
        </div>
        <div className="text-sm">
          <PackedItems items={order.items} />
        </div>
        {/* The customer's note (an allergy, who collects) is read again as the bag is handed over. */}
        {order.specialInstructions && <p className="whitespace-pre-line text-sm italic">“{order.specialInstructions}”</p>}
        {order.isDelivery && (
          <div className="text-sm">
            <p className="font-medium">
              {t('admin.today.delivery')} · {formatPhone(order.customerPhone)}
            </p>
            <DeliveryLine order={order} />
          </div>
        )}
        <PaymentLine order={order} />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={order.status === 'ready' || handedOver || busy} onClick={() => change.mutate('ready')}>
            <PackageCheck className="h-4 w-4" aria-hidden />
            {t('admin.today.ready')}
          </Button>
          <Button size="sm" disabled={handedOver || busy} onClick={() => (order.owed > 0 ? setAsking(true) : handOver.mutate(false))}>
            <CheckCircle2 className="h-4 w-4" aria-hidden />
            {t('admin.today.handedOver')}
          </Button>
          {order.owed > 0 && (
            <Button size="sm" variant="ghost" disabled={markPaid.isPending} onClick={() => markPaid.mutate()}>
              <HandCoins className="h-4 w-4" aria-hidden />
              {t('admin.today.markPaid')}
            </Button>
          )}
        </div>
      </article>
      {asking && (
        <Dialog
          open
          onOpenChange={(open) => !open && setAsking(false)}
          width="wider"
          title={t('admin.today.handOverTitle', { id: order.id })}
          description={t('admin.today.handOverText', { amount: formatMoney(order.owed) })}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => answer(false)}>
              {t('admin.today.handOverOwing')}
            </Button>
            <Button onClick={() => answer(true)}>{t('admin.today.handOverPaid', { amount: formatMoney(order.owed) })}</Button>
          </div>
        </Dialog>
      )}
    </Card>
  )
}
