import { describe, expect, it } from 'vitest'
import { fitsDay, unitsByProduct, unitsLeftOf } from './day-limits'

const loaf = { id: 1, limitGroupId: 9 }
const sliced = { id: 3, limitGroupId: 9 }
const cake = { id: 7, limitGroupId: null }
const left = { products: { '1': 5, '7': 2 }, groups: { '9': 6 }, windows: {} }

describe('day limits', () => {
  it('counts units per product, a pack by its pieces', () => {
    const units = unitsByProduct([
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1, customizations: { quantity: '6' } },
      { productId: 1, quantity: 1, customizations: { breadFormat: 'sliced' } },
    ])
    expect([...units]).toEqual([
      [1, 3],
      [2, 6],
    ])
  })

  it('shows the tighter of a product’s own limit and its group’s', () => {
    expect(unitsLeftOf(loaf, left)).toBe(5)
    expect(unitsLeftOf(sliced, left)).toBe(6)
    expect(unitsLeftOf(cake, left)).toBe(2)
    expect(unitsLeftOf({ id: 4, limitGroupId: null }, left)).toBeUndefined()
  })

  it.each([
    ['within every limit', [[1, 5]], true],
    ['over a product limit', [[7, 3]], false],
    [
      'within each product but over their shared group',
      [
        [1, 4],
        [3, 3],
      ],
      false,
    ],
    ['an unlimited product in any quantity', [[4, 500]], true],
  ] as const)('a cart %s fits: %s', (_, units, fits) => {
    expect(fitsDay(new Map(units), [loaf, sliced, cake], left)).toBe(fits)
  })
})
