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

it.each([
  // A half centavo rounds up however the rate is written: 0.7% of $55.00 is 38.5 centavos, not 38.49999….
  [5_500, 0.7, 39],
  [5_500, 2.3, 127],
  [5_500, 8.2, 451],
  [5_500, 16.4, 902],
  [46_000, 16, 7_360],
  [99_999_999_99, 99.99, 99_989_999_99],
])('takes %i centavos at %s percent as %i centavos, half a centavo up', (cents, percent, tax) => {
  expect(percentOf(cents, percent)).toBe(tax)
})
