import { describe, expect, it } from 'vitest'
import type { PackPrice } from '../catalog/product-schemas'
import { DomainError } from '../errors'
import {
  type CartProduct,
  cartAtCurrentPrices,
  DEFAULT_WEEKLY_SPECIAL_PACKS,
  lineUnits,
  offeredWeeklySpecial,
  type PreOrder,
  type PricedProduct,
  packLine,
  preOrderLines,
  priceOrder,
  storedOrderAmounts,
  unitPriceCents,
} from './pricing'
import { DEFAULT_TAX_POLICY, type TaxPolicy } from './tax-policy'

const pricesIncludeIva: TaxPolicy = { taxMode: 'included', taxPercent: 16 }

const sourdough: PricedProduct = { id: 1, name: 'Artisan Sourdough', price: '150.00', categoryId: 2, inStock: true }
const special: PricedProduct = { id: 2, name: 'Weekly Special', price: '50.00', categoryId: 3, inStock: true, packs: DEFAULT_WEEKLY_SPECIAL_PACKS }
const cake: PricedProduct = {
  id: 7,
  name: 'Chocolate Cake',
  price: '450.00',
  categoryId: 1,
  inStock: true,
  sizePrices: [
    { size: '6"', price: 380 },
    { size: '10"', price: 620 },
  ],
}
const addedTax: TaxPolicy = { taxMode: 'added', taxPercent: 8 }
const soldOut: PricedProduct = { id: 9, name: 'Cookies', price: '90.00', categoryId: 4, inStock: false }
const weddingCake: PricedProduct = { id: 8, name: 'Wedding Cake', price: '99999.99', categoryId: 4, inStock: true }
const catalogue = new Map([sourdough, special, cake, soldOut, weddingCake].map((product) => [product.id, product]))

describe('unitPriceCents', () => {
  it.each([
    ['whole sourdough', sourdough, { breadFormat: 'whole' as const }, 15_000],
    ['sliced sourdough', sourdough, { breadFormat: 'sliced' as const }, 16_000],
    ['sourdough without a format', sourdough, {}, 15_000],
    ['weekly special pack of 1', special, { quantity: '1' as const }, 5_000],
    ['weekly special pack of 3', special, { quantity: '3' as const }, 15_000],
    ['weekly special pack of 6', special, { quantity: '6' as const }, 29_000],
    ['weekly special from the product page', special, {}, 5_000],
    ['a cake size with its own price', cake, { size: '10"' }, 62_000],
    ['a cake size without its own price at the catalogue price', cake, { size: '8"' }, 45_000],
    ['a cake without a size at the catalogue price', cake, {}, 45_000],
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

  it('stores a sourdough sent without a format as the whole loaf it is priced as: the bake list counts it as Whole', () => {
    const priced = priceOrder([{ productId: 1, quantity: 1, price: 150 }], 150, catalogue, DEFAULT_TAX_POLICY)
    expect(priced.lines[0]?.customizations).toEqual({ breadFormat: 'whole' })
  })

  it('keeps no day of its own on a line: the order’s pickup day is the one day its lines are baked for', () => {
    const line = { productId: 1, quantity: 1, price: 150, customizations: { breadFormat: 'whole' as const, pickupDate: '2026-12-11' } }
    expect(priceOrder([line], 150, catalogue, DEFAULT_TAX_POLICY).lines[0]?.customizations).toEqual({ breadFormat: 'whole' })
  })

  it('charges the sum of the lines by default (spec §9): no tax on top', () => {
    expect(priceOrder(lines, 470, catalogue, DEFAULT_TAX_POLICY)).toMatchObject({ subtotalCents: 47_000, taxCents: 0, totalCents: 47_000 })
  })

  it('refuses the cart page total with its 8% line by default: that line is shown, not charged', () => {
    expect(() => priceOrder(lines, 507.6, catalogue, DEFAULT_TAX_POLICY)).toThrow(DomainError)
  })

  it('adds the 8% tax on top when the owner adds tax and the client sends the amount to pay', () => {
    expect(priceOrder(lines, 507.6, catalogue, addedTax)).toMatchObject({
      subtotalCents: 47_000,
      taxCents: 3_760,
      totalCents: 50_760,
    })
  })

  it("refuses the lines' sum while tax is added: the customer would pay more than the total they were shown", () => {
    expect(() => priceOrder(lines, 470, catalogue, addedTax)).toThrow(DomainError)
  })

  it('refuses a total that is not the amount to pay', () => {
    expect(() => priceOrder(lines, 500, catalogue, addedTax)).toThrow(DomainError)
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
      'a bread format on a product other than the sourdough',
      [{ productId: 7, quantity: 1, price: 450, customizations: { breadFormat: 'sliced' } }],
      450,
      'items.0.customizations.breadFormat',
    ],
    [
      'a pack size the product does not sell',
      [{ productId: 2, quantity: 1, price: 50, customizations: { quantity: '2' } }],
      50,
      'items.0.customizations.quantity',
    ],
    ['a pack size on a cake', [{ productId: 7, quantity: 1, price: 450, customizations: { quantity: '6' } }], 450, 'items.0.customizations.quantity'],
    [
      'a pack price on a cake',
      [{ productId: 7, quantity: 1, price: 450, customizations: { priceTier: '6 for $290' } }],
      450,
      'items.0.customizations.priceTier',
    ],
    [
      'a total the database cannot hold',
      Array.from({ length: 30 }, () => ({ productId: 8, quantity: 100, price: 99_999.99 })),
      299_999_970,
      'order.total',
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

  it('stores the weekly special tier text from its pack, not the one the browser sent', () => {
    const priced = priceOrder(
      [{ productId: 2, quantity: 1, price: 290, customizations: { quantity: '6', priceTier: '6 for $1' } }],
      290,
      catalogue,
      pricesIncludeIva,
    )
    expect(priced.lines[0]?.customizations).toEqual({ quantity: '6', priceTier: '6 for $290' })
  })

  it('adds centavos without floating-point drift', () => {
    const coffee: PricedProduct = { id: 5, name: 'Croissant', price: '0.10', categoryId: 3, inStock: true }
    const priced = priceOrder([{ productId: 5, quantity: 3, price: 0.1 }], 0.3, new Map([[5, coffee]]), pricesIncludeIva)
    expect(priced.totalCents).toBe(30)
  })
})

describe('the storefront cart lines', () => {
  const sourdoughInCart: CartProduct = { ...sourdough, nameEs: 'Pan de masa madre artesanal', imageUrl: '/images/sourdough.svg' }
  const specialInCart: CartProduct = { ...special, imageUrl: '/images/special.svg' }
  const [single, three, six] = DEFAULT_WEEKLY_SPECIAL_PACKS as [PackPrice, PackPrice, PackPrice]

  it.each([
    ['1 for $50', single, 50],
    ['3 for $150', three, 150],
    ['6 for $290', six, 290],
  ])('sells the weekly special pack %s as one line at the pack price', (priceTier, tier, price) => {
    expect(packLine(specialInCart, tier)).toEqual({
      id: 2,
      name: 'Weekly Special',
      // No Spanish name in the catalogue: Spanish readers see the English one.
      nameEs: null,
      price,
      quantity: 1,
      imageUrl: '/images/special.svg',
      customizations: { quantity: String(tier.count), priceTier },
    })
  })

  const preOrder: PreOrder = { breadFormat: 'sliced', quantity: 2, specialInstructions: '', weeklySpecial: null }

  it('turns a pre-order into the sourdough line at the price of its format', () => {
    expect(preOrderLines(preOrder, sourdoughInCart, specialInCart)).toEqual([
      {
        id: 1,
        name: 'Artisan Sourdough',
        nameEs: 'Pan de masa madre artesanal',
        price: 160,
        quantity: 2,
        imageUrl: '/images/sourdough.svg',
        customizations: { breadFormat: 'sliced', specialInstructions: undefined },
      },
    ])
  })

  it('adds the chosen weekly special pack and keeps the instructions on the bread', () => {
    const lines = preOrderLines({ ...preOrder, specialInstructions: 'No seeds', weeklySpecial: three }, sourdoughInCart, specialInCart)
    expect(lines.map((line) => [line.id, line.price, line.quantity])).toEqual([
      [1, 160, 2],
      [2, 150, 1],
    ])
    expect(lines[0]?.customizations.specialInstructions).toBe('No seeds')
  })

  it('leaves the weekly special out while its product is unknown', () => {
    expect(preOrderLines({ ...preOrder, weeklySpecial: three }, sourdoughInCart)).toHaveLength(1)
  })
})

describe('lineUnits', () => {
  it.each([
    [{ quantity: 3 }, 3],
    [{ quantity: 2, customizations: { quantity: '6' } }, 12],
    [{ quantity: 1, customizations: { breadFormat: 'sliced' as const } }, 1],
  ])('%j takes %d units from the day', (line, units) => {
    expect(lineUnits(line)).toBe(units)
  })
})

describe('storedOrderAmounts', () => {
  it.each([
    [
      { total: 507.6, tax: 37.6 },
      { subtotalCents: 47_000, taxCents: 3_760, totalCents: 50_760 },
    ],
    [
      { total: 470, tax: 0 },
      { subtotalCents: 47_000, taxCents: 0, totalCents: 47_000 },
    ],
    [
      { total: 0.3, tax: 0.1 },
      { subtotalCents: 20, taxCents: 10, totalCents: 30 },
    ],
  ])('reads an order stored as %o back as its subtotal, tax and total', (order, expected) => {
    expect(storedOrderAmounts(order)).toEqual(expected)
  })
})

describe('cartAtCurrentPrices', () => {
  const line = (id: number, price: number, customizations = {}) => ({ id, name: 'Old name', price, quantity: 2, imageUrl: '', customizations })

  it('puts each line at the catalogue’s current price and name for its choices, so the order is not refused for it', () => {
    const raised = new Map(catalogue).set(1, { ...sourdough, name: 'Sourdough', price: '160.00' })
    const { lines, unavailable, repriced } = cartAtCurrentPrices([line(1, 150, { breadFormat: 'sliced' }), line(7, 450, { size: '10"' })], raised)
    expect(unavailable).toEqual([])
    expect(repriced.map((entry) => entry.id)).toEqual([1, 7])
    expect(lines.map((entry) => [entry.name, entry.price, entry.quantity])).toEqual([
      ['Sourdough', 170, 2],
      ['Chocolate Cake', 620, 2],
    ])
    expect(
      priceOrder(
        lines.map((entry) => ({ productId: entry.id, ...entry })),
        1580,
        raised,
        DEFAULT_TAX_POLICY,
      ).totalCents,
    ).toBe(158000)
  })

  it('rewrites a pack’s tier from its current price', () => {
    const dearer = new Map(catalogue).set(2, { ...special, packs: [{ count: 3, price: 160 }] })
    const { lines } = cartAtCurrentPrices([line(2, 150, { quantity: '3', priceTier: '3 for $150' })], dearer)
    expect(lines[0]).toMatchObject({ price: 160, customizations: { quantity: '3', priceTier: '3 for $160' } })
  })

  it('sets apart the lines the server would refuse: gone, out of stock, or a pack no longer sold', () => {
    const stale = [line(1, 150), line(9, 90), line(404, 10), line(2, 290, { quantity: '12' })]
    const { lines, unavailable } = cartAtCurrentPrices(stale, catalogue)
    expect(lines.map((entry) => entry.id)).toEqual([1])
    expect(unavailable.map((entry) => entry.id)).toEqual([9, 404, 2])
  })
})

describe('the weekly special offered in packs', () => {
  const product = (change: Partial<PricedProduct & { isWeeklySpecial: boolean }>) => ({
    id: 2,
    name: 'Weekly Special',
    price: 50,
    categoryId: 1,
    inStock: true,
    isWeeklySpecial: true,
    packs: [...DEFAULT_WEEKLY_SPECIAL_PACKS],
    ...change,
  })

  it('is the flagged product in stock with packs to sell, never one whose packs the server would refuse', () => {
    expect(offeredWeeklySpecial([product({ id: 3, isWeeklySpecial: false }), product({})])?.id).toBe(2)
    expect(offeredWeeklySpecial([product({ packs: [] })])).toBeUndefined()
    expect(offeredWeeklySpecial([product({ packs: null })])).toBeUndefined()
    expect(offeredWeeklySpecial([product({ inStock: false })])).toBeUndefined()
    expect(offeredWeeklySpecial(undefined)).toBeUndefined()
  })
})
