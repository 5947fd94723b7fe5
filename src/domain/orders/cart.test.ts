import { describe, expect, it } from 'vitest'
import { addLine, type CartLine, cartTotals, linesSubtotalCents, lineTotalCents, MAX_LINE_QUANTITY, removeLine, setLineQuantity } from './cart'
import { DEFAULT_TAX_POLICY } from './tax-policy'

const loaf = (quantity = 1, breadFormat = 'whole'): CartLine => ({
  id: 1,
  name: 'Artisan Sourdough',
  price: breadFormat === 'sliced' ? 160 : 150,
  quantity,
  imageUrl: '',
  customizations: { breadFormat, specialInstructions: '' },
})

describe('cart', () => {
  it('raises the quantity of a line with the same product and the same choices', () => {
    const cart = addLine(addLine([], loaf(1)), loaf(2))
    expect(cart).toHaveLength(1)
    expect(cart[0]?.quantity).toBe(3)
  })

  it('appends a line when the choices differ', () => {
    expect(addLine([loaf(1, 'whole')], loaf(1, 'sliced'))).toHaveLength(2)
  })

  it.each([0, -1, 1.5, Number.NaN])('ignores a typed quantity of %s', (quantity) => {
    expect(setLineQuantity([loaf(2)], 0, quantity)[0]?.quantity).toBe(2)
  })

  it('never holds more of a line than an order may (the server refuses more)', () => {
    expect(MAX_LINE_QUANTITY).toBe(100)
    expect(setLineQuantity([loaf(2)], 0, 99_999)[0]?.quantity).toBe(100)
    expect(setLineQuantity([loaf(2)], 0, 100)[0]?.quantity).toBe(100)
    expect(addLine([loaf(95)], loaf(10))[0]?.quantity).toBe(100)
  })

  it('accepts a whole quantity above zero and removes lines', () => {
    const cart = setLineQuantity([loaf(2), loaf(1, 'sliced')], 1, 4)
    expect(cart[1]?.quantity).toBe(4)
    expect(removeLine(cart, 0)).toEqual([cart[1]])
  })

  it("shows the spec's 8% tax on the cart page by default, rounded to the centavo", () => {
    expect(cartTotals([loaf(2), loaf(1, 'sliced')], DEFAULT_TAX_POLICY, 'cart')).toEqual({
      quantity: 3,
      subtotalCents: 46_000,
      taxCents: 3_680,
      totalCents: 49_680,
    })
    const odd: CartLine = { ...loaf(1), price: 0.55 }
    expect(cartTotals([odd], DEFAULT_TAX_POLICY, 'cart').taxCents).toBe(4)
  })

  it('totals the checkout at the sum of the lines by default: what the order is charged', () => {
    expect(cartTotals([loaf(2), loaf(1, 'sliced')], DEFAULT_TAX_POLICY)).toEqual({
      quantity: 3,
      subtotalCents: 46_000,
      taxCents: 0,
      totalCents: 46_000,
    })
  })

  it('adds no tax when prices include IVA', () => {
    expect(cartTotals([loaf(2)], { taxMode: 'included', taxPercent: 16 })).toEqual({
      quantity: 2,
      subtotalCents: 30_000,
      taxCents: 0,
      totalCents: 30_000,
    })
  })

  it('totals an empty cart as zero', () => {
    expect(cartTotals([], DEFAULT_TAX_POLICY)).toEqual({ quantity: 0, subtotalCents: 0, taxCents: 0, totalCents: 0 })
  })

  it.each([
    ['a whole loaf', { price: 150, quantity: 2 }, 30_000],
    ['a price with centavos', { price: 0.1, quantity: 3 }, 30],
    ['a pack', { price: 290, quantity: 1 }, 29_000],
  ])('prices %s as unit price times quantity in centavos', (_, line, expected) => {
    expect(lineTotalCents(line)).toBe(expected)
  })

  it('sums the lines in whole centavos, before tax', () => {
    expect(linesSubtotalCents([loaf(2), loaf(1, 'sliced'), { price: 0.1, quantity: 3 }])).toBe(46_030)
    expect(linesSubtotalCents([])).toBe(0)
  })
})
