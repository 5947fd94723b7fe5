/** A Mexican postal code (código postal): five digits, from 01000 (no state's codes start with 00). */
export const POSTAL_CODE_PATTERN = /^(?!00)\d{5}$/

/** SEPOMEX gives the state of Yucatán the codes 97000 to 97999. */
export const YUCATAN_POSTAL_CODES = { first: 97000, last: 97999 } as const

export function isPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value.trim())
}

/** True for a five-digit code in Yucatán; anything that is not a postal code is not in Yucatán either. */
export function isYucatanPostalCode(value: string): boolean {
  if (!isPostalCode(value)) return false
  const code = Number(value.trim())
  return code >= YUCATAN_POSTAL_CODES.first && code <= YUCATAN_POSTAL_CODES.last
}
