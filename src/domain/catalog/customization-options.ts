/** Size and flavour choices by category id (spec §9); other categories offer none. */
export const SIZE_OPTIONS: Record<number, readonly string[]> = {
  1: ['6"', '8"', '10"'],
}

/** Cake diameters in centimetres, as a Mexican customer measures them. */
export const SIZE_CENTIMETRES: Readonly<Record<string, number>> = { '6"': 15, '8"': 20, '10"': 25 }

export const FLAVOR_OPTIONS: Record<number, readonly string[]> = {
  1: ['Chocolate', 'Vanilla', 'Red Velvet', 'Carrot', 'Lemon'],
  3: ['Original', 'Chocolate', 'Almond'],
}

/** The flavours' Spanish names (the storefront's texts and the CFDI's concepts read them here). */
export const FLAVOR_NAMES_ES: Readonly<Record<string, string>> = {
  Chocolate: 'Chocolate',
  Vanilla: 'Vainilla',
  'Red Velvet': 'Red Velvet',
  Carrot: 'Zanahoria',
  Lemon: 'Limón',
  Original: 'Original',
  Almond: 'Almendra',
}

export function sizesFor(categoryId: number): readonly string[] {
  return SIZE_OPTIONS[categoryId] ?? []
}

export function flavorsFor(categoryId: number): readonly string[] {
  return FLAVOR_OPTIONS[categoryId] ?? []
}

export type PrepTime = { unit: 'hours' | 'minutes'; value: number }

/** Above 60 minutes a preparation time reads as hours, rounded up. */
export function prepTimeOf(minutes: number): PrepTime {
  return minutes > 60 ? { unit: 'hours', value: Math.ceil(minutes / 60) } : { unit: 'minutes', value: minutes }
}

/** 'everyday' when Sunday (0) is among the days, otherwise 'weekday' (spec §9). */
export function availabilityKind(days: readonly number[]): 'everyday' | 'weekday' {
  return days.includes(0) ? 'everyday' : 'weekday'
}

export const MAX_RELATED_PRODUCTS = 3

export function relatedProducts<T extends { id: number; categoryId: number }>(product: T, all: readonly T[]): T[] {
  return all.filter((other) => other.categoryId === product.categoryId && other.id !== product.id).slice(0, MAX_RELATED_PRODUCTS)
}
