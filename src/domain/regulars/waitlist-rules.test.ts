import { describe, expect, it } from 'vitest'
import { afterWakingTime, claimLines, holdEnds, mostUnitsADay, WAITLIST_HOLD_MS } from './waitlist-rules'

describe('waitlist rules', () => {
  // Mérida is UTC−6 all year: 12:00 there is 18:00Z.
  const MERIDA = 'America/Merida'
  const merida = (local: string) => new Date(`${local}-06:00`)

  it('holds an offer for the hold time, never past the moment orders close, and not at all with too little time left', () => {
    const closesAt = merida('2026-12-04T20:00:00')
    const noon = merida('2026-12-04T12:00:00')
    expect(holdEnds(noon, closesAt, MERIDA)).toEqual(new Date(noon.getTime() + WAITLIST_HOLD_MS))
    expect(holdEnds(merida('2026-12-04T19:00:00'), closesAt, MERIDA)).toEqual(closesAt)
    expect(holdEnds(merida('2026-12-04T19:46:00'), closesAt, MERIDA)).toBeNull()
    expect(holdEnds(merida('2026-12-04T21:00:00'), closesAt, MERIDA)).toBeNull()
  })

  it('stops a hold’s clock at night: an offer made late in the evening lasts into the morning', () => {
    const closesAt = merida('2026-12-05T00:00:00')
    // Half an hour before the night, an hour and a half after it.
    expect(holdEnds(merida('2026-12-03T21:30:00'), closesAt, MERIDA)).toEqual(merida('2026-12-04T08:30:00'))
    expect(holdEnds(merida('2026-12-03T23:00:00'), closesAt, MERIDA)).toEqual(merida('2026-12-04T09:00:00'))
    expect(holdEnds(merida('2026-12-04T02:00:00'), closesAt, MERIDA)).toEqual(merida('2026-12-04T09:00:00'))
    // Orders close at 8 in the morning: held until then.
    expect(holdEnds(merida('2026-12-03T23:00:00'), merida('2026-12-04T08:00:00'), MERIDA)).toEqual(merida('2026-12-04T08:00:00'))
    // Orders close at 10 at night: ten minutes before it is too little waking time to claim it.
    expect(holdEnds(merida('2026-12-03T21:50:00'), merida('2026-12-03T22:00:00'), MERIDA)).toBeNull()
    expect(afterWakingTime(merida('2026-12-03T21:50:00'), 15 * 60_000, MERIDA)).toEqual(merida('2026-12-04T07:05:00'))
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
