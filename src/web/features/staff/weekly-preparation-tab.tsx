import type { PreparationDay } from '../../../domain/orders/weekly-preparation'
import { Td } from '../../components/ui/data-table'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { AvailabilityBadge } from './availability-badge'
import { DashboardTab } from './dashboard-tab'

const COLUMNS = ['date', 'sourdough', 'specialPastry', 'maxOrders', 'currentOrders', 'availability'] as const

/** Spec §4: shown once both the week's orders and the available dates have loaded. */
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
    />
  )
}
