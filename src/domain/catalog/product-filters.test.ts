import { describe, expect, it } from 'vitest'
import { matchesFilter } from './product-filters'

const bread = { name: 'Pan de fermentación lenta', description: 'Masa madre', nameEs: null, descriptionEs: null, categoryId: 1, tags: [] }
const all = { categoryId: null, tags: [] }

describe('matchesFilter', () => {
  it('finds a product whether or not the visitor types its accents or capitals', () => {
    for (const search of ['fermentacion', 'FERMENTACIÓN', 'fermentación', 'masa']) expect(matchesFilter(bread, { ...all, search }), search).toBe(true)
    expect(matchesFilter(bread, { ...all, search: 'centeno' })).toBe(false)
  })
})
