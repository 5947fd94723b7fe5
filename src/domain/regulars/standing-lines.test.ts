import { expect, it } from 'vitest'
import { sameLines } from './standing-lines'

const loaf = { productId: 1, quantity: 2, customizations: { breadFormat: 'sliced', note: 'x' } }
const focaccia = { productId: 4, quantity: 1, customizations: {} }

it('sees the same lines in another order, with their choices in another order', () => {
  expect(
    sameLines(
      [loaf, focaccia],
      [
        { ...focaccia, customizations: undefined },
        { ...loaf, customizations: { note: 'x', breadFormat: 'sliced' } },
      ],
    ),
  ).toBe(true)
})

it('sees a quantity, a choice or a line changed', () => {
  expect(sameLines([loaf, focaccia], [{ ...loaf, quantity: 3 }, focaccia])).toBe(false)
  expect(sameLines([loaf, focaccia], [{ ...loaf, customizations: { breadFormat: 'whole', note: 'x' } }, focaccia])).toBe(false)
  expect(sameLines([loaf, focaccia], [loaf])).toBe(false)
})
