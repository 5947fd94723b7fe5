import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors'
import { type PricedProduct, priceOrder, unitPriceCents } from './pricing'
import { DEFAULT_TAX_POLICY, type TaxPolicy } from './tax-policy'

const pricesIncludeIva: TaxPolicy = { taxMode: 'included', taxPercent: 16 }

const sourdough: PricedProduct = { id: 1, name: 'Artisan Sourdough', price: '150.00', categoryId: 2, inStock: true }
const special: PricedProduct = { id: 2, name: 'Weekly Special', price: '50.00', categoryId: 3, inStock: true }
const cake: PricedProduct = { id: 7, name: 'Chocolate Cake', price: '450.00', categoryId: 1, inStock: true }
const soldOut: PricedProduct = { id: 9, name: 'Cookies', price: '90.00', categoryId: 4, inStock: false }
const catalogue = new Map([sourdough, special, cake, soldOut].map((product) => [product.id, product]))

describe('unitPriceCents', () => {
  it.each([
    ['whole sourdough', sourdough, { breadFormat: 'whole' as const }, 15_000],
    ['sliced sourdough', sourdough, { breadFormat: 'sliced' as const }, 16_000],
    ['sourdough without a format', sourdough, {}, 15_000],
    ['weekly special pack of 1', special, { quantity: '1' as const }, 5_000],
    ['weekly special pack of 3', special, { quantity: '3' as const }, 15_000],
    ['weekly special pack of 6', special, { quantity: '6' as const }, 29_000],
    ['weekly special from the product page', special, {}, 5_000],
    ['any other product at its catalogue price', cake, { size: '8"' }, 45_000],
  ])('prices %s', (_, product, customizations, expected) => {
    expect(unitPriceCents(product, customizations)).toBe(expected)
  })
})

describe('priceOrder', () => {
  const lines = [
    { productId: 1, quantity: 2, price: 160, customizations: { breadFormat: 'sliced' as const } },
    { productId: 2, quantity: 1, price: 150, customizations: { quantity: '3' as const } },
  ]

  it('recomputes lines and the total from the catalogue, with no tax when prices include IVA', () => {
    const priced = priceOrder(lines, 470, catalogue, pricesIncludeIva)
    expect(priced).toMatchObject({ subtotalCents: 47_000, taxCents: 0, totalCents: 47_000 })
    expect(priced.lines.map((line) => line.unitPriceCents)).toEqual([16_000, 15_000])
  })

  it.each([
    ['the amount to pay', 507.6],
    ["the lines' sum, as a client that knows nothing of tax sends", 470],
  ])('adds the 8%% tax on top when the client total is %s', (_, clientTotal) => {
    expect(priceOrder(lines, clientTotal, catalogue, DEFAULT_TAX_POLICY)).toMatchObject({
      subtotalCents: 47_000,
      taxCents: 3_760,
      totalCents: 50_760,
    })
  })

  it('refuses a total that is neither the amount to pay nor the lines’ sum', () => {
    expect(() => priceOrder(lines, 500, catalogue, DEFAULT_TAX_POLICY)).toThrow(DomainError)
  })

  const refusals: Array<[string, Parameters<typeof priceOrder>[0], number, string]> = [
    ['a line price below the catalogue', [{ productId: 1, quantity: 1, price: 1 }], 1, 'items.0.price'],
    ['a total that is not the sum of the lines', [{ productId: 1, quantity: 2, price: 150 }], 100, 'order.total'],
    ['an unknown product', [{ productId: 99, quantity: 1, price: 10 }], 10, 'items.0.productId'],
    ['a product out of stock', [{ productId: 9, quantity: 1, price: 90 }], 90, 'items.0.productId'],
    [
      'a size the product does not come in',
      [{ productId: 7, quantity: 1, price: 450, customizations: { size: '12"' } }],
      450,
      'items.0.customizations.size',
    ],
    [
      'a flavour of another category',
      [{ productId: 7, quantity: 1, price: 450, customizations: { flavor: 'Almond' } }],
      450,
      'items.0.customizations.flavor',
    ],
  ]
  it.each(refusals)('refuses %s, naming the field', (_, lines, total, path) => {
    try {
      priceOrder(lines, total, catalogue, DEFAULT_TAX_POLICY)
      expect.unreachable('priceOrder should refuse')
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError)
      expect((error as DomainError).errors.map((fieldError) => fieldError.path)).toContain(path)
    }
  })

  it('adds centavos without floating-point drift', () => {
    const coffee: PricedProduct = { id: 5, name: 'Croissant', price: '0.10', categoryId: 3, inStock: true }
    const priced = priceOrder([{ productId: 5, quantity: 3, price: 0.1 }], 0.3, new Map([[5, coffee]]), pricesIncludeIva)
    expect(priced.totalCents).toBe(30)
  })
})
