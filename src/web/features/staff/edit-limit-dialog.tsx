import { useId, useState } from 'react'
import { type AvailableDate, MAX_ORDERS_OPTIONS } from '../../../domain/schedule/available-date-schemas'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { Select } from '../../components/ui/select'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { useDateChanges } from './use-date-changes'

export function EditLimitDialog({ day, onClose }: { day: AvailableDate; onClose: () => void }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const selectId = useId()
  const { setMaxOrders } = useDateChanges()
  const [maxOrders, setMax] = useState(String(day.maxOrders))
  const options = MAX_ORDERS_OPTIONS.map(String)
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('staffDashboard.editLimit.title')}
      description={t('staffDashboard.editLimit.description', { date: formatDate(day.date, 'longWeekday') })}
    >
      <div className="grid gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('staffDashboard.editLimit.maxOrders')}
        </label>
        <Select id={selectId} width="auto" value={maxOrders} onChange={(event) => setMax(event.target.value)}>
          {(options.includes(maxOrders) ? options : [maxOrders, ...options]).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('staffDashboard.editLimit.cancel')}
        </Button>
        <Button
          disabled={setMaxOrders.isPending}
          onClick={() => setMaxOrders.mutate({ id: day.id, maxOrders: Number(maxOrders) }, { onSuccess: onClose })}
        >
          {t('staffDashboard.editLimit.save')}
        </Button>
      </div>
    </Dialog>
  )
}
