import { useQuery } from '@tanstack/react-query'
import { toPesos } from '../../../domain/money'
import { lineTotalCents } from '../../../domain/orders/cart'
import { DEFAULT_PICKUP_WINDOWS, defaultWindowLabel } from '../../../domain/planning/pickup-windows'
import { OrderTotals } from '../../components/order-totals'
import { Card } from '../../components/ui/card'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { settingsQueries } from '../../lib/queries/settings'
import { useCartTotals } from '../../lib/use-cart-totals'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useLineChoices } from '../../lib/use-line-choices'
import type { DateChoice } from './checkout-state'

/** The same amounts as the cart: what the checkout shows is what the order stores and the card is charged. */
export function CheckoutSummary({ date }: { date: DateChoice }) {
  const { t } = useTranslation()
  const text = useCatalogueText()
  const choicesOf = useLineChoices()
  const { formatDate, formatMoney, formatTimeSlot } = useFormatters()
  const { lines, taxPolicy, totals, taxPercent } = useCartTotals()
  const settings = useQuery(settingsQueries.shop())
  const facts = [
    {
      label: t('checkout.summary.date'),
      value: date.pickupDate ? formatDate(date.pickupDate, 'longWeekday') : t('checkout.summary.notSelected'),
    },
    {
      label: t('checkout.summary.time'),
      value: formatTimeSlot(date.pickupTime ?? defaultWindowLabel(settings.data?.pickupWindows ?? DEFAULT_PICKUP_WINDOWS)),
    },
    { label: t('checkout.summary.method'), value: t(date.isDelivery ? 'checkout.summary.delivery' : 'checkout.summary.pickup') },
  ]
  return (
    <Card className="grid gap-4 wrap-anywhere">
      <h2 className="text-lg font-semibold">{t('checkout.summary.title')}</h2>
      <ul className="grid gap-2 text-sm">
        {lines.map((line) => (
          <li key={`${line.id}-${JSON.stringify(line.customizations)}`} className="flex justify-between gap-3">
            <span className="min-w-0">
              {t('checkout.summary.line', { count: line.quantity, name: text.name(line) })}
              {choicesOf(line.customizations, line.price).map((choice) => (
                <span key={choice} className="block whitespace-pre-line text-stone-600 dark:text-stone-300">
                  {choice}
                </span>
              ))}
            </span>
            <span className="tabular-nums">{formatMoney(toPesos(lineTotalCents(line)))}</span>
          </li>
        ))}
      </ul>
      <div className="border-t border-crust-100 pt-3 text-sm dark:border-stone-700">
        <OrderTotals amounts={totals} taxPercent={taxPercent} pricesIncludeTax={taxPolicy?.taxMode === 'included'} />
      </div>
      <dl className="grid gap-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="flex justify-between gap-3">
            <dt className="text-stone-600 dark:text-stone-300">{fact.label}</dt>
            <dd className="text-right">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}
