import type { OpeningHoursRow } from './shop-facts'

const ENGLISH_WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const LEGACY_DAYS = /^([a-z]+)(?:\s*[-–]\s*([a-z]+))?$/i
const LEGACY_HOURS = /^(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\.?\s*[-–]\s*(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\.?$/i

function weekday(name: string | undefined): number | undefined {
  const index = ENGLISH_WEEKDAYS.indexOf((name ?? '').toLowerCase())
  return index === -1 ? undefined : index
}

function clock(hour: string | undefined, minute: string | undefined, meridiem: string | undefined): string | undefined {
  const hours = Number(hour)
  if (!(hours >= 1 && hours <= 12)) return undefined
  const fullHours = (hours % 12) + (meridiem?.toLowerCase() === 'p' ? 12 : 0)
  return `${String(fullHours).padStart(2, '0')}:${minute}`
}

/**
 * Opening hours saved before they were structured, as English text rows ({days: 'Monday - Friday', hours:
 * '7:00 AM - 7:00 PM'}), read into OpeningHoursRow; null when any row cannot be read, so the caller falls back to the
 * defaults instead of showing customers something half-understood.
 */
export function fromLegacyOpeningHours(rows: unknown): OpeningHoursRow[] | null {
  if (!Array.isArray(rows)) return null
  const read: OpeningHoursRow[] = []
  for (const row of rows) {
    const days = LEGACY_DAYS.exec(String(row?.days ?? '').trim())
    const hours = LEGACY_HOURS.exec(String(row?.hours ?? '').trim())
    const fromDay = weekday(days?.[1])
    const toDay = days?.[2] === undefined ? fromDay : weekday(days[2])
    const opens = clock(hours?.[1], hours?.[2], hours?.[3])
    const closes = clock(hours?.[4], hours?.[5], hours?.[6])
    if (fromDay === undefined || toDay === undefined || !opens || !closes || closes <= opens) return null
    read.push({ fromDay, toDay, opens, closes })
  }
  return read
}

/** The days no opening-hours row covers (a row may wrap past Saturday), Sunday first: the days the shop is closed. */
export function closedWeekdays(rows: readonly OpeningHoursRow[]): number[] {
  const open = new Set<number>()
  for (const row of rows) {
    for (let day = row.fromDay, steps = 0; steps < 7; day = (day + 1) % 7, steps++) {
      open.add(day)
      if (day === row.toDay) break
    }
  }
  return [0, 1, 2, 3, 4, 5, 6].filter((day) => !open.has(day))
}
