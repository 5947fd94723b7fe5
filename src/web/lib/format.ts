import { isValid, parseISO } from 'date-fns'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { localeOf } from '../i18n/i18n'

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
  /** Tuesday, November 24, 2026 (EEEE, MMMM d, yyyy) */
  longWeekday: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** Nov 22, 2026, 4:30 PM (MMM d, yyyy, h:mm a) */
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateStyle = keyof typeof DATE_STYLES

/** '$1,234.50' in both languages (es-MX and en-US write pesos the same way). */
export function formatMoney(pesos: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'MXN',
    currencyDisplay: 'narrowSymbol',
  }).format(pesos)
}

/** '$1,234.50 MXN': where a visitor from abroad could otherwise read US dollars (hero price, order totals). */
export function formatMoneyMxn(pesos: number, language: string): string {
  return `${formatMoney(pesos, language)} MXN`
}

/**
 * A bakery day ('yyyy-MM-dd', read as that calendar day) or an instant (ISO with offset) in the language's
 * locale; null when the value is missing or unreadable.
 */
export function formatDate(value: string | Date | null | undefined, style: DateStyle, language: string): string | null {
  const date = typeof value === 'string' ? parseISO(value) : value
  if (!date || !isValid(date)) return null
  return new Intl.DateTimeFormat(localeOf(language), DATE_STYLES[style]).format(date)
}

/** Formatters for the active language; an unreadable date shows the catalogue's 'Invalid date'. */
export function useFormatters() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  return useMemo(
    () => ({
      language,
      locale: localeOf(language),
      formatMoney: (pesos: number) => formatMoney(pesos, language),
      formatMoneyMxn: (pesos: number) => formatMoneyMxn(pesos, language),
      formatDate: (value: string | Date | null | undefined, style: DateStyle) => formatDate(value, style, language) ?? t('date.invalid'),
    }),
    [language, t],
  )
}
