import { describe, expect, it } from 'vitest'
import {
  hasAtMostTwoDecimals,
  hasVisibleText,
  idSchema,
  inputProblem,
  isoDateSchema,
  MAX_INPUT_DEPTH,
  readableLength,
  tidiedInput,
} from './validation'

describe('inputProblem', () => {
  it.each([
    [{ order: { specialInstructions: 'slice\u0000thin' } }, 'order.specialInstructions'],
    [{ items: [{ customizations: { flavor: 'ok' } }, { customizations: { flavor: '\u0000' } }] }, 'items.1.customizations.flavor'],
    [{ 'bad\u0000key': 1 }, 'bad\\0key'],
    ['\u0000', '(root)'],
    [{ fine: 'text', n: 1, none: null }, undefined],
  ])('finds the NUL in %j at %s', (value, path) => {
    expect(inputProblem(value)).toEqual(path === undefined ? undefined : { key: 'nul_character', path })
  })

  const nested = (depth: number): unknown => {
    let value: unknown = 'bottom'
    for (let level = 0; level < depth; level += 1) value = [value]
    return value
  }

  it('takes the deepest nesting a form could send, and refuses one level more where it starts', () => {
    expect(inputProblem({ a: nested(MAX_INPUT_DEPTH - 1) })).toBeUndefined()
    expect(inputProblem({ a: nested(MAX_INPUT_DEPTH) })).toEqual({ key: 'input_too_deep', path: `a${'.0'.repeat(MAX_INPUT_DEPTH - 1)}` })
  })

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(inputProblem(nested(100_000))?.key).toBe('input_too_deep')
  })
})

describe('idSchema', () => {
  it.each(['1', '42', '2147483647'])('reads %s as an id', (text) => {
    expect(idSchema.parse(text)).toBe(Number(text))
  })

  it.each(['0', '0x1', '1e0', ' 1', '01', '1.0', '-1', '2147483648', ''])('refuses %j', (text) => {
    expect(idSchema.safeParse(text).success).toBe(false)
  })
})

describe('isoDateSchema', () => {
  it.each(['2026-12-12', '2000-01-01', '2100-12-31', '2028-02-29'])('reads %s as a date', (text) => {
    expect(isoDateSchema.parse(text)).toBe(text)
  })

  // One problem, said once: a caller shows each message it gets.
  it.each([
    ['abc', 'date_format'],
    ['2026-1-1', 'date_format'],
    ['9999-99-99', 'date_invalid'],
    ['1999-12-31', 'date_invalid'],
    ['2026-02-30', 'date_invalid'],
  ])('refuses %j with one problem, %s', (text, key) => {
    const result = isoDateSchema.safeParse(text)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([key])
  })
})

describe('hasAtMostTwoDecimals', () => {
  it.each([
    [8, true],
    [8.7, true],
    [16.15, true],
    [0.29, true],
    [2.3, true],
    [10.01, true],
    [99_999.99, true],
    [8.125, false],
    [0.001, false],
    [1.005, false],
  ])('%s: %s', (value, verdict) => {
    expect(hasAtMostTwoDecimals(value)).toBe(verdict)
  })
})

describe('tidiedInput', () => {
  it('drops direction controls from every text of a parsed body, and leaves what a parser made otherwise as it is', () => {
    const file = Buffer.from('\u202epng')
    class Upload {
      name = '\u202ex'
    }
    const upload = new Upload()
    const body = { name: 'Ana \u202eevil\u2066', lines: [{ note: '\u202asin sal\u202c' }], count: 2, file, upload }
    expect(tidiedInput(body)).toEqual({ name: 'Ana evil', lines: [{ note: 'sin sal' }], count: 2, file, upload })
    expect((tidiedInput(body) as { upload: Upload }).upload.name).toBe('\u202ex')
  })

  it('composes letters typed apart from their accents, as a search reads them', () => {
    const decomposed = 'Rene\u0301e Iba\u0301n\u0303ez'
    expect(tidiedInput({ name: decomposed })).toEqual({ name: 'Renée Ibáñez' })
    expect((tidiedInput({ name: decomposed }) as { name: string }).name).toHaveLength('Renée Ibáñez'.length)
  })
})

describe('text that shows nothing', () => {
  it('counts no letter a filler shows as blank, nor a message of zero-width characters', () => {
    expect(readableLength('\u3164'.repeat(10))).toBe(0)
    expect(readableLength('Calle 60\u200b')).toBe(7)
    expect(hasVisibleText('\u3164\u200b \u200d')).toBe(false)
    expect(hasVisibleText('🥖')).toBe(true)
  })
})
