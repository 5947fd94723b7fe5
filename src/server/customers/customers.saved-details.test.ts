import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { customerBody, nextPhone, openDates } from '../test-support/order-fixtures'

const STORED_ADDRESS = 'Calle 60 #491 x 57 y 59, Centro, Mérida, Yucatán, 97000'

const deliveryOrder = (customerId: number, pickupDate: string, delivery: { deliveryAddress?: string | null; useSavedAddress?: boolean }) => ({
  order: { customerId, total: 150, pickupDate, isDelivery: true, paymentMethod: 'cash', ...delivery },
  items: [{ productId: 1, quantity: 1, price: 150 }],
})

describeOnEachDatabase('customers: ordering with saved details', (shop) => {
  it('lets a returning customer order a delivery with saved details, and never sends those details back', async () => {
    const digits = nextPhone()
    const created = await shop.call('POST', '/api/customers', { ...customerBody(digits), additionalInfo: 'Blue door' })
    expect((await shop.call('GET', `/api/customers/whatsapp/521${digits}`)).status).toBe(200)

    const saved = await shop.call('POST', '/api/customers', { useSavedDetails: true, phone: `+52 1 ${digits}` })
    expect(saved.status).toBe(201)
    expect(saved.body).toEqual({ id: created.body.id })

    const [day] = await openDates(shop)
    const placed = await shop.call('POST', '/api/orders', deliveryOrder(saved.body.id, day as string, { useSavedAddress: true }))
    expect(placed.status).toBe(201)
    // The order's own details only: nothing of the stored customer or of the saved address comes back.
    expect(placed.body.deliveryAddress).toBeNull()
    expect(placed.body.customer).toBeNull()
    const visible = JSON.stringify(placed.body)
    for (const secret of ['González', 'María', 'maria@example.com', digits, 'Calle 60', '#491', 'Blue door', '97000'])
      expect(visible, secret).not.toContain(secret)

    const linkView = await shop.call('GET', `/api/orders/${placed.body.id}?token=${encodeURIComponent(placed.body.accessToken)}`)
    expect(linkView.status).toBe(200)
    expect(linkView.body).toMatchObject({ deliveryAddress: null, customer: null })
    expect(JSON.stringify(linkView.body)).not.toContain('maria@example.com')

    const cookie = await shop.signIn()
    const staffView = await shop.call('GET', `/api/orders/${placed.body.id}`, undefined, { cookie })
    expect(staffView.body).toMatchObject({
      isDelivery: true,
      // With the references the customer gave, where the courier reads them.
      deliveryAddress: `${STORED_ADDRESS} · Blue door`,
      customer: { name: 'María González', email: 'maria@example.com' },
    })
    // The packing list and bag labels (and the today board) say where to deliver, as the orders list does.
    const sheet = await shop.call('GET', `/api/production/${day}`, undefined, { cookie })
    expect(sheet.body.orders.find((order: { id: number }) => order.id === placed.body.id)).toMatchObject({
      isDelivery: true,
      deliveryAddress: `${STORED_ADDRESS} · Blue door`,
    })
  })

  it('lets staff change the saved address a customer who moved tells them about; deliveries to it follow', async () => {
    const created = await shop.call('POST', '/api/customers', customerBody())
    const [day] = await openDates(shop)
    const placed = await shop.call('POST', '/api/orders', deliveryOrder(created.body.id, day as string, { useSavedAddress: true }))
    expect(placed.status).toBe(201)
    const moved = {
      streetAddress: 'Calle 33 #500 x 72',
      colonia: 'Francisco de Montejo',
      city: 'Mérida',
      state: 'Yucatán',
      postalCode: '97203',
      additionalInfo: 'Portón verde',
    }
    expect((await shop.call('PUT', `/api/customers/${created.body.id}/address`, moved)).status).toBe(401)
    const cookie = await shop.signIn()
    const dots = await shop.call('PUT', `/api/customers/${created.body.id}/address`, { ...moved, streetAddress: '.....' }, { cookie })
    expect(dots.status).toBe(400)
    const changed = await shop.call('PUT', `/api/customers/${created.body.id}/address`, moved, { cookie })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ ...moved, address: 'Calle 33 #500 x 72, Francisco de Montejo, Mérida, Yucatán, 97203' })
    // The delivery not yet made goes to where the customer lives now.
    const staffView = await shop.call('GET', `/api/orders/${placed.body.id}`, undefined, { cookie })
    expect(staffView.body.deliveryAddress).toBe('Calle 33 #500 x 72, Francisco de Montejo, Mérida, Yucatán, 97203 · Portón verde')
    expect((await shop.call('PUT', '/api/customers/99999999/address', moved, { cookie })).status).toBe(404)
  })

  it('keeps where a delivery already made went when staff change the saved address, and still never shows it to the link', async () => {
    const created = await shop.call('POST', '/api/customers', customerBody())
    const [day] = await openDates(shop)
    const delivered = await shop.call('POST', '/api/orders', deliveryOrder(created.body.id, day as string, { useSavedAddress: true }))
    const cookie = await shop.signIn()
    for (const status of ['confirmed', 'ready', 'completed']) {
      expect((await shop.call('PATCH', `/api/orders/${delivered.body.id}/status`, { status }, { cookie })).status).toBe(200)
    }
    const moved = { streetAddress: 'Calle 99 #1', colonia: 'Montejo', city: 'Mérida', state: 'Yucatán', postalCode: '97050' }
    expect((await shop.call('PUT', `/api/customers/${created.body.id}/address`, moved, { cookie })).status).toBe(200)
    const staffView = await shop.call('GET', `/api/orders/${delivered.body.id}`, undefined, { cookie })
    expect(staffView.body.deliveryAddress).toBe(STORED_ADDRESS)
    const token = encodeURIComponent(delivered.body.accessToken)
    const linkView = await shop.call('GET', `/api/orders/${delivered.body.id}?token=${token}`)
    expect(linkView.body.deliveryAddress).toBeNull()
  })

  it('delivers to an address typed for this order, and a typed request never overwrites the stored customer', async () => {
    const digits = nextPhone()
    const created = await shop.call('POST', '/api/customers', customerBody(digits))
    const stranger = await shop.call('POST', '/api/customers', {
      ...customerBody(`044${digits}`),
      name: 'Someone Else',
      email: 'someone@example.com',
      streetAddress: 'Calle 21 #100',
      colonia: 'Itzimná',
    })
    expect(stranger.body.id).toBe(created.body.id)
    const [day] = await openDates(shop)
    const typed = 'Calle 21 #100, Itzimná, Mérida, Yucatán, 97100'
    const placed = await shop.call('POST', '/api/orders', deliveryOrder(stranger.body.id, day as string, { deliveryAddress: typed }))
    expect(placed.status).toBe(201)
    expect(placed.body.deliveryAddress).toBe(typed)
    expect(JSON.stringify(placed.body)).not.toMatch(/González|maria@example\.com|#491/)

    const stored = await shop.connection.pool.query('select name, email, street_address from customers where id = $1', [created.body.id])
    expect(stored.rows[0]).toEqual({ name: 'María González', email: 'maria@example.com', street_address: 'Calle 60 #491 x 57 y 59' })
    const cookie = await shop.signIn()
    const staffView = await shop.call('GET', `/api/orders/${placed.body.id}`, undefined, { cookie })
    expect(staffView.body.deliveryAddress).toBe(typed)
  })

  it('never lets a later request set the WhatsApp number staff messages go to', async () => {
    const digits = nextPhone()
    const created = await shop.call('POST', '/api/customers', customerBody(digits))
    const stranger = await shop.call('POST', '/api/customers', { ...customerBody(digits), whatsapp: '999 123 9876' })
    expect(stranger.body.id).toBe(created.body.id)
    const stored = await shop.connection.pool.query('select whatsapp from customers where id = $1', [created.body.id])
    expect(stored.rows[0]).toEqual({ whatsapp: null })
    expect((await shop.call('GET', '/api/customers/whatsapp/9991239876')).status).toBe(404)
  })

  it('answers 404 for saved details of an unknown number, and still refuses a delivery with no address at all', async () => {
    const unknown = await shop.call('POST', '/api/customers', { useSavedDetails: true, phone: '999 000 0003' })
    expect(unknown.status).toBe(404)
    const bad = await shop.call('POST', '/api/customers', { useSavedDetails: true, phone: '123' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toContainEqual({ path: 'phone', message: 'Please enter a valid phone number', key: 'phone_invalid' })

    const created = await shop.call('POST', '/api/customers', customerBody())
    const [day] = await openDates(shop)
    const noAddress = await shop.call('POST', '/api/orders', deliveryOrder(created.body.id, day as string, { deliveryAddress: null }))
    expect(noAddress.status).toBe(400)
    expect(noAddress.body.errors).toContainEqual({
      path: 'order.deliveryAddress',
      message: 'A delivery needs an address',
      key: 'delivery_address_required',
    })
    // Invisible characters or dots are no place a courier can find.
    for (const deliveryAddress of ['\u200b'.repeat(6), '.....', '- - - - -']) {
      const unreadable = await shop.call('POST', '/api/orders', deliveryOrder(created.body.id, day as string, { deliveryAddress }))
      expect(unreadable.status, JSON.stringify(deliveryAddress)).toBe(400)
      expect(unreadable.body.errors).toContainEqual(expect.objectContaining({ path: 'order.deliveryAddress', key: 'delivery_address_required' }))
    }
    const blankStreet = await shop.call('POST', '/api/customers', { ...customerBody(), streetAddress: '\u200b'.repeat(6), colonia: '\u200b\u200b' })
    expect(blankStreet.status).toBe(400)
    expect(blankStreet.body.errors.map((error: { path: string }) => error.path)).toEqual(expect.arrayContaining(['streetAddress', 'colonia']))
  })

  it('finds the customer whose phone a number is before one who gave it as their WhatsApp (a shared family chat)', async () => {
    const shared = nextPhone()
    const mother = await shop.call('POST', '/api/customers', { ...customerBody(), name: 'Rosa Pech' })
    const son = await shop.call('POST', '/api/customers', { ...customerBody(shared), name: 'Luis Pech' })
    // Staff noted the son's number as where the mother reads her WhatsApp.
    await shop.connection.pool.query('update customers set whatsapp = $1 where id = $2', [`+52${shared}`, mother.body.id])

    expect((await shop.call('GET', `/api/customers/whatsapp/${shared}`)).body).toMatchObject({ displayName: 'Luis' })
    expect((await shop.call('POST', '/api/customers', { useSavedDetails: true, phone: shared })).body).toEqual({ id: son.body.id })
    expect((await shop.call('POST', '/api/customers', customerBody(shared))).body.id).toBe(son.body.id)
  })
})
