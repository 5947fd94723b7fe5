import { describe, expect, it } from 'vitest'
import { availableDateChangeSchema } from '../schedule/available-date-schemas'
import { readWritten } from '../written-text'
import { productInputSchema } from './product-schemas'

const product = (fields: Record<string, unknown>) => productInputSchema.safeParse({ name: 'Concha', ...fields })
const keysOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), readWritten(issue.message)?.key]) ?? []

describe('a product price', () => {
  it('is a number, or a decimal typed as text', () => {
    expect(product({ price: 150 }).data?.price).toBe(150)
    expect(product({ price: '150.50' }).data?.price).toBe(150.5)
  })

  it('is never made of something else: nothing sent is no price, not a free product', () => {
    for (const price of [null, '', undefined, Number.NaN]) expect(keysOf(product({ price })), String(price)).toEqual([['price', 'price_required']])
    for (const price of [true, [], [99], '0x10', '1e3', 'abc', {}]) {
      expect(keysOf(product({ price })), JSON.stringify(price)).toEqual([['price', 'price_not_number']])
    }
    expect(keysOf(product({ price: 150, packs: [{ count: 1, price: null }] }))).toEqual([['packs.0.price', 'price_required']])
  })

  it('of a pack or a cake size is more than nothing: at $0 it would be given away', () => {
    expect(keysOf(product({ price: 95, isWeeklySpecial: true, packs: [{ count: 1, price: 0 }] }))).toEqual([['packs.0.price', 'own_price_free']])
    expect(product({ price: 95, isWeeklySpecial: true, packs: [{ count: 1, price: 0.5 }] }).success).toBe(true)
    expect(keysOf(product({ price: 400, categoryId: 1, sizePrices: [{ size: '6"', price: 0 }] }))).toEqual([['sizePrices.0.price', 'own_price_free']])
  })

  it('says what is wrong with a number out of range', () => {
    expect(keysOf(product({ price: -1 }))).toEqual([['price', 'price_negative']])
    expect(keysOf(product({ price: 100_000 }))).toEqual([['price', 'price_too_high']])
  })
})

describe('a product image', () => {
  it('is one the shop serves itself, as its pages show no other (img-src self)', () => {
    for (const imageUrl of ['', '/images/artisan-sourdough.svg', '/photos/12-640.webp'])
      expect(product({ price: 1, imageUrl }).success, imageUrl).toBe(true)
    for (const imageUrl of [
      'javascript:alert(1)',
      'https://cdn.example.com/pan.jpg',
      '//cdn.example.com/pan.jpg',
      '/\\cdn.example.com/pan.jpg',
      'images/pan.svg',
    ]) {
      expect(keysOf(product({ price: 1, imageUrl })), imageUrl).toEqual([['imageUrl', 'image_url_own']])
    }
  })
})

describe('a day’s order limit', () => {
  it('is a whole number, or one typed as text, and nothing else', () => {
    expect(availableDateChangeSchema.safeParse({ maxOrders: '7' }).data?.maxOrders).toBe(7)
    for (const maxOrders of [[5], true, null, '', ' 7x'])
      expect(availableDateChangeSchema.safeParse({ maxOrders }).success, JSON.stringify(maxOrders)).toBe(false)
  })
})
