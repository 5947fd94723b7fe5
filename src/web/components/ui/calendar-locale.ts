import type { DayPickerLocale } from 'react-day-picker'
import { enUS } from 'react-day-picker/locale/en-US'
import { es } from 'react-day-picker/locale/es'
import { localeOf } from '../../i18n/i18n'
import { useTranslation } from '../../i18n/use-translation'

/**
 * react-day-picker's month, weekday and button names in the language; weeks still start on Monday (set by
 * the calendars). Kept with the calendars so pages without one do not download both locales.
 */
export function calendarLocaleOf(language: string): Partial<DayPickerLocale> {
  return localeOf(language) === 'es-MX' ? es : enUS
}

export function useCalendarLocale(): Partial<DayPickerLocale> {
  return calendarLocaleOf(useTranslation().i18n.language)
}
