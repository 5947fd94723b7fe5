import { localeOf, toLanguage } from '../i18n/i18n'

// Intl only (no date-fns): the home page's store card uses these.

/** English keeps the spec's '9:00 AM - 11:00 AM'; Spanish writes a range with a spaced en dash. */
const RANGE_DASH = { en: ' - ', es: ' – ' } as const

/** A bakery wall-clock time, hours 0–23, in the language's locale ('7:00 PM', '7:00 p.m.'); no time zone applies. */
export function formatClockTime(hours: number, minutes: number, language: string): string {
  const time = new Date(Date.UTC(2000, 0, 1, hours, minutes))
  return new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(time)
}

/** Two wall-clock times as a range: '9:00 AM - 11:00 AM', '9:00 a.m. – 11:00 a.m.'. */
export function formatClockRange(start: [number, number], end: [number, number], language: string): string {
  return [formatClockTime(...start, language), formatClockTime(...end, language)].join(RANGE_DASH[toLanguage(language)])
}

/** 'HH:mm' as [hours, minutes]. */
export function clockParts(time: string): [number, number] {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return [hours, minutes]
}

/** A weekday (0 = Sunday) by name, as the language writes it inside a sentence: 'Monday', 'lunes'. */
export function weekdayName(day: number, language: string): string {
  // 7 January 2024 was a Sunday.
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)))
}

/** A text that starts a line, with its first letter capitalised: 'Lunes a viernes'. */
export function lineStart(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(localeOf(language)) + text.slice(1)
}
