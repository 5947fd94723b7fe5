import { format, parseISO } from 'date-fns'
import type { CSSProperties } from 'react'
import { DayPicker, type Matcher } from 'react-day-picker'
import 'react-day-picker/style.css'
import { WEEK_STARTS_ON } from '../../../domain/schedule/bookable-window'
import { useCalendarLocale } from '../../components/ui/calendar-locale'

/** react-day-picker's own stylesheet is unlayered, so its colours are overridden inline, not with utilities. */
const CALENDAR_THEME = {
  '--rdp-accent-color': 'var(--color-crust-700)',
  '--rdp-accent-background-color': 'var(--color-crust-100)',
  '--rdp-day-height': '2.5rem',
  '--rdp-day-width': '2.5rem',
  '--rdp-day_button-height': '2.4rem',
  '--rdp-day_button-width': '2.4rem',
} as CSSProperties

type StaffCalendarProps = { selected: string | undefined; onSelect: (date: string | undefined) => void; disabled?: Matcher | Matcher[] }

/** A single-date calendar that speaks 'yyyy-MM-dd', the API's date format. */
export function StaffCalendar({ selected, onSelect, disabled }: StaffCalendarProps) {
  const calendarLocale = useCalendarLocale()
  return (
    <DayPicker
      mode="single"
      locale={calendarLocale}
      weekStartsOn={WEEK_STARTS_ON}
      selected={selected ? parseISO(selected) : undefined}
      defaultMonth={selected ? parseISO(selected) : undefined}
      onSelect={(day) => onSelect(day ? format(day, 'yyyy-MM-dd') : undefined)}
      disabled={disabled}
      className="mx-auto text-sm"
      style={CALENDAR_THEME}
    />
  )
}
