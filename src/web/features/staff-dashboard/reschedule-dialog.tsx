import { useMutation, useQueryClient } from '@tanstack/react-query'
import { startOfToday } from 'date-fns'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '../../../domain/orders/order-schemas'
import { Button } from '../../components/ui/button'
import { useToast } from '../../components/ui/toaster'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { StaffCalendar } from './staff-calendar'
import { StaffDialog } from './staff-dialog'
import { staffQueries } from './staff-queries'

type RescheduleDialogProps = { order: Order; onClose: () => void; onSaved: (order: Order) => void }

/** Moves an order to another day; the server applies the capacity rules and may refuse a full day. */
export function RescheduleDialog({ order, onClose, onSaved }: RescheduleDialogProps) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [date, setDate] = useState<string | undefined>()
  const reschedule = useMutation({
    mutationFn: (pickupDate: string) => api.patch<Order>(`/api/orders/${order.id}`, { pickupDate }),
    onSuccess: (changed) => {
      onSaved(changed)
      void queryClient.invalidateQueries({ queryKey: staffQueries.availableDates().queryKey })
      toast({
        title: t('staffDashboard.toast.rescheduledTitle'),
        description: t('staffDashboard.toast.rescheduled', { id: changed.id, date: formatDate(changed.pickupDate, 'longPadded') }),
        variant: 'success',
      })
      onClose()
    },
    onError: () =>
      toast({ title: t('staffDashboard.toast.errorTitle'), description: t('staffDashboard.toast.rescheduleFailed'), variant: 'destructive' }),
  })
  return (
    <StaffDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('staffDashboard.reschedule.title')}
      description={t('staffDashboard.reschedule.description', { id: order.id })}
    >
      <StaffCalendar selected={date} onSelect={setDate} disabled={{ before: startOfToday() }} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('staffDashboard.reschedule.cancel')}
        </Button>
        <Button disabled={!date || reschedule.isPending} onClick={() => date && reschedule.mutate(date)}>
          {reschedule.isPending ? t('staffDashboard.reschedule.saving') : t('staffDashboard.reschedule.save')}
        </Button>
      </div>
    </StaffDialog>
  )
}
