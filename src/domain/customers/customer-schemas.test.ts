import { describe, expect, it } from 'vitest'
import { text } from '../written-text'
import { customerInputSchema, withReferences } from './customer-schemas'

const customer = {
  name: 'María González',
  email: 'maria@example.mx',
  phone: '999 123 4567',
  streetAddress: 'Calle 60 #491 x 57 y 59',
  colonia: 'Centro',
  city: 'Mérida',
  state: 'Yucatán',
  postalCode: '97000',
}

it.each(['97000', '06700', ' 97130 '])('accepts the five-digit postal code %j, in Yucatán or not', (postalCode) => {
  expect(customerInputSchema.safeParse({ ...customer, postalCode }).success).toBe(true)
})

it.each(['', '9700', '970001', '97 000', '9700A', 'C.P. 97000', '00000'])('refuses the postal code %j with the checkout message', (postalCode) => {
  const result = customerInputSchema.safeParse({ ...customer, postalCode })
  expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['postalCode'], message: text('postal_code_invalid') })])
})

it.each(['', 'abc', '999 123', '123456789012'])('refuses the phone %j with the checkout message, once', (phone) => {
  const result = customerInputSchema.safeParse({ ...customer, phone })
  expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['phone'], message: text('phone_invalid') })])
})

it.each(['\u200b\u200b\u200b', ' \u200b A \u200b '])('refuses a name of invisible characters, %j, as too short', (name) => {
  const result = customerInputSchema.safeParse({ ...customer, name })
  expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['name'], message: text('name_too_short') })])
})

describe('withReferences', () => {
  it('puts the references the customer gave after the address, and nothing when they gave none', () => {
    expect(withReferences('Calle 60 #491, Centro', ' Portón verde ')).toBe('Calle 60 #491, Centro · Portón verde')
    expect(withReferences('Calle 60 #491, Centro', '  ')).toBe('Calle 60 #491, Centro')
    expect(withReferences('Calle 60 #491, Centro', null)).toBe('Calle 60 #491, Centro')
  })
})
