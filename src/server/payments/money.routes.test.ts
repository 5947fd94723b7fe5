import { afterAll, beforeAll, expect, it } from 'vitest'
import { orderAmounts, type TaxPolicy } from '../../domain/orders/tax-policy'
import type { Harness } from '../test-support/api-harness'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { startAppWith } from '../test-support/app-with-config'
import { type FakeStripe, startFakeStripe } from '../test-support/fake-stripe'
import { createCustomer, openDates } from '../test-support/order-fixtures'

/** Spec §9: what a customer is charged and an order stores is the sum of price × quantity, unless the owner adds tax. */
describeOnEachDatabase('money, as the spec says by default', (shop) => {
  let stripe: FakeStripe
  let pay: Harness & { close: () => Promise<void> }
  let cookie: string
  let roll: number

  beforeAll(async () => {
    stripe = await startFakeStripe()
    pay = await startAppWith(shop, {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_money',
      STRIPE_WEBHOOK_SECRET: 'whsec_money',
      STRIPE_API_BASE: stripe.url,
    })
    cookie = await pay.signIn()
    // An 80-peso roll beside the 150 loaf.
    const created = await pay.call(
      'POST',
      '/api/products',
      { name: 'Bolillo de masa madre', price: 80, categoryId: 2, availabilityDays: [2, 3, 4, 5, 6], prepTime: 60 },
      { cookie },
    )
    roll = created.body.id
  })
  afterAll(async () => {
    await pay?.close()
    await stripe?.close()
  })

  async function chargeFor(total: number) {
    const [date] = await openDates(pay)
    const placed = await pay.call('POST', '/api/orders', {
      order: { customerId: await createCustomer(pay), total, pickupDate: date, isDelivery: false, paymentMethod: 'card' },
      items: [
        { productId: 1, quantity: 2, price: 150 },
        { productId: roll, quantity: 1, price: 80 },
      ],
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const read = await pay.call('GET', `/api/orders/${placed.body.id}?token=${placed.body.accessToken}`)
    const intent = await pay.call('POST', '/api/create-payment-intent', { orderId: placed.body.id, token: placed.body.accessToken })
    return { stored: placed.body.total, read: read.body.total, charged: stripe.paymentIntents.get(intent.body.paymentIntentId)?.amount }
  }

  it('stores, reads back and charges 380 for 2 × 150 + 1 × 80 with the default settings', async () => {
    expect(await chargeFor(380)).toEqual({ stored: 380, read: 380, charged: 38_000 })
    // The cart page's 'Tax (8%)' total is shown, not charged: a client sending it is refused.
    const [date] = await openDates(pay)
    const refused = await pay.call('POST', '/api/orders', {
      order: { customerId: await createCustomer(pay), total: 410.4, pickupDate: date, isDelivery: false, paymentMethod: 'cash' },
      items: [
        { productId: 1, quantity: 2, price: 150 },
        { productId: roll, quantity: 1, price: 80 },
      ],
    })
    expect(refused.body).toMatchObject({ code: 'validation', errors: [{ path: 'order.total', message: 'The order total is $380.00' }] })
  })

  it.each([
    ['prices include IVA', { taxMode: 'included', taxPercent: 16 }],
    ['tax added at checkout', { taxMode: 'added', taxPercent: 16 }],
    ['the spec default', { taxMode: 'cart_only', taxPercent: 8 }],
  ] as const)('agrees on the amount everywhere when %s', async (_, policy: TaxPolicy) => {
    expect((await pay.call('PUT', '/api/settings', policy, { cookie })).status).toBe(200)
    // What the checkout computes from the same domain rule and sends as the order total.
    const checkoutTotal = orderAmounts(38_000, policy).totalCents / 100
    expect(await chargeFor(checkoutTotal)).toEqual({ stored: checkoutTotal, read: checkoutTotal, charged: Math.round(checkoutTotal * 100) })
  })
})
