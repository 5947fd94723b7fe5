import { describe, expect, it } from 'vitest'
import { holdEnds, mostUnitsADay, ordersCloseAt, WAITLIST_HOLD_MS } from './waitlist-rules'

const TZ = 'America/Merida'

describe('waitlist rules', () => {
  it('closes orders for a day at the cut-off on the evening before, read in the bakery time zone', () => {
    // 18:00 in Mérida (UTC−6) is midnight UTC.
    expect(ordersCloseAt({ date: '2026-12-05', cutoffTime: '18:00', leadDays: 1 }, TZ).toISOString()).toBe('2026-12-05T00:00:00.000Z')
    // Without a cut-off, when the day itself begins; a product that needs two days, a day earlier.
    expect(ordersCloseAt({ date: '2026-12-05', cutoffTime: null, leadDays: 1 }, TZ).toISOString()).toBe('2026-12-05T06:00:00.000Z')
    expect(ordersCloseAt({ date: '2026-12-05', cutoffTime: '18:00', leadDays: 2 }, TZ).toISOString()).toBe('2026-12-04T06:00:00.000Z')
  })

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
})
