/**
 * The RFC (Registro Federal de Contribuyentes): 4 letters for a person (persona física, 13 characters) or 3 for a
 * company (persona moral, 12), the date of birth or incorporation (yyMMdd), a 2-character homoclave and a check
 * character computed by the SAT's modulo-11 rule.
 */
const RFC_FORM = /^([A-ZÑ&]{3,4})(\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])([A-Z\d]{2})([A\d])$/

/** The generic RFCs the SAT publishes for the public at large and for foreigners: valid without a check character. */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const

/** The SAT's alphabet for the check character; a company RFC is padded with a leading space to 13 characters. */
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ'

export function normalizeRfc(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]/g, '')
}

export function isRfcForm(rfc: string): boolean {
  return RFC_FORM.test(rfc)
}

export function rfcCheckCharacter(rfc: string): string {
  const body = rfc.slice(0, -1).padStart(12, ' ')
  let sum = 0
  for (let index = 0; index < 12; index++) sum += CHECK_ALPHABET.indexOf(body.charAt(index)) * (13 - index)
  const check = 11 - (sum % 11)
  return check === 11 ? '0' : check === 10 ? 'A' : String(check)
}

/**
 * XAXX010101000 (público en general) and XEXX010101000 (foreign): no PAC issues a CFDI to them with a customer's name,
 * régimen and uso, so a factura request needs the customer's own RFC; a sale to the público en general needs none.
 */
export function isGenericRfc(rfc: string): boolean {
  return (GENERIC_RFCS as readonly string[]).includes(rfc)
}

export function hasValidRfcCheck(rfc: string): boolean {
  return isGenericRfc(rfc) || rfcCheckCharacter(rfc) === rfc.slice(-1)
}

/** 'fisica' for a person's 13-character RFC, 'moral' for a company's 12. */
export function rfcKind(rfc: string): 'fisica' | 'moral' {
  return rfc.length === 13 ? 'fisica' : 'moral'
}
