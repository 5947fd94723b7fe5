import { useState } from 'react'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { MaxOrdersSelect } from './max-orders-select'
import { useDateChanges } from './use-date-changes'

export function EditLimitDialog({ day, onClose }: { day: AvailableDate; onClose: () => void }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const { setMaxOrders } = useDateChanges()
  const [maxOrders, setMax] = useState(day.maxOrders)
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('staffDashboard.editLimit.title')}
      description={t('staffDashboard.editLimit.description', { date: formatDate(day.date, 'longWeekday') })}
    >
      <MaxOrdersSelect label={t('staffDashboard.editLimit.maxOrders')} value={maxOrders} onChange={setMax} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('staffDashboard.editLimit.cancel')}
        </Button>
        <Button disabled={setMaxOrders.isPending} onClick={() => setMaxOrders.mutate({ id: day.id, maxOrders }, { onSuccess: onClose })}>
          {t('staffDashboard.editLimit.save')}
        </Button>
      </div>
    </Dialog>
  )
}
