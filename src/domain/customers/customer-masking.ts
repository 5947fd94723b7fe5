const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase('es-MX') + word.slice(1)

/**
 * 'María González López' → 'María': what an anonymous caller who typed a known number may read back (a greeting) —
 * never the full name, email, phone or address (CONTRACT 'Access rules').
 */
export function greetingName(name: string): string {
  const [first] = name.trim().split(/\s+/).filter(Boolean)
  return first ? capitalise(first) : ''
}

/** '+529991234567' → '•••• 4567': the number a customer typed, shown back to them without all of it on screen. */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '••••'
}
