import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

export const DEFAULT_PHONE_REGION = 'MX'

/**
 * Normalises a phone number to E.164 (+52 and 10 digits for Mexico). Accepts the forms customers and
 * WhatsApp use: spaces and dashes, the old mobile '1' after +52 (WhatsApp ids read 521…) and the
 * retired 044/045 mobile prefixes. Returns null when it is not a valid number.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim()
  const hasPlus = trimmed.startsWith('+')
  let digits = trimmed.replace(/\D/g, '')
  if (/^0(44|45)\d{10}$/.test(digits)) digits = digits.slice(3)
  if (/^521\d{10}$/.test(digits)) digits = `52${digits.slice(3)}`
  if (/^52\d{10}$/.test(digits) && !hasPlus) digits = `+${digits}`
  else if (hasPlus) digits = `+${digits}`
  const parsed = parsePhoneNumberFromString(digits, DEFAULT_PHONE_REGION)
  return parsed?.isValid() ? parsed.number : null
}

export function isValidPhone(input: string): boolean {
  return normalizePhone(input) !== null
}

/** The digits wa.me and the Cloud API expect: country code and number, no '+', spaces or the old Mexican mobile '1'. */
export function whatsappDigits(phoneNumber: string): string {
  return (normalizePhone(phoneNumber) ?? phoneNumber).replace(/\D/g, '')
}
