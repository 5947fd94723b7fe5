import { describe, expect, it } from 'vitest'
import { taxPolicySchema } from '../shop/settings-schemas'
import { cartPageAmounts, DEFAULT_TAX_POLICY, orderAmounts, shownTaxPercent } from './tax-policy'

describe('orderAmounts (what is charged and stored)', () => {
  it.each([
    ['the default: the sum of the lines, no tax', DEFAULT_TAX_POLICY, 46_000, 0, 46_000],
    ['16% added at checkout', { taxMode: 'added', taxPercent: 16 }, 46_000, 7_360, 53_360],
    ['0% added', { taxMode: 'added', taxPercent: 0 }, 46_000, 0, 46_000],
    ['8% added, rounded half up to the centavo', { taxMode: 'added', taxPercent: 8 }, 55, 4, 59],
    ['prices include IVA, whatever the rate', { taxMode: 'included', taxPercent: 16 }, 46_000, 0, 46_000],
  ] as const)('%s', (_, policy, subtotalCents, taxCents, totalCents) => {
    expect(orderAmounts(subtotalCents, policy)).toEqual({ subtotalCents, taxCents, totalCents })
  })

  it('charges 380 for 2 × 150 + 1 × 80 by default', () => {
    expect(orderAmounts(2 * 15_000 + 8_000, DEFAULT_TAX_POLICY).totalCents).toBe(38_000)
  })
})

describe('cartPageAmounts (the spec cart page)', () => {
  it("shows the spec's 8% tax line by default, though it is not charged", () => {
    expect(cartPageAmounts(46_000, DEFAULT_TAX_POLICY)).toEqual({ subtotalCents: 46_000, taxCents: 3_680, totalCents: 49_680 })
  })

  it('matches the charge when tax is added or included', () => {
    for (const policy of [
      { taxMode: 'added', taxPercent: 16 },
      { taxMode: 'included', taxPercent: 16 },
    ] as const) {
      expect(cartPageAmounts(46_000, policy)).toEqual(orderAmounts(46_000, policy))
    }
  })
})

describe('shownTaxPercent', () => {
  it.each([
    [DEFAULT_TAX_POLICY, 'cart', 8],
    [DEFAULT_TAX_POLICY, 'checkout', 0],
    [{ taxMode: 'added', taxPercent: 16 }, 'checkout', 16],
    [{ taxMode: 'included', taxPercent: 16 }, 'cart', 0],
  ] as const)('%j on the %s page: %d', (policy, page, percent) => {
    expect(shownTaxPercent(policy, page)).toBe(percent)
  })
})

describe('taxPolicySchema', () => {
  it.each([
    [{ taxMode: 'cart_only', taxPercent: 8 }, true],
    [{ taxMode: 'added', taxPercent: 8 }, true],
    [{ taxMode: 'added', taxPercent: 7.25 }, true],
    [{ taxMode: 'included', taxPercent: 0 }, true],
    [{ taxMode: 'added', taxPercent: -1 }, false],
    [{ taxMode: 'added', taxPercent: 101 }, false],
    [{ taxMode: 'added', taxPercent: 8.125 }, false],
    [{ taxMode: 'sometimes', taxPercent: 8 }, false],
  ])('%j valid: %s', (policy, valid) => {
    expect(taxPolicySchema.safeParse(policy).success).toBe(valid)
  })
})
