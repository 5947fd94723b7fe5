/** Mexico City, Guadalajara and Monterrey dial 2-digit area codes; the rest of Mexico 3-digit ones. */
const TWO_DIGIT_AREA_CODES = new Set(['33', '55', '56', '81'])

/**
 * A Mexican number (+52 and 10 digits, the old mobile '1' tolerated) as people write it: '+52 999 123 4567',
 * '+52 55 1234 5678'. Anything else is shown as it came. (libphonenumber-js/min would add ~117 KB, 29 KB gzipped, to the first page.)
 */
export function formatPhone(raw: string): string {
  const national = /^\+52(?:1)?(\d{10})$/.exec(raw.replace(/[\s().-]/g, ''))?.[1]
  if (!national) return raw
  const area = TWO_DIGIT_AREA_CODES.has(national.slice(0, 2)) ? 2 : 3
  const rest = national.slice(area)
  return `+52 ${national.slice(0, area)} ${rest.slice(0, rest.length - 4)} ${rest.slice(-4)}`
}
