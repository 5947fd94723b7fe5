import { useQuery } from '@tanstack/react-query'
import { toCents, toPesos } from '../../../domain/money'
import type { StandingOrderView } from '../../../domain/regulars/standing-order-schemas'
import { Card } from '../../components/ui/card'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { weekdayName } from '../../lib/format-time'
import { settingsQueries } from '../../lib/queries/settings'
import { useCatalogueText } from '../../lib/use-catalogue-text'

/** What the standing order repeats, when, and how it is paid. */
export function StandingOrderSummary({ standing }: { standing: StandingOrderView }) {
  const { t, i18n } = useTranslation()
  const { formatMoney, formatTimeSlot, formatDate } = useFormatters()
  const text = useCatalogueText()
  const linesCents = standing.items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0)
  const taxCents = toCents(standing.totalPerWeek) - linesCents
  // The rate the shop adds now, as the cart and checkout name it ('IVA (16%)').
  const taxPercent = useQuery(settingsQueries.shop()).data?.taxPercent
  const facts = [
    [t('regulars.manage.when'), t(`regulars.everyOn.${standing.every}`, { weekday: weekdayName(standing.weekday, i18n.language) })],
    [t('regulars.manage.time'), formatTimeSlot(standing.pickupTime)],
    [
      t('regulars.manage.status'),
      standing.status === 'paused' && standing.pausedUntil
        ? t('regulars.manage.pausedUntil', { date: formatDate(standing.pausedUntil, 'weekdayDay') })
        : t(`regulars.status.${standing.status}`),
    ],
    [
      t('regulars.manage.where'),
      standing.isDelivery ? t('regulars.manage.delivery', { address: standing.deliveryAddress ?? '' }) : t('regulars.manage.pickup'),
    ],
    [t('regulars.manage.payment'), t(`regulars.payment.${standing.paymentMethod}`)],
    [t('regulars.manage.perTime'), formatMoney(standing.totalPerWeek)],
  ] as const
  return (
    <Card className="grid gap-4">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="grid">
            <dt className="text-sm text-stone-600 dark:text-stone-300">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-1">
        <h2 className="text-sm text-stone-600 dark:text-stone-300">{t('regulars.manage.items')}</h2>
        <ul className="grid gap-1">
          {standing.items.map((item) => (
            <li key={`${item.productId}-${JSON.stringify(item.customizations)}`} className="flex justify-between gap-3">
              <span>{t('regulars.manage.itemLine', { count: item.quantity, name: text.name(item) })}</span>
              <span className="tabular-nums">{formatMoney(item.price * item.quantity)}</span>
            </li>
          ))}
          {/* The shop adds tax at checkout (settings): each time's amount is the lines plus it. */}
          {taxCents > 0 && (
            <li className="flex justify-between gap-3">
              <span>{taxPercent === undefined ? t('regulars.manage.tax') : t('regulars.manage.taxAt', { percent: taxPercent })}</span>
              <span className="tabular-nums">{formatMoney(toPesos(taxCents))}</span>
            </li>
          )}
        </ul>
        <p className="text-sm text-stone-600 dark:text-stone-300">{t('regulars.manage.pricesOfTheWeek')}</p>
      </div>
    </Card>
  )
}
