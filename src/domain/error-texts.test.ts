import { describe, expect, it } from 'vitest'
import { englishOf, readText } from './error-texts'
import { text } from './written-text'

describe('texts by key', () => {
  it('writes a key alone, or with its values after a colon', () => {
    expect(text('day_full')).toBe('day_full')
    expect(text('date_fully_booked', { date: '2026-11-24' })).toBe('date_fully_booked:{"date":"2026-11-24"}')
  })

  it('reads back the key and values it wrote', () => {
    expect(readText(text('product_left_on_date', { left: 2, name: 'Concha', date: '2026-11-24' }))).toEqual({
      key: 'product_left_on_date',
      values: { left: 2, name: 'Concha', date: '2026-11-24' },
    })
  })

  it('reads nothing from a sentence, an unknown key or broken values', () => {
    expect(readText('This day is fully booked')).toBeUndefined()
    expect(readText('no_such_key')).toBeUndefined()
    expect(readText('date_fully_booked:{"date":')).toBeUndefined()
  })

  it('says a text in English with its values in place, and anything else as it came', () => {
    expect(englishOf(text('date_fully_booked', { date: '2026-11-24' }))).toBe('2026-11-24 is fully booked. Please choose another day.')
    expect(englishOf(text('day_full'))).toBe('This day is fully booked')
    expect(englishOf('Too big: expected string to have <=200 characters')).toBe('Too big: expected string to have <=200 characters')
  })
})
