import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Order } from '../../../domain/orders/order-schemas'
import { firstOrderDay } from '../../../domain/schedule/bookable-window'
import type { IsoDate } from '../../../domain/schedule/calendar-dates'
import { staffCanBook } from '../../../domain/schedule/choosable-days'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { dateQueries } from '../../lib/queries/dates'
import { queryKeys } from '../../lib/queries/keys'
import { useBakeryTimeZone } from '../../lib/queries/settings'
import { StaffCalendar } from './staff-calendar'
import { useFailureToast } from './use-failure-toast'
import { useStaffMutation } from './use-staff-mutation'

type RescheduleDialogProps = { order: Order; onClose: () => void; onSaved: (order: Order) => void }

/**
 * Moves an order to another day. As at checkout, only configured days that are not full can be chosen,
 * from the bakery's tomorrow (its time zone, not the browser's); the server still checks capacity.
 */
export function RescheduleDialog({ order, onClose, onSaved }: RescheduleDialogProps) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const failed = useFailureToast()
  const queryClient = useQueryClient()
  const tomorrow = firstOrderDay(new Date(), useBakeryTimeZone())
  const openDays = useQuery(dateQueries.openOrNone()).data?.rows ?? []
  const choosable = new Set(openDays.filter((day) => staffCanBook(day, tomorrow)).map((day) => day.date))
  const [date, setDate] = useState<IsoDate | undefined>()
  const reschedule = useStaffMutation({
    mutationFn: (pickupDate: string) => api.patch<Order>(`/api/orders/${order.id}`, { pickupDate }),
    successToast: (changed) => ({
      title: t('staffDashboard.toast.rescheduledTitle'),
      description: t('staffDashboard.toast.rescheduled', { id: changed.id, date: formatDate(changed.pickupDate, 'longPadded') }),
    }),
    onSuccess: (changed) => {
      onSaved(changed)
      onClose()
    },
    onError: (error) => failed(t('staffDashboard.toast.rescheduleFailed'), error),
    // Either way the days' places left may have changed.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.dates }),
  })
  const firstChoosable = [...choosable].sort()[0]
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('staffDashboard.reschedule.title')}
      description={t('staffDashboard.reschedule.description', { id: order.id })}
    >
      <StaffCalendar
        selected={date}
        onSelect={setDate}
        defaultMonth={date ?? (order.pickupDate && order.pickupDate >= tomorrow ? order.pickupDate : (firstChoosable ?? tomorrow))}
        isChoosable={(day) => choosable.has(day)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('staffDashboard.reschedule.cancel')}
        </Button>
        <Button disabled={!date || reschedule.isPending} onClick={() => date && reschedule.mutate(date)}>
          {reschedule.isPending ? t('staffDashboard.reschedule.saving') : t('staffDashboard.reschedule.save')}
        </Button>
      </div>
    </Dialog>
  )
}
