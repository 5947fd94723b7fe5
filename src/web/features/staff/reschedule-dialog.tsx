import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Order, OrderMove } from '../../../domain/orders/order-schemas'
import { DEFAULT_PICKUP_WINDOWS, defaultWindowLabel, windowHolding, windowLabel } from '../../../domain/planning/pickup-windows'
import { firstStaffOrderDay } from '../../../domain/schedule/bookable-window'
import type { IsoDate } from '../../../domain/schedule/calendar-dates'
import { staffCanBook } from '../../../domain/schedule/choosable-days'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { Field } from '../../components/ui/field'
import { Select } from '../../components/ui/select'
import { registerArea } from '../../i18n/areas'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { dateQueries } from '../../lib/queries/dates'
import { queryKeys } from '../../lib/queries/keys'
import { settingsQueries, useBakeryTimeZone } from '../../lib/queries/settings'
import { StaffCalendar } from './staff-calendar'
import { useFailureToast } from './use-failure-toast'
import { useStaffMutation } from './use-staff-mutation'

// Its texts are the staff dashboard's; the admin order card opens it too.
registerArea('staff')

type RescheduleDialogProps = { order: Order; onClose: () => void; onSaved: (order: Order) => void }

/**
 * Moves an order to another day, in its own pickup window or another of today's (its own may be full that day). As at
 * checkout, only configured days that are not full can be chosen, from the bakery's today (its time zone, not the
 * browser's), and the order's own day, to move only its window; the server still checks capacity.
 */
export function RescheduleDialog({ order, onClose, onSaved }: RescheduleDialogProps) {
  const { t } = useTranslation()
  const { formatDate, formatTimeSlot } = useFormatters()
  const failed = useFailureToast()
  const queryClient = useQueryClient()
  const firstDay = firstStaffOrderDay(new Date(), useBakeryTimeZone())
  const openDays = useQuery(dateQueries.openOrNone()).data?.rows ?? []
  const choosable = new Set(openDays.filter((day) => staffCanBook(day, firstDay)).map((day) => day.date))
  // The order's own day, full or not: it already holds its place there, and only its window moves.
  if (order.pickupDate && order.pickupDate >= firstDay) choosable.add(order.pickupDate)
  const [date, setDate] = useState<IsoDate | undefined>()
  const windows = useQuery(settingsQueries.shop()).data?.pickupWindows ?? DEFAULT_PICKUP_WINDOWS
  // The order's window as today's windows hold it (staff may have changed the hours since it was booked).
  const ownWindow = order.pickupTime ? windowHolding(windows, order.pickupTime) : undefined
  const [chosenWindow, setChosenWindow] = useState<string | undefined>()
  const pickupTime = chosenWindow ?? (ownWindow ? windowLabel(ownWindow) : defaultWindowLabel(windows))
  const [windowError, setWindowError] = useState<string | undefined>()
  const reschedule = useStaffMutation({
    mutationFn: (move: OrderMove) => api.patch<Order>(`/api/orders/${order.id}`, move),
    successToast: (changed) => ({
      title: t('staffDashboard.toast.rescheduledTitle'),
      description: t('staffDashboard.toast.rescheduled', { id: changed.id, date: formatDate(changed.pickupDate, 'longPadded') }),
    }),
    onSuccess: (changed) => {
      onSaved(changed)
      onClose()
    },
    onError: (error) => failed(t('staffDashboard.toast.rescheduleFailed'), error),
    onFieldErrors: (refused) => setWindowError(refused.find((field) => field.path.endsWith('pickupTime'))?.message),
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
        defaultMonth={date ?? (order.pickupDate && order.pickupDate >= firstDay ? order.pickupDate : (firstChoosable ?? firstDay))}
        isChoosable={(day) => choosable.has(day)}
      />
      <Field label={t('staffDashboard.reschedule.window')} error={windowError}>
        <Select
          value={pickupTime}
          onChange={(event) => {
            setChosenWindow(event.target.value)
            setWindowError(undefined)
          }}
        >
          {windows.map(windowLabel).map((label) => (
            <option key={label} value={label}>
              {formatTimeSlot(label)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('staffDashboard.reschedule.cancel')}
        </Button>
        <Button
          disabled={!date || reschedule.isPending}
          onClick={() => date && reschedule.mutate({ pickupDate: date, ...(pickupTime !== order.pickupTime && { pickupTime }) })}
        >
          {reschedule.isPending ? t('staffDashboard.reschedule.saving') : t('staffDashboard.reschedule.save')}
        </Button>
      </div>
    </Dialog>
  )
}
