import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18next, switchLanguage } from '../../i18n/i18n'
import { ApiError } from '../../lib/api-client'
import { orderFailureText } from './order-failure-text'

const t = i18next.t.bind(i18next)

// The errors catalogue arrives as a chunk of its own (i18n.ts); switching loads it.
beforeAll(() => switchLanguage('en'))

afterEach(async () => {
  await switchLanguage('en')
})

const PRICE_REFUSAL = new ApiError(400, 'The order does not match the catalogue', 'validation', [
  { path: 'items.0.price', message: 'The price of Artisan Sourdough is $150.00' },
  { path: 'order.total', message: 'The order total is $150.00' },
])

describe('orderFailureText', () => {
  it('lists the server field errors as "Validation error: path: message, ..."', () => {
    expect(orderFailureText(PRICE_REFUSAL, t)).toBe(
      'Validation error: items.0.price: The price of Artisan Sourdough is $150.00, order.total: The order total is $150.00',
    )
  })

  it('lists each field error in Spanish, with its values, for a Spanish visitor', async () => {
    await switchLanguage('es')
    expect(orderFailureText(PRICE_REFUSAL, t)).toBe(
      'Revisa tus datos: items.0.price: El precio de Artisan Sourdough es $150.00, order.total: El total del pedido es $150.00',
    )
    const full = new ApiError(409, '2026-11-24 is fully booked. Please choose another day.', 'date_full', [
      { path: 'order.pickupDate', message: 'This day is fully booked' },
    ])
    expect(orderFailureText(full, t)).toBe('Revisa tus datos: order.pickupDate: Este día ya está lleno')
    expect(orderFailureText(new ApiError(409, '2026-11-24 is fully booked. Please choose another day.', 'date_full'), t)).toBe(
      'El 24 de noviembre de 2026 ya está lleno. Por favor elige otro día.',
    )
  })

  it('shows the raw message when there are no field errors', () => {
    expect(orderFailureText(new ApiError(409, 'That day is full'), t)).toBe('That day is full')
  })

  it("says the bakery could not be reached instead of the browser's 'Failed to fetch'", async () => {
    expect(orderFailureText(new TypeError('Failed to fetch'), t)).toBe("We couldn't reach the bakery. Check your connection and try again.")
    await switchLanguage('es')
    expect(orderFailureText(new TypeError('Failed to fetch'), t)).toBe(
      'No pudimos comunicarnos con la panadería. Revisa tu conexión e inténtalo de nuevo.',
    )
  })

  it('falls back to the default text', () => {
    expect(orderFailureText(undefined, t)).toBe('There was a problem placing your order.')
  })
})
