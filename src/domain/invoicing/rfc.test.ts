import { describe, expect, it } from 'vitest'
import { hasValidRfcCheck, isRfcForm, normalizeRfc, rfcCheckCharacter, rfcKind } from './rfc'

describe('the RFC', () => {
  it.each([
    ['EKU9003173C9', 'moral'],
    ['IIA040805DZ4', 'moral'],
    ['GODE561231GR8', 'fisica'],
    ['CACX7605101P8', 'fisica'],
  ] as const)('%s has the SAT check character and is a persona %s', (rfc, kind) => {
    expect(isRfcForm(rfc)).toBe(true)
    expect(hasValidRfcCheck(rfc)).toBe(true)
    expect(rfcKind(rfc)).toBe(kind)
  })

  it('refuses a wrong check character, and computes the right one', () => {
    expect(hasValidRfcCheck('EKU9003173C8')).toBe(false)
    expect(rfcCheckCharacter('EKU9003173C8')).toBe('9')
  })

  it.each(['EKU900317', 'EKU9013173C9', 'EK19003173C9', 'EKU9002323C9', 'ÁBCD900101AB1'])('refuses the form of %s', (rfc) => {
    expect(isRfcForm(rfc)).toBe(false)
  })

  it('reads it without spaces, dashes or lower case, and takes the generic RFC', () => {
    expect(normalizeRfc(' eku-900317 3c9 ')).toBe('EKU9003173C9')
    expect(hasValidRfcCheck('XAXX010101000')).toBe(true)
  })
})
