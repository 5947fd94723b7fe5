import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { type AvailableDate, DEFAULT_MAX_ORDERS } from '../../../domain/schedule/available-date-schemas'
import { firstOrderDay, isBakingDay } from '../../../domain/schedule/bookable-window'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { settingsQueries, useBakeryTimeZone } from '../../lib/queries/settings'
import { MaxOrdersSelect } from './max-orders-select'
import { StaffCalendar } from './staff-calendar'
import { useDateChanges } from './use-date-changes'

/**
 * Busy buttons are marked aria-disabled, not disabled: a disabled button drops keyboard focus to the page
 * body, and the dialog would lose it (Escape, Tab) after every change.
 */
const BUSY_CLASSES = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50'

export function ManageDatesDialog({ days, onClose }: { days: AvailableDate[]; onClose: () => void }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const currentHeadingId = useId()
  const currentHeading = useRef<HTMLHeadingElement>(null)
  const { addDate, addWeek, removeDate } = useDateChanges()
  const [date, setDate] = useState<string | undefined>()
  const [maxOrders, setMaxOrders] = useState(DEFAULT_MAX_ORDERS)
  const tomorrow = firstOrderDay(new Date(), useBakeryTimeZone())
  const openDates = new Set(days.map((day) => day.date))
  // Only baking days open (the server refuses others); the spec's Tuesday to Saturday until the settings are here.
  const bakingDays = useQuery(settingsQueries.shop()).data?.bakingDays
  const canAdd = date !== undefined && !addDate.isPending
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('staffDashboard.manageDates.title')} width="wide">
      <section className="grid gap-3">
        <h3 className="font-semibold">{t('staffDashboard.manageDates.addSingle')}</h3>
        <StaffCalendar
          selected={date}
          onSelect={setDate}
          isChoosable={(day) => day >= tomorrow && !openDates.has(day) && isBakingDay(day, bakingDays)}
          defaultMonth={tomorrow}
        />
        <div className="flex flex-wrap items-end gap-2">
          <MaxOrdersSelect label={t('staffDashboard.manageDates.maxOrders')} value={maxOrders} onChange={setMaxOrders} />
          <Button
            aria-disabled={!canAdd}
            className={BUSY_CLASSES}
            onClick={() => canAdd && addDate.mutate({ date, maxOrders }, { onSuccess: () => setDate(undefined) })}
          >
            {t('staffDashboard.manageDates.add')}
          </Button>
          <Button
            variant="secondary"
            aria-disabled={addWeek.isPending}
            className={BUSY_CLASSES}
            onClick={() => !addWeek.isPending && addWeek.mutate(days.map((day) => day.date))}
          >
            {t('staffDashboard.manageDates.addWeek')}
          </Button>
        </div>
      </section>
      <section className="grid gap-2" aria-labelledby={currentHeadingId}>
        <h3 id={currentHeadingId} ref={currentHeading} tabIndex={-1} className="font-semibold outline-none">
          {t('staffDashboard.manageDates.current')}
        </h3>
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
                  aria-disabled={removeDate.isPending}
                  className={BUSY_CLASSES}
                  onClick={() => !removeDate.isPending && removeDate.mutate(day.id, { onSuccess: () => currentHeading.current?.focus() })}
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
    </Dialog>
  )
}
