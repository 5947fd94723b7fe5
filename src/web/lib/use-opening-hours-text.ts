import type { OpeningHoursRow } from '../../domain/shop/shop-facts'
import { useTranslation } from '../i18n/use-translation'
import { clockParts, formatClockRange, lineStart, weekdayName } from './format-time'

/** A line of opening hours in the active language: {days: 'Lunes a viernes', hours: '7:00 a.m. – 7:00 p.m.'}. */
export function useOpeningHoursText(): (row: OpeningHoursRow) => { days: string; hours: string } {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  return (row) => ({
    days: lineStart(
      row.fromDay === row.toDay
        ? weekdayName(row.fromDay, language)
        : t('home.contact.dayRange', { from: weekdayName(row.fromDay, language), to: weekdayName(row.toDay, language) }),
      language,
    ),
    hours: formatClockRange(clockParts(row.opens), clockParts(row.closes), language),
  })
}
