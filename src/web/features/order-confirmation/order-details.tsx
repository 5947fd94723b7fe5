import { toPesos } from '../../../domain/money'
import { lineTotalCents } from '../../../domain/orders/cart'
import type { Order } from '../../../domain/orders/order-schemas'
import { storedOrderAmounts } from '../../../domain/orders/pricing'
import { isCashAtPickup } from '../../../domain/payments/payment-rules'
import { mapLink } from '../../../domain/shop/map-link'
import { OrderTotals } from '../../components/order-totals'
import { Card } from '../../components/ui/card'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useLineChoices } from '../../lib/use-line-choices'

export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation()
  const text = useCatalogueText()
  const { formatDate, formatMoney, formatTimeSlot } = useFormatters()
  const choicesOf = useLineChoices()
  const facts = [
    { label: t('confirmation.date'), value: formatDate(order.pickupDate, 'longWeekday') },
    { label: t('confirmation.time'), value: formatTimeSlot(order.pickupTime ?? '') },
    order.isDelivery
      ? { label: t('confirmation.deliveryAddress'), value: order.deliveryAddress ?? t('confirmation.savedAddress') }
      : { label: t('confirmation.pickupAddress'), value: <PickupPlace address={order.pickupAddress} /> },
    {
      label: t('confirmation.payment'),
      // Cash is paid where the order is handed over: at the shop for a pickup (the checkout's tab says "upon delivery").
      value: isCashAtPickup(order) ? t('confirmation.cashAtPickup') : t(`confirmation.paymentMethod.${order.paymentMethod}`),
    },
  ]
  return (
    // What the customer typed (a pasted map link, a long note) wraps: the page keeps to a phone's width.
    <Card className="grid gap-6 wrap-anywhere">
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm text-stone-600 dark:text-stone-300">{fact.label}</dt>
            <dd className="font-medium">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h2 className="font-semibold">{t('confirmation.items')}</h2>
        <ul className="mt-2 grid gap-2">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <div className="min-w-0">
                <p>
                  {t('confirmation.itemLine', {
                    count: item.quantity,
                    name: text.name({
                      name: item.productName ?? t('confirmation.productFallback', { id: item.productId }),
                      nameEs: item.productNameEs,
                    }),
                  })}
                </p>
                {choicesOf(item.customizations, item.price).map((choice) => (
                  <p key={choice} className="whitespace-pre-line text-sm text-stone-600 dark:text-stone-300">
                    {choice}
                  </p>
                ))}
              </div>
              <span className="shrink-0 tabular-nums">{formatMoney(toPesos(lineTotalCents(item)))}</span>
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t border-crust-100 pt-3 dark:border-stone-700">
          {/* The amounts stored with the order: a later change of the tax setting does not rewrite them. */}
          <OrderTotals amounts={storedOrderAmounts(order)} taxPercent={order.taxPercent} />
        </div>
      </div>
      {order.specialInstructions && (
        <div>
          <h2 className="font-semibold">{t('confirmation.instructions')}</h2>
          <p className="mt-1 whitespace-pre-line">{order.specialInstructions}</p>
        </div>
      )}
    </Card>
  )
}

/** Where to collect the order, with a link that opens it in the phone's maps app. */
function PickupPlace({ address }: { address: string | null }) {
  const { t } = useTranslation()
  if (!address) return t('confirmation.pickupAddressValue')
  return (
    <>
      {address}{' '}
      <NewTabLink href={mapLink(address)} className="text-sm font-normal underline">
        {t('checkout.date.mapLink')}
      </NewTabLink>
    </>
  )
}
