import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { paymentQueries } from '../../lib/queries/payments'
import { useBakeryToday } from '../../lib/use-bakery-today'

/**
 * A line above the order list: what is still to collect on each pickup day, so nobody bakes unpaid bread unknowingly;
 * a past day that still owes (handed over, the payment never recorded) is flagged for staff to settle.
 */
export function OwedByDay() {
  const { t } = useTranslation()
  const { formatDate, formatMoney } = useFormatters()
  const today = useBakeryToday()
  const owed = useQuery(paymentQueries.owedByDay())
  if (!owed.data?.length) return null
  return (
    <section aria-label={t('admin.orders.owedTitle')} className="mb-4 rounded-lg border border-stone-200 p-3 text-sm dark:border-stone-800">
      <h2 className="mb-1 font-medium">{t('admin.orders.owedTitle')}</h2>
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {owed.data.map((day) => (
          <li key={day.date}>
            {formatDate(day.date, 'weekday')}: <span className="font-semibold">{formatMoney(day.owed)}</span>{' '}
            <span className="text-stone-600 dark:text-stone-300">{t('admin.orders.owedOrders', { count: day.orders })}</span>
            {day.date < today && <span className="font-medium text-red-700 dark:text-red-400"> · {t('admin.orders.owedPast')}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}
