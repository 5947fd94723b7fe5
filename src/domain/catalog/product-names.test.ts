import { describe, expect, it } from 'vitest'
import { productNamed, productNameIn } from './product-names'

describe('productNameIn', () => {
  const loaf = { name: 'Artisan Sourdough', nameEs: 'Pan de masa madre' }

  it('gives Spanish readers the Spanish name and English readers the English one', () => {
    expect(productNameIn(loaf, 'es')).toBe('Pan de masa madre')
    expect(productNameIn(loaf, 'en')).toBe('Artisan Sourdough')
  })

  it('falls back to the English name where staff gave no Spanish one', () => {
    expect(productNameIn({ name: 'Concha', nameEs: null }, 'es')).toBe('Concha')
    expect(productNameIn({ name: 'Concha', nameEs: '' }, 'es')).toBe('Concha')
  })
})

describe('productNamed', () => {
  it('names a product in a refusal with both its names, under the key the message uses', () => {
    expect(productNamed({ name: 'Artisan Sourdough', nameEs: 'Pan de masa madre' })).toEqual({
      name: 'Artisan Sourdough',
      nameEs: 'Pan de masa madre',
    })
    expect(productNamed({ name: 'Carrot Cake', nameEs: 'Pastel de zanahoria' }, 'product')).toEqual({
      product: 'Carrot Cake',
      productEs: 'Pastel de zanahoria',
    })
    expect(productNamed({ name: 'Concha', nameEs: null })).toEqual({ name: 'Concha' })
  })
})
