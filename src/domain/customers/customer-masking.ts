import type { Customer } from './customer-schemas'

/** Street-type words as Mérida addresses write them, and how the hint abbreviates them. */
const STREET_TYPES: Record<string, string> = {
  calle: 'C.',
  c: 'C.',
  avenida: 'Av.',
  av: 'Av.',
  calzada: 'Calz.',
  privada: 'Priv.',
  priv: 'Priv.',
  carretera: 'Carr.',
  circuito: 'Cto.',
  boulevard: 'Blvd.',
  bulevar: 'Blvd.',
  blvd: 'Blvd.',
  prolongacion: 'Prol.',
  paseo: 'Paseo',
  andador: 'And.',
}

/** Small words that belong to the street name after them ('Paseo de Montejo'). */
const CONNECTORS = new Set(['de', 'del', 'la', 'las', 'los', 'el'])

/** Where the house number or the cross streets start: '#501', 'No. 12', 'x 57 y 59', or a comma. */
const HOUSE_PART = /\s*(#|\bno\.?\s*\d|\bnum\.?\s*\d|\bnúm\.?\s*\d|\bn[úu]mero\b|\s[xX]\s|,).*$/i

const ELLIPSIS = '…'

const plain = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.$/, '')
    .toLowerCase()
const hasDigit = (word: string) => /\d/.test(word)
const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase('es-MX') + word.slice(1)

/** 'María González López' → 'María L.': the first name and the initial of the last name, nothing more. */
export function maskedName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const [first] = words
  if (!first) return ''
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return last ? `${capitalise(first)} ${last.charAt(0).toLocaleUpperCase('es-MX')}.` : capitalise(first)
}

/**
 * 'Calle 60 #501 x 57 y 59' → 'C. 60 …': the street type and the street's own name or number only.
 * A number counts as the street's name only right after a street type (Mérida numbers its streets);
 * anywhere else it is a house number and is dropped. Null when nothing safe is left.
 */
export function streetHint(streetAddress: string | null | undefined): string | null {
  const street = (streetAddress ?? '').trim().replace(HOUSE_PART, '')
  const words = street.split(/\s+/).filter(Boolean)
  const kept: string[] = []
  const [firstWord] = words
  if (!firstWord) return null
  const type = STREET_TYPES[plain(firstWord)]
  let rest = words
  if (type) {
    kept.push(type)
    rest = words.slice(1)
    const [name] = rest
    if (name && hasDigit(name)) {
      kept.push(name.replace(/[^\dA-Za-z-]/g, ''))
      rest = rest.slice(1)
    }
  }
  if (kept.length < 2) {
    for (const word of rest) {
      if (hasDigit(word)) break
      kept.push(word)
      if (!CONNECTORS.has(plain(word))) break
    }
    if (kept.length > 0 && CONNECTORS.has(plain(kept[kept.length - 1] ?? ''))) kept.pop()
  }
  if (kept.length === 0 || (type && kept.length === 1)) return null
  return `${kept.join(' ')} ${ELLIPSIS}`
}

/** The short address hint of the lookup: the abbreviated street, else the colonia, else null. */
export function addressHint(customer: { streetAddress?: string | null; colonia?: string | null }): string | null {
  return streetHint(customer.streetAddress) ?? (customer.colonia?.trim() || null)
}

/** '+529991234567' → '•••• 4567'. */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '••••'
}

/**
 * What an anonymous holder of an order link may see of its customer: the masked name and hints only.
 * Email, full phone and the full address stay on the server.
 */
export function maskCustomer(customer: Customer): Customer {
  return {
    id: customer.id,
    name: maskedName(customer.name),
    email: null,
    phone: maskedPhone(customer.phone),
    whatsapp: null,
    address: addressHint(customer),
    streetAddress: null,
    colonia: null,
    city: customer.city,
    state: customer.state,
    postalCode: null,
    additionalInfo: null,
    createdAt: customer.createdAt,
  }
}
