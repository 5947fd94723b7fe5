import type { PreparationDay } from '../../../domain/orders/weekly-preparation'
import { DataTable, Td } from '../../components/ui/data-table'
import { EmptyNote } from '../../components/ui/empty-note'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { AvailabilityBadge } from './availability-badge'

/** Spec §4: shown once both the week's orders and the available dates have loaded. */
export function WeeklyPreparationTab({ days }: { days: PreparationDay[] }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  return (
    <section aria-labelledby="staff-prep-heading" className="grid gap-4">
      <h2 id="staff-prep-heading" className="text-xl font-semibold">
        {t('staffDashboard.preparation.heading')}
      </h2>
      {days.length === 0 ? (
        <EmptyNote>
          <p>{t('staffDashboard.preparation.empty')}</p>
        </EmptyNote>
      ) : (
        <DataTable
          label={t('staffDashboard.tableRegion', { name: t('staffDashboard.preparation.heading') })}
          columns={[
            t('staffDashboard.preparation.columns.date'),
            t('staffDashboard.preparation.columns.sourdough'),
            t('staffDashboard.preparation.columns.specialPastry'),
            t('staffDashboard.preparation.columns.maxOrders'),
            t('staffDashboard.preparation.columns.currentOrders'),
            t('staffDashboard.preparation.columns.availability'),
          ]}
        >
          {days.map((day) => (
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
        </DataTable>
      )}
    </section>
  )
}
