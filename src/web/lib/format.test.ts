import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TIME_SLOTS } from '../../domain/orders/order-status'
import { calendarLocaleOf } from '../components/ui/calendar-locale'
import { switchLanguage } from '../i18n/i18n'
import { type DateStyle, formatDate, formatMoney, formatMoneyMxn, formatTimeSlot, useFormatters } from './format'
import { formatPhone } from './format-phone'
import { settingsQueries } from './queries/settings'
import { createQueryClient } from './query-client'

/** Runs a test as if the browser were in another time zone than the bakery's. */
function inBrowserTimeZone(zone: string) {
  let before: string | undefined
  beforeEach(() => {
    before = process.env.TZ
    process.env.TZ = zone
  })
  afterEach(() => {
    if (before === undefined) delete process.env.TZ
    else process.env.TZ = before
  })
}

describe('formatMoney', () => {
  it.each([
    ['en', 1234.5, '$1,234.50'],
    ['es', 1234.5, '$1,234.50'],
    ['es', 150, '$150.00'],
    ['en', 0, '$0.00'],
  ])('writes %s %d as %s', (language, pesos, text) => {
    expect(formatMoney(pesos, language)).toBe(text)
  })

  it('adds the MXN marker where dollars could be read', () => {
    expect(formatMoneyMxn(150, 'es')).toBe('$150.00 MXN')
    expect(formatMoneyMxn(1234.5, 'en')).toBe('$1,234.50 MXN')
  })
})

describe('formatDate', () => {
  const cases: [DateStyle, string, string][] = [
    ['long', 'November 24, 2026', '24 de noviembre de 2026'],
    ['longPadded', 'November 05, 2026', '05 de noviembre de 2026'],
    ['medium', 'Nov 24, 2026', '24 nov 2026'],
    ['weekday', 'Tue, Nov 24, 2026', 'mar, 24 de nov de 2026'],
    ['longWeekday', 'Tuesday, November 24, 2026', 'martes, 24 de noviembre de 2026'],
    ['shortWeekdayDay', 'Tue, Nov 24', 'mar 24 de nov'],
  ]

  it.each(cases)('writes a bakery day in the %s style in English and Spanish', (style, english, spanish) => {
    const day = style === 'longPadded' ? '2026-11-05' : '2026-11-24'
    expect(formatDate(day, style, 'en')).toBe(english)
    expect(formatDate(day, style, 'es')).toBe(spanish)
  })

  it('keeps a yyyy-MM-dd day on its calendar day', () => {
    expect(formatDate('2026-01-01', 'long', 'en')).toBe('January 1, 2026')
  })

  it('writes an instant with its time of day in the bakery time zone', () => {
    const instant = new Date('2026-11-22T22:30:00Z')
    expect(formatDate(instant, 'dateTime', 'en')).toBe('Nov 22, 2026, 4:30 PM')
    expect(formatDate(instant, 'dateTime', 'es')).toBe('22 nov 2026, 4:30 p.m.')
    expect(formatDate('2026-11-22T22:30:00.000Z', 'dateTime', 'en', 'America/Cancun')).toBe('Nov 22, 2026, 5:30 PM')
  })

  it('gives null for a missing or unreadable date', () => {
    expect(formatDate(undefined, 'long', 'en')).toBeNull()
    expect(formatDate('not a date', 'long', 'es')).toBeNull()
  })
})

describe('formatDate in a browser far from Mérida', () => {
  inBrowserTimeZone('Asia/Tokyo')

  it('shows an order placed at 4:30 PM in Mérida at 4:30 PM, on its Mérida day, not at Tokyo time', () => {
    // 22:30 UTC is 16:30 in Mérida and 07:30 the next morning in Tokyo.
    expect(formatDate('2026-11-22T22:30:00.000Z', 'dateTime', 'en')).toBe('Nov 22, 2026, 4:30 PM')
    expect(formatDate('2026-11-22T22:30:00.000Z', 'dateTime', 'es')).toBe('22 nov 2026, 4:30 p.m.')
    expect(formatDate('2026-11-22T22:30:00.000Z', 'medium', 'en')).toBe('Nov 22, 2026')
  })

  it('keeps a bakery day on its calendar day', () => {
    expect(formatDate('2026-11-24', 'long', 'es')).toBe('24 de noviembre de 2026')
  })
})

describe('useFormatters', () => {
  inBrowserTimeZone('Europe/Madrid')

  afterEach(async () => {
    await act(() => switchLanguage('en'))
  })

  function withSettings(timeZone: string) {
    const queryClient = createQueryClient()
    queryClient.setQueryData(settingsQueries.shop().queryKey, { timeZone } as never)
    return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children)
  }

  it("shows times of day in the time zone the shop's settings name, not the browser's", () => {
    const { result } = renderHook(() => useFormatters(), { wrapper: withSettings('America/Merida') })
    expect(result.current.formatDate('2026-11-22T22:30:00.000Z', 'dateTime')).toBe('Nov 22, 2026, 4:30 PM')
    const cancun = renderHook(() => useFormatters(), { wrapper: withSettings('America/Cancun') })
    expect(cancun.result.current.formatDate('2026-11-22T22:30:00.000Z', 'dateTime')).toBe('Nov 22, 2026, 5:30 PM')
  })

  it('uses the bakery default outside a query client, and writes slots and phones in Spanish', async () => {
    await act(() => switchLanguage('es'))
    const { result } = renderHook(() => useFormatters())
    await waitFor(() => expect(result.current.language).toBe('es'))
    expect(result.current.formatDate('2026-11-22T22:30:00.000Z', 'dateTime')).toBe('22 nov 2026, 4:30 p.m.')
    expect(result.current.formatTimeSlot('1:00 PM - 3:00 PM')).toBe('1:00 p.m. – 3:00 p.m.')
    expect(result.current.formatPhone('+529991234567')).toBe('+52 999 123 4567')
  })
})

describe('formatTimeSlot', () => {
  it('writes every slot in the active locale, English as the spec writes it', () => {
    expect(TIME_SLOTS.map((slot) => formatTimeSlot(slot, 'en'))).toEqual([...TIME_SLOTS])
    expect(TIME_SLOTS.map((slot) => formatTimeSlot(slot, 'es'))).toEqual([
      '9:00 a.m. – 11:00 a.m.',
      '11:00 a.m. – 1:00 p.m.',
      '1:00 p.m. – 3:00 p.m.',
      '3:00 p.m. – 5:00 p.m.',
    ])
  })

  it('shows a text that is not a slot as it is', () => {
    expect(formatTimeSlot('Afternoon', 'es')).toBe('Afternoon')
  })
})

describe('formatPhone', () => {
  it.each([
    ['+529991234567', '+52 999 123 4567'],
    ['+52 999 123 4567', '+52 999 123 4567'],
    ['+5215512345678', '+52 55 1234 5678'],
    ['+52 (33) 1234-5678', '+52 33 1234 5678'],
  ])('writes the Mexican number %s as %s', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown)
  })

  it.each(['+14155550123', '9991234567', 'call us'])('shows %s as it came', (raw) => {
    expect(formatPhone(raw)).toBe(raw)
  })
})

describe('calendarLocaleOf', () => {
  it('names months in the active language', () => {
    expect(calendarLocaleOf('es').code).toBe('es')
    expect(calendarLocaleOf('en').code).toBe('en-US')
  })
})
