import { format, parseISO } from 'date-fns'
import type { CSSProperties } from 'react'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import { WEEK_STARTS_ON } from '../../../domain/schedule/bookable-window'
import { bakeryToday, type IsoDate } from '../../../domain/schedule/calendar-dates'
import { useCalendarLocale } from '../../components/ui/calendar-locale'
import { useBakeryTimeZone } from '../../lib/queries/settings'
import { type Theme, useTheme } from '../../lib/theme'

/** react-day-picker's own stylesheet is unlayered, so its colours are overridden inline, not with utilities. */
const CALENDAR_SIZES = {
  '--rdp-day-height': '2.5rem',
  '--rdp-day-width': '2.5rem',
  '--rdp-day_button-height': '2.4rem',
  '--rdp-day_button-width': '2.4rem',
}
/** The accent (month arrows, today, the chosen day) stays readable on the dark dialog too. */
const CALENDAR_THEMES: Record<Theme, CSSProperties> = {
  light: {
    ...CALENDAR_SIZES,
    '--rdp-accent-color': 'var(--color-crust-700)',
    '--rdp-accent-background-color': 'var(--color-crust-100)',
  } as CSSProperties,
  dark: {
    ...CALENDAR_SIZES,
    '--rdp-accent-color': 'var(--color-crust-300)',
    '--rdp-accent-background-color': 'var(--color-stone-800)',
  } as CSSProperties,
}

type StaffCalendarProps = {
  selected: IsoDate | undefined
  onSelect: (date: IsoDate | undefined) => void
  /** Days for which this is false are shown but cannot be chosen; every day can be chosen without it. */
  isChoosable?: (date: IsoDate) => boolean
  /** The month shown first when nothing is selected; the current month without it. */
  defaultMonth?: IsoDate
}

const isoOf = (day: Date): IsoDate => format(day, 'yyyy-MM-dd')

/** A single-date calendar that speaks 'yyyy-MM-dd', the API's date format. */
export function StaffCalendar({ selected, onSelect, isChoosable, defaultMonth }: StaffCalendarProps) {
  const calendarLocale = useCalendarLocale()
  const theme = useTheme()
  // The day marked as today is the bakery's, as every rule about days is, not the browser's.
  const today = parseISO(bakeryToday(new Date(), useBakeryTimeZone()))
  const firstShown = selected ?? defaultMonth
  return (
    <DayPicker
      mode="single"
      locale={calendarLocale}
      weekStartsOn={WEEK_STARTS_ON}
      today={today}
      selected={selected ? parseISO(selected) : undefined}
      defaultMonth={firstShown ? parseISO(firstShown) : undefined}
      onSelect={(day) => onSelect(day ? isoOf(day) : undefined)}
      disabled={isChoosable ? (day) => !isChoosable(isoOf(day)) : undefined}
      className="mx-auto text-sm"
      style={CALENDAR_THEMES[theme]}
    />
  )
}
