import { useMemo } from 'react'
import { DEFAULT_BAKERY_TIMEZONE } from '../../domain/schedule/bakery-time-zone'
import { localeOf } from '../i18n/i18n'
import { useTranslation } from '../i18n/use-translation'
import { formatPhone } from './format-phone'
import { formatClockRange } from './format-time'
import { useBakeryTimeZone } from './queries/settings'

/**
 * The shop's date styles, named after the English pattern they give (spec texts): es-MX gets the same parts
 * in its own order ('24 de noviembre de 2026').
 */
const DATE_STYLES = {
  /** November 24, 2026 (MMMM d, yyyy) */
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  /** November 05, 2026 (MMMM dd, yyyy) */
  longPadded: { month: 'long', day: '2-digit', year: 'numeric' },
  /** Nov 24, 2026 (MMM d, yyyy) */
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** Tue, Nov 24, 2026 (EEE, MMM d, yyyy) */
  weekday: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** Sat, Nov 28 ('sáb 28 de nov'): a day in a narrow column, such as a standing order's next weeks. */
  shortWeekdayDay: { weekday: 'short', month: 'short', day: 'numeric' },
  /** Saturday, November 28 ('sábado, 28 de noviembre'): a pickup day in the coming two weeks. */
  weekdayDay: { weekday: 'long', month: 'long', day: 'numeric' },
  /** Tuesday, November 24, 2026 (EEEE, MMMM d, yyyy) */
  longWeekday: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** Wednesday, November 25, 10:00 PM: a time to do something by, in the coming days. */
  weekdayDateTime: { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** Nov 22, 2026, 4:30 PM (MMM d, yyyy, h:mm a) */
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateStyle = keyof typeof DATE_STYLES

/** '$1,234.50' in both languages (es-MX and en-US write pesos the same way). */
export function formatMoney(pesos: number, language: string, { wholeWithoutCents = false } = {}): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'MXN',
    currencyDisplay: 'narrowSymbol',
    // '$150' where a headline names a round price; an order's sums keep their cents.
    ...(wholeWithoutCents && Number.isInteger(pesos) && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  }).format(pesos)
}

/** '$1,234.50 MXN': where a visitor from abroad could otherwise read US dollars (hero price, order totals). */
export function formatMoneyMxn(pesos: number, language: string): string {
  return `${formatMoney(pesos, language)} MXN`
}

const BAKERY_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A bakery day ('yyyy-MM-dd', read as that calendar day) or an instant (ISO with offset, or a Date) in the language's
 * locale, an instant's day and time of day as they are in the bakery's time zone; null when the value is missing or unreadable.
 */
export function formatDate(
  value: string | Date | null | undefined,
  style: DateStyle,
  language: string,
  timeZone: string = DEFAULT_BAKERY_TIMEZONE,
): string | null {
  if (!value) return null
  // A bakery day is read at noon UTC and written in UTC: the same calendar day in every zone.
  const isBakeryDay = typeof value === 'string' && BAKERY_DAY.test(value)
  const date = typeof value === 'string' ? new Date(isBakeryDay ? `${value}T12:00:00Z` : value) : value
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(localeOf(language), { ...DATE_STYLES[style], timeZone: isBakeryDay ? 'UTC' : timeZone }).format(date)
}

const TIME_SLOT = /^(\d{1,2}):(\d{2}) ?([AP]M) ?- ?(\d{1,2}):(\d{2}) ?([AP]M)$/i

function twentyFourHour(hour: string, minute: string, meridiem: string): [number, number] {
  return [(Number(hour) % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0), Number(minute)]
}

/**
 * A pickup or delivery time slot, stored as its English text ('9:00 AM - 11:00 AM'), in the language's locale
 * ('9:00 a.m. – 11:00 a.m.'); a text that is not a slot is shown as it is. Slots are bakery wall-clock times, so no time zone applies.
 */
export function formatTimeSlot(slot: string, language: string): string {
  const parts = TIME_SLOT.exec(slot.trim())
  if (!parts) return slot
  const [, startHour = '', startMinute = '', startMeridiem = '', endHour = '', endMinute = '', endMeridiem = ''] = parts
  return formatClockRange(twentyFourHour(startHour, startMinute, startMeridiem), twentyFourHour(endHour, endMinute, endMeridiem), language)
}

/**
 * Formatters for the active language, with times of day in the bakery's time zone; an unreadable date shows the
 * catalogue's 'Invalid date'.
 */
export function useFormatters() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const timeZone = useBakeryTimeZone()
  return useMemo(
    () => ({
      language,
      locale: localeOf(language),
      timeZone,
      formatMoney: (pesos: number) => formatMoney(pesos, language),
      formatMoneyMxn: (pesos: number) => formatMoneyMxn(pesos, language),
      formatDate: (value: string | Date | null | undefined, style: DateStyle) => formatDate(value, style, language, timeZone) ?? t('date.invalid'),
      formatTimeSlot: (slot: string) => formatTimeSlot(slot, language),
      formatPhone,
    }),
    [language, t, timeZone],
  )
}
