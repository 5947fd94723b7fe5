import { describe, expect, it } from 'vitest'
import { isPostalCode, isYucatanPostalCode } from './postal-code'

describe('isPostalCode', () => {
  it.each([
    ['97000', true],
    ['06700', true],
    [' 97130 ', true],
    ['9700', false],
    ['970000', false],
    ['97 000', false],
    ['9700A', false],
    // Mexico's codes start at 01000: no state has 00.
    ['00000', false],
    ['00999', false],
    ['01000', true],
    ['', false],
  ])('reads %j as a postal code: %s', (value, expected) => {
    expect(isPostalCode(value)).toBe(expected)
  })
})

describe('isYucatanPostalCode', () => {
  it.each([
    ['97000', true],
    ['97999', true],
    ['97130', true],
    ['97302', true],
    ['96999', false],
    ['98000', false],
    ['77500', false],
    ['06700', false],
    ['9700', false],
    ['97x00', false],
  ])('places %s in Yucatán: %s', (value, expected) => {
    expect(isYucatanPostalCode(value)).toBe(expected)
  })
})
