import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { errorBody } from '../../../domain/error-body'
import { text } from '../../../domain/written-text'
import { switchLanguage, translator } from '../../i18n/i18n'
import { ApiError, refusalOf } from '../../lib/api-client'
import { orderFailureText } from './order-failure-text'

const t = translator.t

// The errors catalogue arrives as a chunk of its own (i18n.ts); switching loads it.
beforeAll(() => switchLanguage('en'))

afterEach(async () => {
  await switchLanguage('en')
})

const PRICE_REFUSAL = refusalOf(
  400,
  errorBody('validation', text('order_not_in_catalogue'), [
    { path: 'items.0.price', message: text('price_is', { product: 'Artisan Sourdough', price: '$150.00' }) },
    { path: 'order.total', message: text('order_total_is', { total: '$150.00' }) },
  ]),
)

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
    const full = refusalOf(
      409,
      errorBody('date_full', text('date_fully_booked', { date: '2026-11-24' }), [{ path: 'order.pickupDate', message: text('day_full') }]),
    )
    expect(orderFailureText(full, t)).toBe('Revisa tus datos: order.pickupDate: Este día ya está lleno')
    expect(orderFailureText(refusalOf(409, errorBody('date_full', text('date_fully_booked', { date: '2026-11-24' }))), t)).toBe(
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
