import { useQuery } from '@tanstack/react-query'
import { Redirect, useLocation, useParams, useSearch } from 'wouter'
import { toCents, toPesos } from '../../../domain/money'
import { lineTotalCents } from '../../../domain/orders/cart'
import type { PlacedOrder } from '../../../domain/orders/order-schemas'
import { isChargeable } from '../../../domain/payments/payment-rules'
import { Card } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { orderQueries } from '../../lib/queries/orders'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useDocumentTitle } from '../../lib/use-document-title'
import { CardPaymentTab } from './card-payment-tab'

/**
 * A pay link staff send for a card order they entered (WhatsApp, phone): the customer pays its stored total on their
 * phone, with the same card form as the checkout. A paid, cancelled or non-card order shows its confirmation instead.
 */
export function PayOrderPage() {
  const { t } = useTranslation()
  const params = useParams<{ id: string }>()
  const token = new URLSearchParams(useSearch()).get('token') ?? ''
  const id = Number(params.id)
  const [, navigate] = useLocation()
  const order = useQuery({ ...orderQueries.toPay(id, token), enabled: Number.isInteger(id) && id > 0 })
  const text = useCatalogueText()
  const { formatDate, formatMoney, formatMoneyMxn } = useFormatters()
  useDocumentTitle(t('checkout.pay.title', { id }))
  const confirmation = `/order-confirmation/${id}?token=${encodeURIComponent(token)}`
  if (order.isError) return <Redirect to={confirmation} />
  if (order.isPending) return <Skeleton className="mx-auto my-10 h-64 max-w-xl" />
  const placed = order.data
  const totalCents = toCents(placed.total)
  if (placed.paymentMethod !== 'card' || !isChargeable({ ...placed, totalCents })) return <Redirect to={confirmation} />
  const asPlaced: PlacedOrder = { ...placed, accessToken: token }
  return (
    <main className="mx-auto grid max-w-xl gap-6 px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-crust-900 dark:text-crust-100">{t('checkout.pay.title', { id })}</h1>
      <Card className="grid gap-2 text-sm">
        <p>{t('checkout.pay.pickup', { date: formatDate(placed.pickupDate, 'longWeekday') })}</p>
        <ul className="grid gap-1">
          {placed.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <span>
                {item.quantity} × {text.name({ name: item.productName ?? '', nameEs: item.productNameEs })}
              </span>
              <span className="tabular-nums">{formatMoney(toPesos(lineTotalCents(item)))}</span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t border-crust-100 pt-2 text-base font-bold dark:border-stone-700">
          <span>{t('cart.total')}</span>
          <span>{formatMoneyMxn(placed.total)}</span>
        </p>
      </Card>
      <CardPaymentTab
        placeOrder={async () => asPlaced}
        onPaid={() => navigate(confirmation)}
        amountCents={totalCents}
        pickupDate={placed.pickupDate}
      />
    </main>
  )
}
