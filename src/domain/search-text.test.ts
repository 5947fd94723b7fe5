import { describe, expect, it } from 'vitest'
import { ACCENTED, foldForSearch, PLAIN } from './search-text'

describe('foldForSearch', () => {
  it('drops capitals and accents, as the SQL twin does with its letters', () => {
    expect(foldForSearch('MARÍA Ñúñez Ávila')).toBe('maria nunez avila')
    expect(foldForSearch(ACCENTED)).toBe(PLAIN)
  })
})
