import { describe, expect, it } from 'vitest'
import { calendarLocaleOf } from '../components/ui/calendar-locale'
import { type DateStyle, formatDate, formatMoney, formatMoneyMxn } from './format'

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
  ]

  it.each(cases)('writes a bakery day in the %s style in English and Spanish', (style, english, spanish) => {
    const day = style === 'longPadded' ? '2026-11-05' : '2026-11-24'
    expect(formatDate(day, style, 'en')).toBe(english)
    expect(formatDate(day, style, 'es')).toBe(spanish)
  })

  it('keeps a yyyy-MM-dd day on its calendar day', () => {
    expect(formatDate('2026-01-01', 'long', 'en')).toBe('January 1, 2026')
  })

  it('writes an instant with its time of day', () => {
    const instant = new Date(2026, 10, 22, 16, 30)
    expect(formatDate(instant, 'dateTime', 'en')).toBe('Nov 22, 2026, 4:30 PM')
    expect(formatDate(instant, 'dateTime', 'es')).toBe('22 nov 2026, 4:30 p.m.')
  })

  it('gives null for a missing or unreadable date', () => {
    expect(formatDate(undefined, 'long', 'en')).toBeNull()
    expect(formatDate('not a date', 'long', 'es')).toBeNull()
  })
})

describe('calendarLocaleOf', () => {
  it('names months in the active language', () => {
    expect(calendarLocaleOf('es').code).toBe('es')
    expect(calendarLocaleOf('en').code).toBe('en-US')
  })
})
