import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../test-support/api-harness'

describeOnEachDatabase('messages from visitors', (shop) => {
  it('stores a contact message (201), refuses bad input (400) and shows it to staff only, newest first', async () => {
    const before = await shop.count('contact_messages')
    const sent = await shop.call('POST', '/api/contact', {
      name: 'Lucía Pech',
      email: 'lucia@example.mx',
      phone: '999 123 4567',
      message: '¿Hacen pan sin gluten?',
    })
    expect(sent.status).toBe(201)
    expect(sent.body).toEqual({ id: expect.any(Number) })
    for (const [body, path] of [
      [{ name: '', email: 'lucia@example.mx', message: 'Hola' }, 'name'],
      [{ name: 'Lucía', email: 'not-an-email', message: 'Hola' }, 'email'],
      [{ name: 'Lucía', email: 'lucia@example.mx', message: '' }, 'message'],
      [{ name: 'Lucía', email: 'lucia@example.mx', message: 'Hola\u0000' }, 'message'],
      [{ name: 'Lucía', email: 'lucia@example.mx', message: 'Hola', extra: 1 }, ''],
    ] as const) {
      const refused = await shop.call('POST', '/api/contact', body)
      expect(refused.status, path).toBe(400)
      if (path)
        expect(
          refused.body.errors.map((error: { path: string }) => error.path),
          path,
        ).toContain(path)
    }
    expect(await shop.count('contact_messages')).toBe(before + 1)

    expect((await shop.call('GET', '/api/contact-messages')).status).toBe(401)
    const cookie = await shop.signIn()
    await shop.call('POST', '/api/contact', { name: 'Later', email: 'later@example.mx', message: 'Second' })
    const inbox = await shop.call('GET', '/api/contact-messages', undefined, { cookie })
    expect(inbox.body.map((message: { name: string }) => message.name).slice(0, 2)).toEqual(['Later', 'Lucía Pech'])
    expect(inbox.body[1]).toMatchObject({ phone: '+529991234567', answeredAt: null })
    const answered = await shop.call('PATCH', `/api/contact-messages/${sent.body.id}`, { answered: true }, { cookie })
    expect(answered.body.answeredAt).toEqual(expect.any(String))
    const open = await shop.call('GET', '/api/contact-messages?unanswered=true', undefined, { cookie })
    expect(open.body.map((message: { id: number }) => message.id)).not.toContain(sent.body.id)
  })

  it('keeps newsletter subscribers (201), the same answer for a known email, a CSV for staff with a way out', async () => {
    expect((await shop.call('POST', '/api/newsletter', { email: 'pan@example.mx' })).status).toBe(201)
    expect((await shop.call('POST', '/api/newsletter', { email: 'PAN@example.mx' })).status).toBe(201)
    expect((await shop.call('POST', '/api/newsletter', { email: 'nope' })).status).toBe(400)
    expect((await shop.call('GET', '/api/newsletter-subscribers')).status).toBe(401)
    const cookie = await shop.signIn()
    const list = await shop.call('GET', '/api/newsletter-subscribers', undefined, { cookie })
    expect(list.body.filter((subscriber: { email: string }) => subscriber.email === 'pan@example.mx')).toHaveLength(1)
    const csv = await fetch(`${shop.baseUrl}/api/newsletter-subscribers?format=csv`, { headers: { cookie } })
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const text = await csv.text()
    const line = text.split('\r\n').find((row) => row.startsWith('pan@example.mx'))
    const token = /token=([\w-]+)/.exec(line ?? '')?.[1]
    expect(token).toBeDefined()
    expect((await shop.call('POST', '/api/newsletter/unsubscribe', { token })).status).toBe(200)
    const after = await shop.call('GET', '/api/newsletter-subscribers', undefined, { cookie })
    expect(after.body.map((subscriber: { email: string }) => subscriber.email)).not.toContain('pan@example.mx')
    expect((await shop.call('POST', '/api/newsletter/unsubscribe', { token })).status).toBe(404)

    // Anyone can type an address: one that left stays off the list, with the same answer as ever.
    expect((await shop.call('POST', '/api/newsletter', { email: 'pan@example.mx' })).status).toBe(201)
    const again = await shop.call('GET', '/api/newsletter-subscribers', undefined, { cookie })
    expect(again.body.map((subscriber: { email: string }) => subscriber.email)).not.toContain('pan@example.mx')
  })
})
