import { describe, expect, it } from 'vitest'
import { greetingName, maskedPhone } from './customer-masking'

describe('greetingName', () => {
  it.each([
    ['María González', 'María'],
    ['María Fernanda González López', 'María'],
    ['  josé   pérez ', 'José'],
    ['Óscar Ávila', 'Óscar'],
    ['Lupita', 'Lupita'],
    ['', ''],
    ['   ', ''],
  ])('greets %j as %j, with no last name', (name, expected) => {
    expect(greetingName(name)).toBe(expected)
  })
})

describe('maskedPhone', () => {
  it.each([
    ['+529991234567', '•••• 4567'],
    ['12', '••••'],
  ])('shows %j as %j', (phone, expected) => {
    expect(maskedPhone(phone)).toBe(expected)
  })
})
