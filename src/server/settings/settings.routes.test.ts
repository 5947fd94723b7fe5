import { expect, it } from 'vitest'
import { clabeCheckDigit } from '../../domain/shop/clabe'
import { CATALOGUE_EVENTS_CHANNEL } from '../orders/order-feed'
import { describeOnEachDatabase, TEST_TIMEZONE } from '../test-support/api-harness'

const first17 = '00218000011835971'
const VALID_CLABE = `${first17}${clabeCheckDigit(first17)}`
const WRONG_CHECK_DIGIT = `${first17}${(clabeCheckDigit(first17) + 1) % 10}`

describeOnEachDatabase('shop settings API', (shop) => {
  it('shows the shop facts to anyone, with the default opening hours', async () => {
    const reply = await shop.call('GET', '/api/settings')
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ whatsappNumber: expect.any(String), bankName: expect.any(String), bankClabe: expect.any(String) })
    // Spec §9's weekday 7:00 AM-7:00 PM on the baking days (closed Sunday and Monday), as days and times.
    expect(reply.body.openingHours[0]).toEqual({ fromDay: 2, toDay: 5, opens: '07:00', closes: '19:00' })
    // The spec's 'Tax (8%)' on the cart page only, the charge the sum of the lines, until the owner chooses otherwise.
    expect(reply.body).toMatchObject({ taxMode: 'cart_only', taxPercent: 8, orderCutoffTime: null, bakingDays: [2, 3, 4, 5, 6] })
    expect(reply.body.pickupWindows.map((window: { start: string }) => window.start)).toEqual(['09:00', '11:00', '13:00', '15:00'])
    // Browsers compute the bookable window in the bakery's zone, not their own.
    expect(reply.body.timeZone).toBe(TEST_TIMEZONE)
  })

  it('lets only staff change them, and keeps the change in the database, the number as E.164', async () => {
    const change = {
      whatsappNumber: '+52 1 999 765 4321',
      bankName: 'BBVA México',
      bankClabe: VALID_CLABE,
      shopAddress: 'Calle 60 #501 x 57 y 59, Centro, Mérida',
      shopEmail: 'pedidos@example.mx',
    }
    const expected = { ...change, whatsappNumber: '+529997654321' }
    expect((await shop.call('PUT', '/api/settings', change)).status).toBe(401)
    const cookie = await shop.signIn()
    const saved = await shop.call('PUT', '/api/settings', change, { cookie })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject(expected)
    expect((await shop.call('GET', '/api/settings')).body).toMatchObject(expected)
    const stored = await shop.connection.pool.query("select value from settings where key = 'shop'")
    expect(stored.rows[0].value).toMatchObject(expected)
  })

  it('lets only staff who manage accounts change how and where customers pay and write; anyone on staff the rest', async () => {
    const owner = await shop.signIn()
    const helper = { username: 'ayudante.banco', password: 'harina de trigo 2026' }
    expect((await shop.call('POST', '/api/staff-accounts', helper, { cookie: owner })).status).toBe(201)
    const login = await shop.call('POST', '/api/auth/login', helper)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const before = (await shop.call('GET', '/api/settings')).body

    const refused = await shop.call('PUT', '/api/settings', { bankBeneficiary: 'Otra Persona', shopEmail: 'x@example.mx' }, { cookie })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      code: 'forbidden',
      errors: [
        { path: 'bankBeneficiary', key: 'owner_settings_only' },
        { path: 'shopEmail', key: 'owner_settings_only' },
      ],
    })
    // What customers pay (tax, how long a transfer may wait, which methods) and where they reach the shop are the owner's too.
    for (const [field, value] of [
      ['taxMode', 'added'],
      ['taxPercent', 16],
      ['transferPayByHours', 1],
      ['releaseOverdueTransfers', !before.releaseOverdueTransfers],
      ['stripeCashMethods', !before.stripeCashMethods],
      ['whatsappNumber', '+52 999 765 4321'],
      ['shopAddress', 'Otra calle 1, Mérida'],
      ['facebookUrl', 'https://www.facebook.com/otra'],
      ['instagramUrl', 'https://www.instagram.com/otra'],
    ] as const) {
      const answer = await shop.call('PUT', '/api/settings', { [field]: value }, { cookie })
      expect(answer.status, field).toBe(403)
      expect(answer.body.errors, field).toEqual([expect.objectContaining({ path: field, key: 'owner_settings_only' })])
    }
    expect((await shop.call('GET', '/api/settings')).body).toEqual(before)
    // The same bank details sent back unchanged (a whole form) are no change; the rest is saved.
    const kept = await shop.call('PUT', '/api/settings', { bankName: before.bankName, reminderTime: '17:30' }, { cookie })
    expect(kept.status).toBe(200)
    expect(kept.body.reminderTime).toBe('17:30')
    await shop.call('PUT', '/api/settings', { reminderTime: before.reminderTime }, { cookie: owner })
  })

  it('refuses a CLABE with a wrong check digit or length and a bad phone, changing nothing', async () => {
    const cookie = await shop.signIn()
    const before = (await shop.call('GET', '/api/settings')).body
    for (const [body, path] of [
      [{ bankClabe: WRONG_CHECK_DIGIT }, 'bankClabe'],
      [{ bankClabe: '12345' }, 'bankClabe'],
      [{ whatsappNumber: '12' }, 'whatsappNumber'],
      [{ openingHours: [{ days: 'Monday', hours: '9-5' }] }, 'openingHours.0.fromDay'],
      [{ openingHours: [{ fromDay: 8, toDay: 1, opens: '09:00', closes: '17:00' }] }, 'openingHours.0.fromDay'],
      [{ openingHours: [{ fromDay: 1, toDay: 1, opens: '9:00', closes: '17:00' }] }, 'openingHours.0.opens'],
      [{ openingHours: [{ fromDay: 1, toDay: 1, opens: '17:00', closes: '09:00' }] }, 'openingHours.0.closes'],
      [{ shopEmail: 'not-an-email' }, 'shopEmail'],
      [{ shopAddress: '  ' }, 'shopAddress'],
      [{ taxPercent: -1 }, 'taxPercent'],
      [{ taxPercent: 8.125 }, 'taxPercent'],
      [{ taxMode: 'sometimes' }, 'taxMode'],
      [{ facebookUrl: 'http://www.facebook.com/masamadre' }, 'facebookUrl'],
      [{ instagramUrl: 'https://instagram.com.evil.example/masamadre' }, 'instagramUrl'],
      [{ instagramUrl: 'javascript:alert(1)' }, 'instagramUrl'],
    ] as const) {
      const reply = await shop.call('PUT', '/api/settings', body, { cookie })
      expect(reply.status).toBe(400)
      expect(reply.body.errors[0].path).toBe(path)
    }
    expect((await shop.call('GET', '/api/settings')).body).toEqual(before)
  })

  it('takes a tax rate with one or two decimals, whose hundredfold is not exact in floating point', async () => {
    const cookie = await shop.signIn()
    const before = (await shop.call('GET', '/api/settings')).body
    for (const taxPercent of [8.7, 16.15, 0.29, 2.3, 10.01]) {
      const reply = await shop.call('PUT', '/api/settings', { taxMode: 'added', taxPercent }, { cookie })
      expect(reply.status).toBe(200)
      expect((await shop.call('GET', '/api/settings')).body).toMatchObject({ taxMode: 'added', taxPercent })
    }
    await shop.call('PUT', '/api/settings', { taxMode: before.taxMode, taxPercent: before.taxPercent }, { cookie })
  })

  it("keeps the shop's social pages for the footer, and an empty one removes its icon", async () => {
    const cookie = await shop.signIn()
    expect((await shop.call('GET', '/api/settings')).body).toMatchObject({ facebookUrl: '', instagramUrl: '' })
    const instagram = 'https://www.instagram.com/masamadremerida'
    expect((await shop.call('PUT', '/api/settings', { instagramUrl: instagram }, { cookie })).status).toBe(200)
    expect((await shop.call('GET', '/api/settings')).body).toMatchObject({ facebookUrl: '', instagramUrl: instagram })
    await shop.call('PUT', '/api/settings', { instagramUrl: '' }, { cookie })
    expect((await shop.call('GET', '/api/settings')).body.instagramUrl).toBe('')
  })

  it('keeps a CLABE typed in groups as its 18 digits, the way customers paste it into a banking app', async () => {
    const cookie = await shop.signIn()
    const grouped = `${VALID_CLABE.slice(0, 3)} ${VALID_CLABE.slice(3, 6)} ${VALID_CLABE.slice(6, 17)} ${VALID_CLABE.slice(17)}`
    expect((await shop.call('PUT', '/api/settings', { bankClabe: grouped }, { cookie })).body.bankClabe).toBe(VALID_CLABE)
    expect((await shop.call('GET', '/api/settings')).body.bankClabe).toBe(VALID_CLABE)
  })

  it('keeps both of two changes to different fields saved at the same moment', async () => {
    const cookie = await shop.signIn()
    const before = (await shop.call('GET', '/api/settings')).body
    try {
      for (let round = 0; round < 8; round += 1) {
        const change = { bankName: `Banco ${round}`, reminderTime: `1${round}:30` }
        const replies = await Promise.all([
          shop.call('PUT', '/api/settings', { bankName: change.bankName }, { cookie }),
          shop.call('PUT', '/api/settings', { reminderTime: change.reminderTime }, { cookie }),
        ])
        expect(replies.map((reply) => reply.status)).toEqual([200, 200])
        const stored = await shop.connection.pool.query("select value from settings where key = 'shop'")
        expect(stored.rows[0].value).toMatchObject(change)
      }
    } finally {
      await shop.call('PUT', '/api/settings', { bankName: before.bankName, reminderTime: before.reminderTime }, { cookie })
    }
  })

  it("reads the shop's own row when the table holds another key", async () => {
    const cookie = await shop.signIn()
    await shop.connection.pool.query(`insert into settings (key, value) values ('another', '{"bankName": "Not the shop"}')`)
    try {
      // Written after the other row, the shop's row is the one a scan without a key reaches last.
      await shop.call('PUT', '/api/settings', { bankName: 'Banco del taller' }, { cookie })
      expect((await shop.call('GET', '/api/settings')).body.bankName).toBe('Banco del taller')
    } finally {
      await shop.connection.pool.query("delete from settings where key = 'another'")
    }
  })

  it('saves new opening hours', async () => {
    const cookie = await shop.signIn()
    const openingHours = [{ fromDay: 2, toDay: 6, opens: '08:00', closes: '16:00' }]
    const reply = await shop.call('PUT', '/api/settings', { openingHours }, { cookie })
    expect(reply.body.openingHours).toEqual(openingHours)
    expect((await shop.call('GET', '/api/settings')).body.openingHours).toEqual(openingHours)
  })

  it('still reads hours saved as English text before they had days and times, and anything unreadable as the defaults', async () => {
    const cookie = await shop.signIn()
    await shop.call('PUT', '/api/settings', { bankName: 'Banorte' }, { cookie })
    // Written behind the app's back, then announced as another instance would, so cached reads are dropped.
    const storeHours = async (openingHours: unknown) => {
      await shop.connection.pool.query(`update settings set value = jsonb_set(value, '{openingHours}', $1::jsonb) where key = 'shop'`, [
        JSON.stringify(openingHours),
      ])
      await shop.connection.pool.query(`select pg_notify('${CATALOGUE_EVENTS_CHANNEL}', 'catalogue')`)
    }
    const hours = async () => (await shop.call('GET', '/api/settings')).body.openingHours
    await storeHours([{ days: 'Tuesday - Saturday', hours: '8:00 AM - 4:00 PM' }])
    await expect.poll(hours).toEqual([{ fromDay: 2, toDay: 6, opens: '08:00', closes: '16:00' }])
    await storeHours([{ days: 'Weekdays', hours: 'early till late' }])
    await expect.poll(async () => (await hours())[0]).toEqual({ fromDay: 2, toDay: 5, opens: '07:00', closes: '19:00' })
    // Saving anything else writes the hours back in the new form.
    await shop.call('PUT', '/api/settings', { bankName: 'BBVA México' }, { cookie })
    const stored = await shop.connection.pool.query("select value from settings where key = 'shop'")
    expect(stored.rows[0].value.openingHours[0]).toEqual({ fromDay: 2, toDay: 5, opens: '07:00', closes: '19:00' })
  })
})
