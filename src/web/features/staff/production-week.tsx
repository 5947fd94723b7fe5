import { useQuery } from '@tanstack/react-query'
import { addDaysIso, type IsoDate, weekdayOf } from '../../../domain/schedule/calendar-dates'
import { Card } from '../../components/ui/card'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { productionQueries } from '../../lib/queries/production'
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
  if (!week.isSuccess) return <LoadStatus query={week} />
  return (
    <div className="grid gap-6">
      <Card>
        <h3 className="mb-3 text-lg font-semibold">{t('admin.production.ordersByDay')}</h3>
        <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4 lg:grid-cols-7">
          {week.data.days.map((day) => (
            <li key={day.date} className="rounded-lg bg-stone-100 p-2 dark:bg-stone-800">
              <p className="font-medium">{formatDate(day.date, 'weekday')}</p>
              <p>{t('admin.production.orderCount', { count: day.orderCount })}</p>
            </li>
          ))}
        </ul>
      </Card>
      <BakeList
        items={week.data.items}
        title={t('admin.production.weekTotals', { from: formatDate(from, 'medium'), to: formatDate(to, 'medium'), count: week.data.orderCount })}
      />
    </div>
  )
}
