import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { Order } from '../../../domain/orders/order-schemas'
import { isCashAtPickup, isRefundable, isRefundDue } from '../../../domain/payments/payment-rules'
import type { RecordPayment } from '../../../domain/payments/payment-schemas'
import { isPastPayBy } from '../../../domain/payments/transfer-instructions'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { Input } from '../../components/ui/input'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { orderQueries, STALE_AFTER_ORDER_CHANGE } from '../../lib/queries/orders'
import { LoadStatus } from './admin-table'
import { useStaffMutation } from './use-staff-mutation'

/**
 * An order's payment for staff: how and whether it is paid; for a transfer, the reference to look for in the bank,
 * the time to pay by (flagged once past), the customer's receipt; and recording a payment or a refund with a note.
 */
export function OrderPayment({ order, now = new Date() }: { order: Order; now?: Date }) {
  const { t } = useTranslation()
  const { formatDate, formatMoney } = useFormatters()
  const [note, setNote] = useState('')
  const record = useStaffMutation({
    mutationFn: (change: RecordPayment) => api.patch<Order>(`/api/orders/${order.id}/payment`, change),
    successToast: (saved, change) => {
      // Cancelled by someone else while this page showed it open: the money taken is to give back.
      const cancelledMeanwhile = saved.status === 'cancelled' && change.paymentStatus === 'paid'
      const text =
        change.paymentStatus === 'refunded'
          ? 'admin.orders.refundedText'
          : cancelledMeanwhile
            ? 'admin.orders.paidWhileCancelled'
            : 'admin.orders.paymentUpdatedText'
      return { title: t('admin.orders.paymentUpdated'), description: t(text, { id: order.id }) }
    },
    reloads: STALE_AFTER_ORDER_CHANGE,
    failureTitle: t('admin.orders.updateFailed'),
    onSuccess: () => setNote(''),
  })
  const release = useStaffMutation({
    // Not a plain cancel: the server checks again that the order is unpaid and past its time.
    mutationFn: () => api.post<Order>(`/api/orders/${order.id}/release`),
    successToast: () => ({ title: t('admin.orders.released'), description: t('admin.orders.releasedText', { id: order.id }) }),
    reloads: STALE_AFTER_ORDER_CHANGE,
    failureTitle: t('admin.orders.updateFailed'),
  })
  const payment = order.payment
  const overdue = payment !== null && isPastPayBy(order, new Date(payment.payBy), now)
  // With the status this page shows: a payment recorded meanwhile elsewhere (a refund) is refused, not overwritten.
  const send = (paymentStatus: RecordPayment['paymentStatus']) =>
    record.mutate({ paymentStatus, from: order.paymentStatus, ...(note.trim() ? { note: note.trim() } : {}) })
  // Cash is recorded when it is handed over; a card is settled by Stripe's webhook, a refund by staff (a card's only
  // when the shop could not give it back by itself). Money kept on a cancelled order, by any method, is flagged.
  const refundDue = isRefundDue(order)
  const canMarkPaid = order.paymentStatus !== 'paid' && order.paymentMethod !== 'card' && order.status !== 'cancelled'
  const canRefund = isRefundable(order) && (order.paymentMethod !== 'card' || refundDue)
  const group = useRef<HTMLFieldSetElement>(null)
  const actions = `${canMarkPaid} ${canRefund}`
  const shownActions = useRef(actions)
  // The button pressed is gone once the order reloads (Mark as paid once paid), which drops the focus to the page: the
  // payment takes it, so Tab goes on from here, not from the top (as on the today board).
  useEffect(() => {
    if (shownActions.current !== actions && document.activeElement === document.body) group.current?.focus()
    shownActions.current = actions
  }, [actions])

  return (
    <fieldset ref={group} aria-label={t('admin.orders.paymentOf', { id: order.id })} tabIndex={-1} className="grid min-w-0 gap-2 rounded text-sm">
      <span className="font-medium">{t('admin.orders.payment')}</span>
      <span className="flex flex-wrap items-center gap-2">
        {/* Cash is taken where the order is handed over: at the counter, or at the door. */}
        {isCashAtPickup(order) ? t('admin.orders.cashAtPickup') : t(`admin.orders.paymentMethods.${order.paymentMethod}`)} ·{' '}
        {t(`admin.orders.paymentStatuses.${order.paymentStatus}`)}
        {overdue && <Badge tone="red">{t('admin.orders.overdue')}</Badge>}
        {refundDue && <Badge tone="red">{t('admin.orders.refundDue')}</Badge>}
        {overdue && (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" disabled={release.isPending}>
                {t('admin.orders.release', { id: order.id })}
              </Button>
            }
            title={t('admin.orders.releaseConfirmTitle', { id: order.id })}
            description={t('admin.orders.releaseConfirmText')}
            cancelLabel={t('admin.table.cancel')}
            confirmLabel={t('admin.orders.releaseConfirm')}
            onConfirm={() => release.mutate()}
          />
        )}
      </span>
      {payment && (
        <span className="text-stone-600 dark:text-stone-300">
          {t('admin.orders.transferReference')}{' '}
          <span className="font-mono font-semibold text-stone-900 dark:text-stone-100">{payment.reference}</span>
          {order.paymentStatus === 'unpaid' && <> · {t('admin.orders.payBy', { when: formatDate(payment.payBy, 'dateTime') })}</>}
        </span>
      )}
      {payment?.receipt && (
        <NewTabLink
          href={`/api/orders/${order.id}/receipt`}
          rel="noopener"
          className="inline-flex items-center gap-1 font-medium text-crust-800 underline dark:text-crust-300"
        >
          <FileText className="h-4 w-4" aria-hidden />
          {t('admin.orders.receipt', { when: formatDate(payment.receipt.uploadedAt, 'dateTime') })}
        </NewTabLink>
      )}
      {order.paymentStatus !== 'unpaid' && <PaymentHistory orderId={order.id} />}
      {(canMarkPaid || canRefund) && (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            aria-label={t('admin.orders.paymentNote', { id: order.id })}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t('admin.orders.paymentNotePlaceholder')}
            className="h-9 w-56"
          />
          {canMarkPaid && (
            <Button variant="secondary" size="sm" onClick={() => send('paid')} disabled={record.isPending}>
              {t('admin.orders.markPaid')}
            </Button>
          )}
          {canRefund && (
            // Asked first: a refund recorded by mistake has the counter collect the order again.
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" disabled={record.isPending}>
                  {t('admin.orders.markRefunded')}
                </Button>
              }
              title={t('admin.orders.refundConfirmTitle', { id: order.id, amount: formatMoney(order.total) })}
              description={t('admin.orders.refundConfirmText')}
              cancelLabel={t('admin.table.cancel')}
              confirmLabel={t('admin.orders.markRefunded')}
              onConfirm={() => send('refunded')}
            />
          )}
        </div>
      )}
    </fieldset>
  )
}

/** Who recorded each change of the payment, when, and the note they left (the bank, the time): read once opened. */
function PaymentHistory({ orderId }: { orderId: number }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const [open, setOpen] = useState(false)
  const detail = useQuery({ ...orderQueries.detail(orderId), enabled: open })
  const records = detail.data?.paymentRecords ?? []
  return (
    // As the order's message history: a disclosure, read once opened.
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-crust-800 dark:text-crust-300">{t('admin.orders.paymentHistory')}</summary>
      {open && <LoadStatus query={detail} />}
      {open && detail.isSuccess && (
        <ul className="mt-1 grid gap-1 pl-4 text-stone-700 dark:text-stone-300">
          {records.length === 0 && <li>{t('admin.orders.noPaymentRecords')}</li>}
          {records.map((entry) => (
            <li key={`${entry.recordedAt}-${entry.paymentStatus}`}>
              {t(`admin.orders.paymentStatuses.${entry.paymentStatus}`)} · {formatDate(entry.recordedAt, 'dateTime')} ·{' '}
              {entry.recordedBy ?? t('admin.orders.recordedByShop')}
              {entry.note && <> · “{entry.note}”</>}
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}
