import { describe, expect, it } from 'vitest'
import { idSchema, nulCharacterPath } from './validation'

describe('nulCharacterPath', () => {
  it.each([
    [{ order: { specialInstructions: 'slice\u0000thin' } }, 'order.specialInstructions'],
    [{ items: [{ customizations: { flavor: 'ok' } }, { customizations: { flavor: '\u0000' } }] }, 'items.1.customizations.flavor'],
    [{ 'bad\u0000key': 1 }, 'bad\\0key'],
    ['\u0000', '(root)'],
    [{ fine: 'text', n: 1, none: null }, undefined],
  ])('finds the NUL in %j at %s', (value, path) => {
    expect(nulCharacterPath(value)).toBe(path)
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
