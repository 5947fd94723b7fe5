import { describe, expect, it } from 'vitest'
import { taxPolicySchema } from '../shop/settings-schemas'
import { DEFAULT_TAX_POLICY, orderAmounts } from './tax-policy'

describe('orderAmounts', () => {
  it.each([
    ['the default 8% added', DEFAULT_TAX_POLICY, 46_000, 3_680, 49_680],
    ['16% added', { taxMode: 'added', taxPercent: 16 }, 46_000, 7_360, 53_360],
    ['0% added', { taxMode: 'added', taxPercent: 0 }, 46_000, 0, 46_000],
    ['8% rounded half up to the centavo', DEFAULT_TAX_POLICY, 55, 4, 59],
    ['prices include IVA, whatever the rate', { taxMode: 'included', taxPercent: 16 }, 46_000, 0, 46_000],
  ] as const)('%s', (_, policy, subtotalCents, taxCents, totalCents) => {
    expect(orderAmounts(subtotalCents, policy)).toEqual({ subtotalCents, taxCents, totalCents })
  })
})

describe('taxPolicySchema', () => {
  it.each([
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
