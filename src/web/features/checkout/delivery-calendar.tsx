import { format, parseISO } from 'date-fns'
import { Tooltip } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { bookableWindow, isInWindow } from '../../../domain/schedule/bookable-window'
import type { IsoDate } from '../../../domain/schedule/calendar-dates'
import { type DayAvailability, dayAvailability } from '../../../domain/schedule/day-availability'
import { Calendar } from '../../components/ui/calendar'
import { useBakeryTimeZone } from '../../lib/shop-queries'
import { DayNotesButton, DayNotesContext, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './day-notes-button'

const DAY_TONES: Record<DayAvailability, string> = {
  available: 'bg-green-100 text-green-950 dark:bg-green-950 dark:text-green-100',
  limited: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  unavailable: 'bg-red-100 text-red-950 line-through dark:bg-red-950 dark:text-red-100',
}

type DeliveryCalendarProps = { availableDates: AvailableDate[]; selected: IsoDate | undefined; onSelect: (date: IsoDate | undefined) => void }

function isoOf(date: Date): IsoDate {
  return format(date, 'yyyy-MM-dd')
}

/**
 * Only tomorrow..+14 days in the bakery's time zone (not the browser's) can be chosen, and only on a
 * configured baking day that is not full.
 */
export function DeliveryCalendar({ availableDates, selected, onSelect }: DeliveryCalendarProps) {
  const { t } = useTranslation()
  const bookable = bookableWindow(new Date(), useBakeryTimeZone())
  const byDate = new Map(availableDates.filter((day) => isInWindow(day.date, bookable)).map((day) => [day.date, day]))
  const notes = new Map([...byDate.values()].filter((day) => day.notes).map((day) => [day.date, day.notes as string]))
  const availabilityOf = (date: Date) => {
    const day = byDate.get(isoOf(date))
    return day ? dayAvailability(day) : undefined
  }
  const isSelectable = (date: Date) => {
    const availability = availabilityOf(date)
    return availability !== undefined && availability !== 'unavailable'
  }
  return (
    <DayNotesContext.Provider value={notes}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <Calendar
          mode="single"
          aria-label={t('checkout.date.calendarLabel')}
          selected={selected ? parseISO(selected) : undefined}
          onSelect={(date) => onSelect(date ? isoOf(date) : undefined)}
          defaultMonth={parseISO(selected ?? bookable.first)}
          startMonth={parseISO(bookable.first)}
          endMonth={parseISO(bookable.last)}
          disabled={(date) => !isSelectable(date)}
          modifiers={{
            available: (date) => availabilityOf(date) === 'available',
            limited: (date) => availabilityOf(date) === 'limited',
            unavailable: (date) => availabilityOf(date) === 'unavailable',
          }}
          modifiersClassNames={DAY_TONES}
          components={{ DayButton: DayNotesButton }}
        />
      </Tooltip.Provider>
    </DayNotesContext.Provider>
  )
}
