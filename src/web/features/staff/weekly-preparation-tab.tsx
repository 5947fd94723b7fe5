import { Link } from 'wouter'
import type { PreparationDay } from '../../../domain/orders/weekly-preparation'
import { Td } from '../../components/ui/data-table'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { AvailabilityBadge } from './availability-badge'
import { DashboardTab } from './dashboard-tab'

const COLUMNS = ['date', 'sourdough', 'specialPastry', 'maxOrders', 'currentOrders', 'availability'] as const

/**
 * Spec §4: shown once both the week's orders and the available dates have loaded. It counts pending and confirmed
 * orders only, so on a bake day the loaves already in the oven are not in it: it says so, and leads to the
 * production sheet, which counts every order of the day.
 */
export function WeeklyPreparationTab({ days }: { days: PreparationDay[] }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  return (
    <DashboardTab
      heading={t('staffDashboard.preparation.heading')}
      columns={COLUMNS.map((column) => t(`staffDashboard.preparation.columns.${column}`))}
      empty={<p>{t('staffDashboard.preparation.empty')}</p>}
      rows={days.map((day) => (
        <tr key={day.date}>
          <Td className="font-medium">{formatDate(day.date, 'longWeekday')}</Td>
          <Td>{day.sourdough}</Td>
          <Td>{day.specialPastry}</Td>
          <Td>{day.maxOrders}</Td>
          <Td>{day.currentOrders}</Td>
          <Td>
            <AvailabilityBadge day={day} />
          </Td>
        </tr>
      ))}
    >
      <p className="text-sm text-stone-600 dark:text-stone-300">
        {t('staffDashboard.preparation.counts')}{' '}
        <Link href="/admin/production" className="font-medium text-crust-800 underline dark:text-crust-300">
          {t('staffDashboard.preparation.productionLink')}
        </Link>
      </p>
    </DashboardTab>
  )
}
