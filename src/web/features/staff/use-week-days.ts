import { useTranslation } from '../../i18n/use-translation'
import { lineStart, weekdayName } from '../../lib/format-time'

/** Monday first, as the shop's calendars show the week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0]

/** The days of the week (0 = Sunday), Monday first, named in the staff member's language. */
export function useWeekDays(): { day: number; name: string }[] {
  const { i18n } = useTranslation()
  return WEEK.map((day) => ({ day, name: lineStart(weekdayName(day, i18n.language), i18n.language) }))
}
