import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { chosenWindow, DEFAULT_PICKUP_WINDOWS, defaultWindowLabel, pickupHours } from '../../../domain/planning/pickup-windows'
import { JoinWaitlist } from '../../components/join-waitlist'
import { Button } from '../../components/ui/button'
import { FocusHeading } from '../../components/ui/focus-heading'
import { Skeleton } from '../../components/ui/skeleton'
import { Textarea } from '../../components/ui/textarea'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { clockParts, formatClockRange } from '../../lib/format-time'
import { settingsQueries } from '../../lib/queries/settings'
import { waitableDays } from '../../lib/waitable-days'
import { CalendarLegend } from './calendar-legend'
import type { DateChoice } from './checkout-state'
import { DeliveryCalendar } from './delivery-calendar'
import { FulfilmentChoice } from './fulfilment-choice'
import { PickupWindowChoice } from './pickup-window-choice'
import { useBookableDays } from './use-bookable-days'

type DateStepProps = {
  /** The choice in progress: the page keeps it, so the order summary follows it as it is made. */
  choice: DateChoice
  onChange: (choice: DateChoice) => void
  /** Confirms the choice, its pickup time filled in (the first window when none was picked). */
  onConfirm: (choice: DateChoice) => void
  onMissingDate: () => void
  /** Why the customer is choosing again (their day filled up meanwhile), said above the calendar. */
  notice?: string
}

export function DateStep({ choice, onChange, onConfirm, onMissingDate, notice }: DateStepProps) {
  const { t, i18n } = useTranslation()
  const { formatDate } = useFormatters()
  const settings = useQuery(settingsQueries.shop())
  const windows = settings.data?.pickupWindows ?? DEFAULT_PICKUP_WINDOWS
  const hours = pickupHours(windows)
  const instructionsId = useId()
  const { availableDates, bookable, days } = useBookableDays()
  const windowsLeft = choice.pickupDate ? days?.get(choice.pickupDate)?.unitsLeft?.windows : undefined
  // A window that filled up is never the one confirmed: the earliest with room takes its place.
  const pickupTime = chosenWindow(windows, choice.pickupTime, windowsLeft)
  const [submitting, setSubmitting] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!choice.pickupDate) {
      onMissingDate()
      return
    }
    setSubmitting(true)
    window.scrollTo({ top: 0 })
    onConfirm({ ...choice, pickupTime: pickupTime ?? defaultWindowLabel(windows) })
  }
  return (
    <form onSubmit={submit} className="grid gap-6">
      <div className="grid gap-3">
        <FocusHeading className="text-xl font-semibold" aria-live="polite">
          {choice.pickupDate ? formatDate(choice.pickupDate, 'long') : t('checkout.date.selectDate')}
        </FocusHeading>
        {notice && (
          <p role="alert" className="max-w-md rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
            {notice}
          </p>
        )}
        {!days && !availableDates.isError && <Skeleton className="h-80 w-full max-w-sm" />}
        {availableDates.isError && <p className="text-red-700 dark:text-red-400">{t('checkout.date.loadFailed')}</p>}
        {days && (
          <div className="w-fit rounded-xl border border-crust-100 bg-white p-2 dark:border-stone-700 dark:bg-stone-900">
            <DeliveryCalendar
              days={days}
              bookable={bookable}
              selected={choice.pickupDate}
              onSelect={(pickupDate) => onChange({ ...choice, pickupDate })}
            />
          </div>
        )}
        <CalendarLegend />
        {days && waitableDays([...days.values()], undefined, windows).length > 0 && <JoinWaitlist look="link" />}
      </div>
      <FulfilmentChoice
        isDelivery={choice.isDelivery}
        onChange={(isDelivery) => onChange({ ...choice, isDelivery })}
        hours={formatClockRange(clockParts(hours.start), clockParts(hours.end), i18n.language)}
        shopAddress={settings.data?.shopAddress}
      />
      <PickupWindowChoice
        windows={windows}
        value={pickupTime ?? ''}
        onChange={(picked) => onChange({ ...choice, pickupTime: picked })}
        left={windowsLeft}
      />
      <div className="grid gap-2">
        <label htmlFor={instructionsId} className="font-medium">
          {t('checkout.date.instructions')}
        </label>
        <Textarea
          id={instructionsId}
          value={choice.specialInstructions}
          maxLength={2000}
          placeholder={t('checkout.date.instructionsPlaceholder')}
          onChange={(event) => onChange({ ...choice, specialInstructions: event.target.value })}
        />
      </div>
      <Button type="submit" size="lg" disabled={!choice.pickupDate || submitting}>
        {submitting ? t('checkout.date.processing') : t(choice.isDelivery ? 'checkout.date.confirmDelivery' : 'checkout.date.confirmPickup')}
      </Button>
    </form>
  )
}
