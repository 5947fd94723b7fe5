/** A CLABE is 18 digits: bank (3), branch (3), account (11) and a check digit computed with weights 3, 7, 1. */
export const CLABE_LENGTH = 18
const WEIGHTS = [3, 7, 1] as const

export function clabeCheckDigit(first17: string): number {
  const sum = [...first17].reduce((total, digit, index) => total + ((Number(digit) * (WEIGHTS[index % 3] ?? 1)) % 10), 0)
  return (10 - (sum % 10)) % 10
}

/** The 18 digits of a CLABE typed in groups ('002 180 …'): what customers copy into a banking app. */
export function clabeDigits(value: string): string {
  return value.replace(/\s/g, '')
}

export function isValidClabe(value: string): boolean {
  const digits = clabeDigits(value)
  return /^\d{18}$/.test(digits) && clabeCheckDigit(digits.slice(0, 17)) === Number(digits[17])
}
