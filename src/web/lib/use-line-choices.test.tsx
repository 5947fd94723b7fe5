import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { switchLanguage } from '../i18n/i18n'
import { useLineChoices } from './use-line-choices'

afterEach(async () => {
  await act(() => switchLanguage('en'))
})

function choicesOf(customizations: Record<string, unknown>, unitPrice = 150) {
  const { result } = renderHook(() => useLineChoices())
  return result.current(customizations, unitPrice)
}

describe('useLineChoices', () => {
  it('names the loaf format and the weekly special pack with its price', () => {
    expect(choicesOf({ breadFormat: 'sliced' }, 160)).toEqual(['Format: Sliced'])
    expect(choicesOf({ quantity: '3', priceTier: '3 for $150' })).toEqual(['Pack: 3 for $150 MXN'])
  })

  it('lists size, flavor, note and date in a fixed order and skips empty choices', () => {
    expect(choicesOf({ pickupDate: '2026-11-24', flavor: 'Cinnamon', size: 'Large', specialInstructions: '', breadFormat: undefined })).toEqual([
      'Size: Large',
      'Flavor: Cinnamon',
      'Date: November 24, 2026',
    ])
  })

  it('keeps a stored tier text when the line has no pack size', () => {
    expect(choicesOf({ priceTier: '6 for $280' })).toEqual(['Pack: 6 for $280'])
  })

  it('speaks Spanish when the shop does', async () => {
    await act(() => switchLanguage('es'))
    expect(choicesOf({ breadFormat: 'whole' })).toEqual(['Presentación: Entero'])
    expect(choicesOf({ quantity: '3' })).toEqual(['Paquete: 3 por $150 MXN'])
  })
})
