import { describe, expect, it } from 'vitest'
import { productNameIn } from './product-names'

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
