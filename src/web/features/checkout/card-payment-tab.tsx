import { useQuery } from '@tanstack/react-query'
import { CreditCard } from 'lucide-react'
import { lazy, Suspense } from 'react'
import type { PlacedOrder } from '../../../domain/orders/order-schemas'
import { voucherDays } from '../../../domain/payments/payment-rules'
import type { IsoDate } from '../../../domain/schedule/calendar-dates'
import { Skeleton } from '../../components/ui/skeleton'
import { useTranslation } from '../../i18n/use-translation'
import { paymentQueries } from '../../lib/queries/payments'
import { useBakeryToday } from '../../lib/use-bakery-today'

export type CardPaymentTabProps = {
  placeOrder: () => Promise<PlacedOrder>
  onPaid: (order: PlacedOrder) => void
  amountCents?: number
  /** The order's pickup day: Stripe's OXXO voucher and SPEI are offered only with a day left to pay them before it. */
  pickupDate: IsoDate | null
}

function FormNotLoaded() {
  const { t } = useTranslation()
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      {t('cardPayment.notInitialized')}
    </p>
  )
}

// Stripe.js and its React bindings load only when a customer opens this tab (kept out of the first bundle).
const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then(
    (module) => ({ default: module.StripeCardForm }),
    () => ({ default: FormNotLoaded }),
  ),
)

function CardLoading() {
  const { t } = useTranslation()
  return (
    <div className="grid gap-3" role="status" aria-live="polite">
      <span className="sr-only">{t('cardPayment.loading')}</span>
      <Skeleton className="h-16" />
      <Skeleton className="h-28" />
      <Skeleton className="h-12" />
    </div>
  )
}

function CardUnavailable() {
  const { t } = useTranslation()
  return (
    <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
      <CreditCard className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{t('cardPayment.unavailableTitle')}</p>
        <p>{t('cardPayment.unavailableText')}</p>
      </div>
    </div>
  )
}

/** The checkout's card tab: asks the server whether card payment is on, then loads the Stripe form. */
export function CardPaymentTab({ placeOrder, onPaid, amountCents, pickupDate }: CardPaymentTabProps) {
  const config = useQuery(paymentQueries.config())
  const today = useBakeryToday()
  if (config.isPending) return <CardLoading />
  if (config.isError || !config.data.cardEnabled || !config.data.publishableKey) return <CardUnavailable />
  return (
    <Suspense fallback={<CardLoading />}>
      <StripeCardForm
        publishableKey={config.data.publishableKey}
        methods={voucherDays(today, pickupDate) > 0 ? config.data.methods : ['card']}
        placeOrder={placeOrder}
        onPaid={onPaid}
        amountCents={amountCents}
      />
    </Suspense>
  )
}
