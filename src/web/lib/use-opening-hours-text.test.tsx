import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_OPENING_HOURS } from '../../domain/shop/shop-facts'
import { switchLanguage } from '../i18n/i18n'
import { useOpeningHoursText } from './use-opening-hours-text'

beforeAll(() => switchLanguage('en'))
afterEach(() => act(() => switchLanguage('en')))

function linesIn() {
  const { result } = renderHook(() => useOpeningHoursText())
  return DEFAULT_OPENING_HOURS.map(result.current)
}

describe('opening hours as customers read them', () => {
  it('in English, as spec §9 writes them', () => {
    expect(linesIn()).toEqual([
      { days: 'Tuesday - Friday', hours: '7:00 AM - 7:00 PM' },
      { days: 'Saturday', hours: '8:00 AM - 5:00 PM' },
    ])
  })

  it('in Spanish, as Mérida writes them', async () => {
    await act(() => switchLanguage('es'))
    expect(linesIn()).toEqual([
      { days: 'Martes a viernes', hours: '7:00 a.m. – 7:00 p.m.' },
      { days: 'Sábado', hours: '8:00 a.m. – 5:00 p.m.' },
    ])
  })

  it('a range across the weekend and minutes past the hour', async () => {
    await act(() => switchLanguage('es'))
    const { result } = renderHook(() => useOpeningHoursText())
    expect(result.current({ fromDay: 6, toDay: 0, opens: '06:30', closes: '12:45' })).toEqual({
      days: 'Sábado a domingo',
      hours: '6:30 a.m. – 12:45 p.m.',
    })
  })
})
