import { describe, expect, it } from 'vitest'
import { DEFAULT_PICKUP_WINDOWS } from '../planning/pickup-windows'
import { assertOfferedWindow, assertStandingPayment, catalogueRefusal, repeatWindow, standingPaymentMethods } from './repeat-order'

const window = (start: string, end: string) => ({ start, end, limit: null })

describe('a repeated order', () => {
  it.each([
    ['keeps its window while the shop offers it', DEFAULT_PICKUP_WINDOWS, '1:00 PM - 3:00 PM', '1:00 PM - 3:00 PM'],
    [
      'moves to the window starting nearest to a removed one',
      [window('07:00', '09:00'), window('10:00', '12:00')],
      '9:00 AM - 11:00 AM',
      '10:00 AM - 12:00 PM',
    ],
    ['takes the earlier of two windows as near', [window('10:00', '12:00'), window('08:00', '10:00')], '9:00 AM - 11:00 AM', '8:00 AM - 10:00 AM'],
  ])('%s', (_, windows, stored, expected) => {
    expect(repeatWindow(windows, stored)).toBe(expected)
  })

  it('takes a new window only from those the shop offers now', () => {
    expect(() => assertOfferedWindow(DEFAULT_PICKUP_WINDOWS, '11:00 AM - 1:00 PM')).not.toThrow()
    expect(() => assertOfferedWindow(DEFAULT_PICKUP_WINDOWS, '8:00 AM - 9:00 AM')).toThrow(expect.objectContaining({ code: 'validation' }))
  })

  it.each([
    ['nothing while the catalogue sells every line', [true, true], null],
    ['a product out of stock', [true, false], 'out_of_stock'],
    ['a product removed, before one out of stock', [false, undefined], 'product_removed'],
  ] as const)('says the catalogue refuses it for %s', (_, stock, expected) => {
    const catalogue = new Map(stock.flatMap((inStock, index) => (inStock === undefined ? [] : [[index + 1, { inStock }] as const])))
    const lines = stock.map((_, index) => ({ productId: index + 1 }))
    expect(catalogueRefusal(lines, catalogue)).toBe(expected)
  })

  it('is paid by transfer only once the shop has a CLABE', () => {
    expect(standingPaymentMethods({ bankClabe: ' ' })).toEqual(['cash'])
    expect(standingPaymentMethods({ bankClabe: '002180000000000006' })).toEqual(['cash', 'bank_transfer'])
    expect(() => assertStandingPayment('bank_transfer', { bankClabe: '' })).toThrow(expect.objectContaining({ code: 'validation' }))
    expect(() => assertStandingPayment('cash', { bankClabe: '' })).not.toThrow()
  })
})
