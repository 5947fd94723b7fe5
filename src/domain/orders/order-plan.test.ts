import { describe, expect, it } from 'vitest'
import { deliveryRefusal, type PaymentContext, paymentRefusal } from './order-plan'

const CLABE = '002180000118359710'
const shop = (over: Partial<PaymentContext> = {}): PaymentContext => ({ byStaff: false, cardPayments: true, settings: { bankClabe: CLABE }, ...over })

describe('paymentRefusal', () => {
  it('takes cash always, a transfer with a CLABE and a card with card payments', () => {
    expect(paymentRefusal({ paymentMethod: 'cash' }, shop({ cardPayments: false, settings: { bankClabe: '' } }))).toBeUndefined()
    expect(paymentRefusal({ paymentMethod: 'bank_transfer' }, shop())).toBeUndefined()
    expect(paymentRefusal({ paymentMethod: 'card' }, shop())).toBeUndefined()
  })

  it('refuses a transfer while the shop has no CLABE, on the payment field', () => {
    const refusal = paymentRefusal({ paymentMethod: 'bank_transfer' }, shop({ settings: { bankClabe: ' ' } }))
    expect(refusal?.code).toBe('validation')
    expect(refusal?.errors.map((error) => error.path)).toEqual(['order.paymentMethod'])
  })

  it('refuses a card without card payments, unless staff took it paid at the counter', () => {
    expect(paymentRefusal({ paymentMethod: 'card' }, shop({ cardPayments: false }))?.code).toBe('payments_unavailable')
    expect(paymentRefusal({ paymentMethod: 'card', paymentStatus: 'paid' }, shop({ cardPayments: false }))?.code).toBe('payments_unavailable')
    expect(paymentRefusal({ paymentMethod: 'card', paymentStatus: 'paid' }, shop({ cardPayments: false, byStaff: true }))).toBeUndefined()
  })

  it('lets only staff mark an order paid', () => {
    expect(paymentRefusal({ paymentMethod: 'cash', paymentStatus: 'paid' }, shop())?.code).toBe('forbidden')
    expect(paymentRefusal({ paymentMethod: 'cash', paymentStatus: 'paid' }, shop({ byStaff: true }))).toBeUndefined()
  })
})

describe('deliveryRefusal', () => {
  it('needs nothing for a pickup', () => {
    expect(deliveryRefusal({ isDelivery: false, deliveryAddress: null }, null)).toBeUndefined()
  })

  it('takes a typed address, or the saved one when the customer uses their saved details', () => {
    expect(deliveryRefusal({ isDelivery: true, deliveryAddress: 'Calle 60 #491, Centro' }, null)).toBeUndefined()
    expect(deliveryRefusal({ isDelivery: true, deliveryAddress: null, useSavedAddress: true }, 'Calle 60 #491, Centro')).toBeUndefined()
  })

  it.each([null, '', '   ', 'C 60'])('refuses a delivery to %j with no saved address, on the address field', (deliveryAddress) => {
    const refusal = deliveryRefusal({ isDelivery: true, deliveryAddress, useSavedAddress: true }, null)
    expect(refusal?.errors.map((error) => error.path)).toEqual(['order.deliveryAddress'])
  })
})
