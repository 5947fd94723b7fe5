import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, XCircle } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useParams, useSearch } from 'wouter'
import { isSettled } from '../../../domain/orders/order-status'
import { awaitsCardPayment } from '../../../domain/payments/payment-rules'
import { isPastPayBy } from '../../../domain/payments/transfer-instructions'
import { isStandingSource } from '../../../domain/regulars/repeat-order'
import { linkPageWithoutData } from '../../components/link-page-unreachable'
import { Button } from '../../components/ui/button'
import { CopyButton } from '../../components/ui/copy-button'
import { FocusHeading } from '../../components/ui/focus-heading'
import { Skeleton } from '../../components/ui/skeleton'
import { useTranslation } from '../../i18n/use-translation'
import { cart } from '../../lib/cart-store'
import { endCheckoutPaidAway } from '../../lib/checkout-session'
import { orderQueries } from '../../lib/queries/orders'
import { useDocumentTitle } from '../../lib/use-document-title'
import { InvoiceRequestCard } from './invoice-request-card'
import { OrderChatCard } from './order-chat-card'
import { OrderDetails } from './order-details'
import { OrderNotFound } from './order-not-found'
import { OrderStatusBadge } from './order-status-badge'
import { PaymentStateNote } from './payment-state-note'
import { StandingOrderCard } from './standing-order-card'
import { StripeVoucherCard } from './stripe-voucher-card'
import { TransferInstructionsCard } from './transfer-instructions-card'
import { useStripeVoucher } from './use-stripe-voucher'

export function OrderConfirmationPage() {
  const { t } = useTranslation()
  const params = useParams<{ id: string }>()
  const search = new URLSearchParams(useSearch())
  const token = search.get('token') ?? ''
  const redirectStatus = search.get('redirect_status')
  const id = Number(params.id)
  const validId = Number.isInteger(id) && id > 0
  useEffect(() => endCheckoutPaidAway(id, redirectStatus, cart.clear), [id, redirectStatus])
  const order = useQuery({ ...orderQueries.withToken(id, token), enabled: validId })
  const voucher = useStripeVoucher(order.data, token)
  useDocumentTitle(order.data ? t('confirmation.orderNumber', { id: order.data.id }) : undefined)
  if (!validId) return <OrderNotFound />
  // While polling for a card payment, a refresh that fails (a phone losing signal) keeps the order on screen.
  if (order.data === undefined) {
    const loading = (
      <main className="mx-auto grid max-w-3xl gap-4 px-4 py-10" aria-busy>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </main>
    )
    return linkPageWithoutData(order, { notFound: <OrderNotFound />, loading })
  }
  const placed = order.data
  const cancelled = placed.status === 'cancelled'
  // The only way back to the order (no account, no lookup): the page asks the customer to keep it.
  const orderLink = `${window.location.origin}/order-confirmation/${placed.id}?token=${encodeURIComponent(token)}`
  return (
    <main className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <div className="grid justify-items-center gap-3 text-center">
        {cancelled ? (
          <XCircle className="h-12 w-12 text-stone-500 dark:text-stone-400" aria-hidden />
        ) : (
          <CheckCircle2 className="h-12 w-12 text-green-700 dark:text-green-400" aria-hidden />
        )}
        <p className="text-stone-700 dark:text-stone-300">{t(cancelled ? 'confirmation.cancelledTitle' : 'confirmation.title')}</p>
        <FocusHeading level="h1" className="font-serif text-3xl font-bold text-crust-900 dark:text-crust-100">
          {t('confirmation.orderNumber', { id: placed.id })}
        </FocusHeading>
        <OrderStatusBadge status={placed.status} />
        <p>{t(`confirmation.statusMessage.${placed.status}`)}</p>
      </div>
      <PaymentStateNote order={placed} voucherPending={voucher !== null} />
      {voucher && <StripeVoucherCard voucher={voucher} />}
      {placed.enteredByStaff && awaitsCardPayment(placed) && (
        <Button asChild size="lg" className="justify-self-center">
          <Link href={`/pay/${placed.id}?token=${encodeURIComponent(token)}`}>{t('confirmation.payNow')}</Link>
        </Button>
      )}
      {placed.payment && placed.paymentStatus === 'unpaid' && !cancelled && (
        <TransferInstructionsCard
          orderId={placed.id}
          token={token}
          payment={placed.payment}
          overdue={isPastPayBy(placed, new Date(placed.payment.payBy), new Date())}
        />
      )}
      {/* The chat card sends the order to the shop: nothing to send for one cancelled or already handed over. */}
      {!isSettled(placed.status) && <OrderChatCard order={placed} orderLink={orderLink} />}
      <OrderDetails order={placed} />
      <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-sm text-stone-700 dark:text-stone-300">
        <p>{t('confirmation.keepLink')}</p>
        <CopyButton value={orderLink} what={t('confirmation.orderLink')} />
      </div>
      {/* Offered once the order is paid (or paid at pickup): see isStandingSource. */}
      {!cancelled && placed.pickupDate && isStandingSource(placed) && (
        <StandingOrderCard order={placed} pickupDate={placed.pickupDate} token={token} />
      )}
      {!cancelled && <InvoiceRequestCard orderId={placed.id} token={token} />}
      <Button asChild size="lg" className="justify-self-center">
        <Link href="/products">{t('confirmation.continueShopping')}</Link>
      </Button>
    </main>
  )
}
