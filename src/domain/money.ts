/** The largest amount numeric(10,2) holds: no order or price may go past it. */
export const MAX_AMOUNT = 99_999_999.99

/** Money is handled as whole centavos (integers) so sums never drift; the database stores numeric(10,2). */
export type Cents = number

/** Converts pesos given as a number or a numeric string ('12.34') to whole centavos, rounding half away from zero. */
export function toCents(pesos: number | string): Cents {
  const value = typeof pesos === 'string' ? Number(pesos) : pesos
  return Math.sign(value) * Math.round(Math.abs(value) * 100)
}

export function toPesos(cents: Cents): number {
  return cents / 100
}

/** '150.00': the exact text PostgreSQL numeric(10,2) stores. */
export function toDecimalString(cents: Cents): string {
  return (cents / 100).toFixed(2)
}

/** '$1,234.50' with a $ sign and 2 decimals, as the spec shows prices. */
export function formatMoney(pesos: number, locale = 'en-US'): string {
  return `$${pesos.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

/**
 * A percentage (at most 2 decimals, as the tax rate is kept) of an amount in centavos, rounded half up to the centavo.
 * Counted in hundredths of a percent, whole numbers: 0.7 × 5500 / 100 is 38.49999… in floating point, 70 × 5500 / 10000
 * is 38.5 exactly.
 */
export function percentOf(cents: Cents, percent: number): Cents {
  return Math.round((cents * Math.round(percent * 100)) / 10_000)
}
