import { useRef, useState } from 'react'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { Button } from '../../components/ui/button'
import { Td } from '../../components/ui/data-table'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import type { Loaded } from '../../lib/queries/sampled'
import { AvailabilityBadge } from './availability-badge'
import { CurrentOrders } from './current-orders'
import { DashboardTab } from './dashboard-tab'
import { EditLimitDialog } from './edit-limit-dialog'
import { ManageDatesDialog } from './manage-dates-dialog'
import { useDateChanges } from './use-date-changes'

const COLUMNS = ['date', 'maxOrders', 'currentOrders', 'availability', 'actions'] as const

export function AvailableDatesTab({ loaded }: { loaded: Loaded<AvailableDate> }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const [managing, setManaging] = useState(false)
  const [editing, setEditing] = useState<AvailableDate | null>(null)
  const { removeDate } = useDateChanges()
  const heading = useRef<HTMLHeadingElement>(null)
  const days = [...loaded.rows].sort((a, b) => a.date.localeCompare(b.date))
  return (
    <DashboardTab
      heading={t('staffDashboard.dates.heading')}
      headingRef={heading}
      action={
        <Button size="sm" disabled={loaded.sample} onClick={() => setManaging(true)}>
          {t('staffDashboard.dates.manage')}
        </Button>
      }
      columns={COLUMNS.map((column) => t(`staffDashboard.dates.columns.${column}`))}
      empty={
        <>
          <p>{t('staffDashboard.dates.empty')}</p>
          <Button variant="secondary" disabled={loaded.sample} onClick={() => setManaging(true)}>
            {t('staffDashboard.dates.addDates')}
          </Button>
        </>
      }
      rows={days.map((day) => (
        <tr key={day.id}>
          <Td className="font-medium">{formatDate(day.date, 'longWeekday')}</Td>
          <Td>{day.maxOrders}</Td>
          <Td>
            <CurrentOrders day={day} />
          </Td>
          <Td>
            <AvailabilityBadge day={day} />
          </Td>
          <Td>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setEditing(day)}
                aria-label={`${t('staffDashboard.dates.editLimit')}: ${formatDate(day.date, 'longWeekday')}`}
              >
                {t('staffDashboard.dates.editLimit')}
              </Button>
              <Button
                variant="destructive"
                size="sm"
                // Only the date being removed waits; its row goes, so focus moves to the tab's heading.
                aria-disabled={(removeDate.isPending && removeDate.variables === day.id) || undefined}
                className="aria-disabled:opacity-50"
                onClick={() => !removeDate.isPending && removeDate.mutate(day.id, { onSuccess: () => heading.current?.focus() })}
                aria-label={t('staffDashboard.dates.deleteLabel', { date: formatDate(day.date, 'longWeekday') })}
              >
                {t('staffDashboard.dates.delete')}
              </Button>
            </div>
          </Td>
        </tr>
      ))}
    >
      {managing && <ManageDatesDialog days={days} onClose={() => setManaging(false)} />}
      {editing && <EditLimitDialog day={editing} onClose={() => setEditing(null)} />}
    </DashboardTab>
  )
}
