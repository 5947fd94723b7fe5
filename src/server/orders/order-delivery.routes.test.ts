import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { createCustomer, nextPhone, openDates, sourdoughOrder } from '../test-support/order-fixtures'

/** customerBody's address, as the shop writes it out. */
const SAVED_ADDRESS = 'Calle 60 #491 x 57 y 59, Centro, Mérida, Yucatán, 97000'

describeOnEachDatabase('switching an order between pickup and delivery', (shop) => {
  const placePickup = async () => {
    const [day] = await openDates(shop)
    const placed = await shop.call('POST', '/api/orders', sourdoughOrder(await createCustomer(shop), day!, 1))
    expect(placed.status).toBe(201)
    return placed.body as { id: number; accessToken: string }
  }

  it('lets staff make a pickup a delivery, to a typed address or the saved one, and back, writing nothing refused', async () => {
    const cookie = await shop.signIn()
    const order = await placePickup()
    const change = (body: object) => shop.call('PATCH', `/api/orders/${order.id}/delivery`, body, { cookie })

    const typed = await change({ isDelivery: true, deliveryAddress: 'Calle 47 #512 x 62, Santa Ana' })
    expect(typed.status).toBe(200)
    expect(typed.body).toMatchObject({ isDelivery: true, deliveryMethod: 'delivery', deliveryAddress: 'Calle 47 #512 x 62, Santa Ana' })
    // The customer's link shows the address typed for this order.
    const seen = await shop.call('GET', `/api/orders/${order.id}?token=${order.accessToken}`)
    expect(seen.body).toMatchObject({ isDelivery: true, deliveryAddress: 'Calle 47 #512 x 62, Santa Ana' })

    const saved = await change({ isDelivery: true, deliveryAddress: null })
    expect(saved.body).toMatchObject({ isDelivery: true, deliveryAddress: SAVED_ADDRESS })
    // The saved address is staff's to read, never the link's.
    expect((await shop.call('GET', `/api/orders/${order.id}?token=${order.accessToken}`)).body.deliveryAddress).toBeNull()

    const pickup = await change({ isDelivery: false, deliveryAddress: 'ignored' })
    expect(pickup.body).toMatchObject({ isDelivery: false, deliveryMethod: 'pickup', deliveryAddress: null })

    // Letters that show nothing (Hangul fillers) are no address.
    expect((await change({ isDelivery: true, deliveryAddress: '\u3164'.repeat(10) })).status).toBe(400)
    const tooShort = await change({ isDelivery: true, deliveryAddress: '...' })
    expect(tooShort.status).toBe(400)
    expect(tooShort.body).toMatchObject({ code: 'validation', errors: [{ path: 'deliveryAddress', key: 'delivery_address_required' }] })
    expect((await change({ isDelivery: true, extra: 1 })).status).toBe(400)
    expect((await shop.call('GET', `/api/orders/${order.id}`, undefined, { cookie })).body).toMatchObject({ isDelivery: false })
  })

  it('refuses a delivery without an address when the customer has none saved', async () => {
    const cookie = await shop.signIn()
    const [day] = await openDates(shop)
    const customer = await shop.call('POST', '/api/customers/staff', { name: 'Beto Pérez', phone: nextPhone() }, { cookie })
    expect(customer.status).toBe(201)
    const placed = await shop.call('POST', '/api/orders', sourdoughOrder(customer.body.id, day!, 1), { cookie })
    expect(placed.status).toBe(201)
    // A customer staff added with a name and a number only: there is nowhere to deliver to.
    const refused = await shop.call('PATCH', `/api/orders/${placed.body.id}/delivery`, { isDelivery: true }, { cookie })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'deliveryAddress', key: 'delivery_address_required' })])
  })

  it('keeps where a completed or cancelled order went, and is for staff only', async () => {
    const cookie = await shop.signIn()
    const order = await placePickup()
    expect((await shop.call('PATCH', `/api/orders/${order.id}/delivery`, { isDelivery: true })).status).toBe(401)
    await shop.call('PATCH', `/api/orders/${order.id}/status`, { status: 'completed' }, { cookie })
    const refused = await shop.call('PATCH', `/api/orders/${order.id}/delivery`, { isDelivery: true }, { cookie })
    expect(refused.status).toBe(409)
    expect(refused.body.errors[0]).toMatchObject({ path: 'isDelivery', key: 'order_delivery_final' })
    expect((await shop.call('PATCH', '/api/orders/999999/delivery', { isDelivery: false }, { cookie })).status).toBe(404)
  })
})
