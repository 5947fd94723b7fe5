import { expect, it } from 'vitest'
import { formatMoney, percentOf, toCents, toDecimalString } from './money'

it.each([
  [150, 15_000],
  ['12.34', 1_234],
  [0.1 + 0.2, 30],
  [19.999, 2_000],
])('converts %s pesos to %s centavos', (pesos, cents) => {
  expect(toCents(pesos)).toBe(cents)
})

it('formats with a $ sign and 2 decimals', () => {
  expect(formatMoney(1234.5)).toBe('$1,234.50')
  expect(formatMoney(0)).toBe('$0.00')
  expect(toDecimalString(46_000)).toBe('460.00')
  expect(percentOf(46_000, 8)).toBe(3_680)
})
