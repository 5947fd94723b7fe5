import { format, parseISO, subDays } from 'date-fns'
import type { CSSProperties } from 'react'
import type { Labels } from 'react-day-picker'
import type { BookableWindow } from '../../../domain/schedule/bookable-window'
import type { IsoDate } from '../../../domain/schedule/calendar-dates'
import { type BookableDays, firstChoosableDay, isChoosable } from '../../../domain/schedule/choosable-days'
import { Calendar } from '../../components/ui/calendar'
import { useCalendarLocale } from '../../components/ui/calendar-locale'
import { TooltipGroup } from '../../components/ui/tooltip'
import { useTranslation } from '../../i18n/use-translation'
import { DayNotesButton, DayNotesContext } from './day-notes-button'
import { DAY_TONES } from './day-tones'

/**
 * The chosen day's ring in the day's own text colour, which keeps AA contrast on every day colour (the bright
 * amber of a limited day in the dark theme too). Inline: react-day-picker's stylesheet is unlayered and would win.
 */
const SELECTED_RING = { '--rdp-selected-border': '2px solid currentColor' } as CSSProperties

type DayLabel = Labels['labelDayButton']

type DeliveryCalendarProps = {
  days: BookableDays
  bookable: BookableWindow
  selected: IsoDate | undefined
  onSelect: (date: IsoDate | undefined) => void
}

function isoOf(date: Date): IsoDate {
  return format(date, 'yyyy-MM-dd')
}

/**
 * Only tomorrow..+14 days in the bakery's time zone (not the browser's) can be chosen, and only on a
 * configured baking day that is not full.
 */
export function DeliveryCalendar({ days, bookable, selected, onSelect }: DeliveryCalendarProps) {
  const { t } = useTranslation()
  const locale = useCalendarLocale()
  const notes = new Map([...days.values()].filter((day) => day.notes).map((day) => [day.date, day.notes as string]))
  const availabilityOf = (date: Date) => days.get(isoOf(date))?.availability
  // A day's name says what its colour shows ('…, limited'), so a screen reader hears which days are full or closed.
  const labelDayButton: DayLabel = (date, modifiers, ...rest) => {
    const name = locale.labels?.labelDayButton
    const base = typeof name === 'function' ? name(date, modifiers, ...rest) : format(date, 'PPPP')
    const availability = availabilityOf(date)
    return `${base}, ${availability ? t(`checkout.date.dayState.${availability}`) : t('checkout.date.dayState.closed')}`
  }
  return (
    <DayNotesContext.Provider value={notes}>
      <TooltipGroup>
        <Calendar
          mode="single"
          // Clicking the chosen day again ('yes, this one') keeps it chosen; another day replaces it.
          required
          aria-label={t('checkout.date.calendarLabel')}
          style={SELECTED_RING}
          selected={selected ? parseISO(selected) : undefined}
          onSelect={(date) => onSelect(date ? isoOf(date) : undefined)}
          // The month of the chosen day, else of the first day left to choose: on the 27th, with the 28th full, December;
          // with none left (the cart outgrew every day), the month of the shop's first day, not an empty one.
          defaultMonth={parseISO(selected ?? firstChoosableDay(days) ?? [...days.keys()].sort()[0] ?? bookable.first)}
          // Today is the bakery's (the day before its first bookable day), not the browser's.
          today={subDays(parseISO(bookable.first), 1)}
          startMonth={parseISO(bookable.first)}
          endMonth={parseISO(bookable.last)}
          disabled={(date) => !isChoosable(isoOf(date), days)}
          modifiers={{
            available: (date) => availabilityOf(date) === 'available',
            limited: (date) => availabilityOf(date) === 'limited',
            unavailable: (date) => availabilityOf(date) === 'unavailable',
          }}
          modifiersClassNames={DAY_TONES}
          components={{ DayButton: DayNotesButton }}
          labels={{ labelDayButton }}
        />
      </TooltipGroup>
    </DayNotesContext.Provider>
  )
}
