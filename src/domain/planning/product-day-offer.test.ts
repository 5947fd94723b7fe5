import { describe, expect, it } from 'vitest'
import { productDayOffer } from './product-day-offer'

const rules = { settings: { bakingDays: [2, 3, 4, 5, 6], orderCutoffTime: null }, now: new Date('2026-11-23T16:00:00Z'), timeZone: 'America/Merida' }
const cake = { id: 7, name: 'Cake', availabilityDays: [0, 1, 2, 3, 4, 5, 6], prepTime: 2880, limitGroupId: null }
const day = (date: string, left?: number) => ({
  id: 1,
  date,
  maxOrders: 10,
  currentOrders: 0,
  limitedAvailability: false,
  notes: null,
  ...(left === undefined ? {} : { unitsLeft: { products: { '7': left }, groups: {}, windows: {} } }),
})

describe('a product on a chosen pickup day', () => {
  it.each([
    ['with units left', day('2026-11-26', 3), { kind: 'available', left: 3 }],
    ['without a limit', day('2026-11-26'), { kind: 'available', left: undefined }],
    ['sold out', day('2026-11-26', 0), { kind: 'sold_out' }],
    ['not ready in time', day('2026-11-24', 3), { kind: 'unavailable' }],
    ['on a day the bakery does not bake', day('2026-11-29', 3), { kind: 'unavailable' }],
  ])('%s', (_, chosen, offer) => {
    expect(productDayOffer(cake, chosen, rules)).toEqual(offer)
  })
})
