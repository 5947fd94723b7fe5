import { expect, it } from 'vitest'
import { clabeCheckDigit, isValidClabe } from './clabe'

it.each([
  ['002010077777777771', true],
  ['032180000118359719', true],
  ['002 010 07777777777 1', true],
  ['002010077777777772', false],
  ['00201007777777777', false],
  ['0020100777777777712', false],
  ['00201007777777777a', false],
])('CLABE %s valid: %s', (clabe, expected) => {
  expect(isValidClabe(clabe)).toBe(expected)
})

it('computes the check digit with weights 3, 7, 1', () => {
  expect(clabeCheckDigit('00201007777777777')).toBe(1)
})
