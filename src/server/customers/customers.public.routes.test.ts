import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { customerBody, nextPhone } from '../test-support/order-fixtures'

describeOnEachDatabase('customers (public routes)', (shop) => {
  it('keeps one customer per phone number, whatever its spelling, and never overwrites stored details', async () => {
    const digits = nextPhone()
    const first = await shop.call('POST', '/api/customers', { ...customerBody(digits), additionalInfo: '' })
    expect(first.status).toBe(201)
    const spelled = `+52 1 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`
    const again = await shop.call('POST', '/api/customers', { ...customerBody(spelled), name: 'Someone Else', additionalInfo: 'Blue door' })
    expect(again.body.id).toBe(first.body.id)
    const stored = await shop.connection.pool.query('select name, phone, additional_info from customers where id = $1', [first.body.id])
    // Nothing stored changes: not the name, and not an empty field either (a stranger cannot fill it in).
    expect(stored.rows[0]).toEqual({ name: 'María González', phone: `+52${digits}`, additional_info: null })
  })

  it('finds a customer by WhatsApp number in any form and answers 404 for an unknown one', async () => {
    const digits = nextPhone()
    await shop.call('POST', '/api/customers', customerBody(digits))
    for (const form of [digits, `521${digits}`, `+52 1 ${digits}`, `+52 ${digits}`, `044${digits}`]) {
      const found = await shop.call('GET', `/api/customers/whatsapp/${encodeURIComponent(form)}`)
      expect(found.status, form).toBe(200)
      expect(found.body).toEqual({ displayName: 'María', addressHint: null, hasSavedAddress: true })
    }
    const unknown = await shop.call('GET', '/api/customers/whatsapp/9990000001')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ message: expect.any(String), errors: [] })
  })

  it('tells an anonymous lookup only the first name: no email, phone, full name or address', async () => {
    const digits = nextPhone()
    await shop.call('POST', '/api/customers', { ...customerBody(digits), whatsapp: `+52 ${digits}`, additionalInfo: 'Blue door' })
    const found = await shop.call('GET', `/api/customers/whatsapp/${digits}`)
    expect(found.status).toBe(200)
    expect(Object.keys(found.body).sort()).toEqual(['addressHint', 'displayName', 'hasSavedAddress'])
    const reply = JSON.stringify(found.body)
    for (const secret of ['González', 'maria@example.com', digits, '#491', '491', '57 y 59', 'Centro', '97000', 'Blue door', '"id"']) {
      expect(reply, secret).not.toContain(secret)
    }
  })

  it('slows down number guessing: lookups are rate-limited per client, with Retry-After; staff are not limited', async () => {
    const replies = []
    for (let i = 0; i < 25; i++) replies.push(await shop.call('GET', '/api/customers/whatsapp/9990000002'))
    const statuses = replies.map((reply) => reply.status)
    expect(statuses).toContain(429)
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(20)
    const refused = replies.find((reply) => reply.status === 429)
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    // The same address signed in as staff (a shop's counter tablet) still looks numbers up.
    const cookie = await shop.signIn()
    expect((await shop.call('GET', '/api/customers/whatsapp/9990000002', undefined, { cookie })).status).toBe(404)
  })

  it('answers bad input with the checkout form messages and writes nothing', async () => {
    const before = await shop.count('customers')
    const cases: Array<[unknown, string, string]> = [
      [{ ...customerBody(), name: 'M' }, 'name', 'Name must be at least 2 characters'],
      [{ ...customerBody(), email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ ...customerBody(), phone: '12345' }, 'phone', 'Please enter a valid phone number'],
      [{ ...customerBody(), streetAddress: 'C 6' }, 'streetAddress', 'Please enter your street address'],
      [{ ...customerBody(), colonia: 'C' }, 'colonia', 'Please enter your neighborhood or colonia'],
      [{ ...customerBody(), city: 'M' }, 'city', 'Please enter your city'],
      [{ ...customerBody(), state: 'Y' }, 'state', 'Please enter your state'],
      [{ ...customerBody(), postalCode: '970' }, 'postalCode', 'Please enter a valid postal code'],
      [{ ...customerBody(), name: 'x'.repeat(10_240) }, 'name', 'Must be at most 200 characters'],
      [{ ...customerBody(), phone: 999 }, 'phone', expect.any(String)],
    ]
    for (const [body, path, message] of cases) {
      const reply = await shop.call('POST', '/api/customers', body)
      expect(reply.status, path).toBe(400)
      expect(reply.body.errors, path).toContainEqual(expect.objectContaining({ path, message }))
    }
    expect((await shop.call('POST', '/api/customers', '{"name":')).status).toBe(400)
    expect(await shop.count('customers')).toBe(before)
  })
})
