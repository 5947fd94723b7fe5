import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { switchLanguage } from '../i18n/i18n'
import { useCatalogueText } from './use-catalogue-text'

beforeAll(() => switchLanguage('en'))
afterEach(() => act(() => switchLanguage('en')))

const sourdough = { name: 'Artisan Sourdough', nameEs: 'Pan de masa madre artesanal', description: 'Our loaf', descriptionEs: 'Nuestro pan' }
const untranslated = { name: 'Concha', nameEs: null, description: 'Sweet bread', descriptionEs: '' }

describe('catalogue texts', () => {
  it('are the English ones for English readers', () => {
    const { result } = renderHook(() => useCatalogueText())
    expect([result.current.name(sourdough), result.current.description(sourdough)]).toEqual(['Artisan Sourdough', 'Our loaf'])
  })

  it('are the Spanish ones for Spanish readers, and the English where staff gave no Spanish', async () => {
    await act(() => switchLanguage('es'))
    const { result } = renderHook(() => useCatalogueText())
    expect([result.current.name(sourdough), result.current.description(sourdough)]).toEqual(['Pan de masa madre artesanal', 'Nuestro pan'])
    expect([result.current.name(untranslated), result.current.description(untranslated)]).toEqual(['Concha', 'Sweet bread'])
    // A cart saved before lines carried a Spanish name.
    expect(result.current.name({ name: 'Artisan Sourdough' })).toBe('Artisan Sourdough')
  })
})
