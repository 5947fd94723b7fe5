import { useQuery } from '@tanstack/react-query'
import { addDaysIso, bakeryToday, type IsoDate, weekdayOf } from '../../../domain/schedule/calendar-dates'
import { Card } from '../../components/ui/card'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'
import { useFormatters } from '../../lib/format'
import { dateQueries } from '../../lib/queries/dates'
import { productionQueries } from '../../lib/queries/production'
import { useBakeryTimeZone } from '../../lib/queries/settings'
import { LoadStatus } from './admin-table'
import { BakeList } from './bake-list'

/** The Monday that starts `date`'s week (the shop's weeks start on Monday). */
export function mondayOf(date: IsoDate): IsoDate {
  return addDaysIso(date, -((weekdayOf(date) + 6) % 7))
}

/** The week of `date` summed per product and variant, and how many orders each day has. */
export function ProductionWeek({ date }: { date: IsoDate }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const from = mondayOf(date)
  const to = addDaysIso(from, 6)
  const week = useQuery(productionQueries.range(from, to))
  // The shop's open days are known from today on: a later day without one is closed, and orders left on it stand out.
  const openDays = useQuery(dateQueries.open())
  const today = bakeryToday(new Date(), useBakeryTimeZone())
  const isClosed = (date: IsoDate) => openDays.isSuccess && date >= today && !openDays.data.some((day) => day.date === date)
  if (!week.isSuccess) return <LoadStatus query={week} />
  return (
    <div className="grid gap-6">
      <Card>
        <h3 className="mb-3 text-lg font-semibold">{t('admin.production.ordersByDay')}</h3>
        <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4 lg:grid-cols-7">
          {week.data.days.map((day) => {
            const closed = isClosed(day.date)
            return (
              <li
                key={day.date}
                className={cn(
                  'rounded-lg p-2',
                  !closed && 'bg-stone-100 dark:bg-stone-800',
                  closed && day.orderCount === 0 && 'border border-dashed border-stone-300 text-stone-500 dark:border-stone-700 dark:text-stone-400',
                  closed &&
                    day.orderCount > 0 &&
                    'border border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
                )}
              >
                <p className="font-medium">{formatDate(day.date, 'weekday')}</p>
                <p>
                  {closed
                    ? day.orderCount > 0
                      ? t('admin.production.closedWithOrders', { count: day.orderCount })
                      : t('admin.production.closed')
                    : t('admin.production.orderCount', { count: day.orderCount })}
                </p>
              </li>
            )
          })}
        </ul>
      </Card>
      <BakeList
        items={week.data.items}
        title={t('admin.production.weekTotals', { from: formatDate(from, 'medium'), to: formatDate(to, 'medium'), count: week.data.orderCount })}
      />
    </div>
  )
}
