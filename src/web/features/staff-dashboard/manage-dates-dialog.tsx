import { startOfToday } from 'date-fns'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AvailableDate, DEFAULT_MAX_ORDERS, MAX_ORDERS_OPTIONS } from '../../../domain/schedule/available-date-schemas'
import { Button } from '../../components/ui/button'
import { useFormatters } from '../../lib/format'
import { StaffCalendar } from './staff-calendar'
import { StaffDialog } from './staff-dialog'
import { SELECT_CLASSES } from './staff-table'
import { useDateChanges } from './use-date-changes'

export function ManageDatesDialog({ days, onClose }: { days: AvailableDate[]; onClose: () => void }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const selectId = useId()
  const { addDate, addWeek, removeDate } = useDateChanges()
  const [date, setDate] = useState<string | undefined>()
  const [maxOrders, setMaxOrders] = useState(DEFAULT_MAX_ORDERS)
  return (
    <StaffDialog open onOpenChange={(open) => !open && onClose()} title={t('staffDashboard.manageDates.title')} width="wide">
      <section className="grid gap-3">
        <h3 className="font-semibold">{t('staffDashboard.manageDates.addSingle')}</h3>
        <StaffCalendar selected={date} onSelect={setDate} disabled={{ before: startOfToday() }} />
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={selectId} className="text-sm font-medium">
              {t('staffDashboard.manageDates.maxOrders')}
            </label>
            <select id={selectId} className={SELECT_CLASSES} value={maxOrders} onChange={(event) => setMaxOrders(Number(event.target.value))}>
              {MAX_ORDERS_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <Button
            disabled={!date || addDate.isPending}
            onClick={() => date && addDate.mutate({ date, maxOrders }, { onSuccess: () => setDate(undefined) })}
          >
            {t('staffDashboard.manageDates.add')}
          </Button>
          <Button variant="secondary" disabled={addWeek.isPending} onClick={() => addWeek.mutate(days.map((day) => day.date))}>
            {t('staffDashboard.manageDates.addWeek')}
          </Button>
        </div>
      </section>
      <section className="grid gap-2">
        <h3 className="font-semibold">{t('staffDashboard.manageDates.current')}</h3>
        {days.length === 0 ? (
          <p className="text-sm text-stone-600 dark:text-stone-300">{t('staffDashboard.manageDates.none')}</p>
        ) : (
          <ul className="grid max-h-60 gap-1 overflow-y-auto">
            {days.map((day) => (
              <li
                key={day.id}
                className="flex items-center justify-between gap-2 rounded-lg border border-crust-100 px-3 py-1.5 text-sm dark:border-stone-800"
              >
                <span>{formatDate(day.date, 'longWeekday')}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={removeDate.isPending}
                  onClick={() => removeDate.mutate(day.id)}
                  aria-label={t('staffDashboard.manageDates.removeLabel', { date: formatDate(day.date, 'longWeekday') })}
                >
                  {t('staffDashboard.manageDates.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('staffDashboard.manageDates.close')}
        </Button>
      </div>
    </StaffDialog>
  )
}
