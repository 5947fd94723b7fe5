import { describe, expect, it } from 'vitest'
import { i18next } from '../../i18n/i18n'
import { ApiError } from '../../lib/api-client'
import { orderFailureText } from './order-failure-text'

const t = i18next.t.bind(i18next)

describe('orderFailureText', () => {
  it('lists the server field errors as "Validation error: path: message, ..."', () => {
    const error = new ApiError(400, 'The order does not match the catalogue', 'invalid_input', [
      { path: 'items.0.price', message: 'The price of Artisan Sourdough is $150.00' },
      { path: 'order.total', message: 'The order total is $150.00' },
    ])
    expect(orderFailureText(error, t)).toBe(
      'Validation error: items.0.price: The price of Artisan Sourdough is $150.00, order.total: The order total is $150.00',
    )
  })

  it('shows the raw message when there are no field errors', () => {
    expect(orderFailureText(new ApiError(409, 'That day is full'), t)).toBe('That day is full')
  })

  it('falls back to the default text', () => {
    expect(orderFailureText(undefined, t)).toBe('There was a problem placing your order.')
  })
})
