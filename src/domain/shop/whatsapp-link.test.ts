import { describe, expect, it } from 'vitest'
import { whatsappDigits } from '../customers/phone'
import { whatsappChatLink } from './whatsapp-link'

describe('whatsappDigits', () => {
  it.each([
    ['+52 999 123 4567', '529991234567'],
    ['999-123-4567', '529991234567'],
    ['+52 1 999 123 4567', '529991234567'],
    ['5219991234567', '529991234567'],
    ['+1 (415) 555-2671', '14155552671'],
  ])('turns %s into %s', (input, digits) => {
    expect(whatsappDigits(input)).toBe(digits)
  })
})

describe('whatsappChatLink', () => {
  it('uses the default inquiry text, URL-encoded', () => {
    expect(whatsappChatLink('+529991234567')).toBe("https://wa.me/529991234567?text=Hello%2C%20I'd%20like%20to%20inquire%20about%20an%20order.")
  })

  it('encodes accents, ampersands, hashes and line breaks so the text arrives whole', () => {
    const link = whatsappChatLink('+529991234567', 'Pedido #12 & más\nGracias')
    expect(link).toBe('https://wa.me/529991234567?text=Pedido%20%2312%20%26%20m%C3%A1s%0AGracias')
    expect(new URL(link).searchParams.get('text')).toBe('Pedido #12 & más\nGracias')
  })
})
