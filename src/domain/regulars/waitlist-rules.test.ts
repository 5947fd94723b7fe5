import { describe, expect, it } from 'vitest'
import { claimLines, holdEnds, mostUnitsADay, WAITLIST_HOLD_MS } from './waitlist-rules'

describe('waitlist rules', () => {
  it('holds an offer for the hold time, never past the moment orders close, and not at all with too little time left', () => {
    const closesAt = new Date('2026-12-05T00:00:00Z')
    const early = new Date('2026-12-04T12:00:00Z')
    expect(holdEnds(early, closesAt)).toEqual(new Date(early.getTime() + WAITLIST_HOLD_MS))
    expect(holdEnds(new Date('2026-12-04T23:00:00Z'), closesAt)).toEqual(closesAt)
    expect(holdEnds(new Date('2026-12-04T23:46:00Z'), closesAt)).toBeNull()
    expect(holdEnds(new Date('2026-12-05T01:00:00Z'), closesAt)).toBeNull()
  })

  it('knows the most units a day could ever hold of a product: its own limit or its shared group’s, the smaller', () => {
    expect(mostUnitsADay({ dailyLimit: null, groupLimit: null })).toBeNull()
    expect(mostUnitsADay({ dailyLimit: 4, groupLimit: null })).toBe(4)
    expect(mostUnitsADay({ dailyLimit: null, groupLimit: 3 })).toBe(3)
    expect(mostUnitsADay({ dailyLimit: 4, groupLimit: 6 })).toBe(4)
  })

  it('claims a product entry’s held units only, refusing other items, and a day entry what the customer chose', () => {
    const loaf = { productId: 3, quantity: 2 }
    expect(claimLines(loaf, undefined)).toEqual([{ productId: 3, quantity: 2, customizations: {} }])
    expect(() => claimLines(loaf, [{ productId: 1, quantity: 50, customizations: {} }])).toThrow(
      expect.objectContaining({ code: 'validation', errors: [expect.objectContaining({ path: 'items' })] }),
    )
    const place = { productId: null, quantity: 1 }
    const chosen = [{ productId: 1, quantity: 2, customizations: {} }]
    expect(claimLines(place, chosen)).toEqual(chosen)
    expect(() => claimLines(place, undefined)).toThrow(
      expect.objectContaining({ code: 'validation', errors: [expect.objectContaining({ path: 'items' })] }),
    )
  })
})
