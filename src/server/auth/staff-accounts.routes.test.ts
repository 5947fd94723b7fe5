import { expect, it } from 'vitest'
import { ADMIN, describeOnEachDatabase } from '../test-support/api-harness'

const cookieOf = (setCookie: string | null) => (setCookie ?? '').split(';')[0] ?? ''

describeOnEachDatabase('staff accounts', (shop) => {
  let added = 0
  /** A new account, signed in: its username, password and session cookie. */
  const newStaff = async () => {
    const cookie = await shop.signIn()
    const account = { username: `maria.cocina${++added}`, password: 'harina de trigo 2026' }
    expect((await shop.call('POST', '/api/staff-accounts', account, { cookie })).status).toBe(201)
    return { ...account, cookie: await signInAs(account) }
  }
  const signInAs = async (account: { username: string; password: string }) => {
    const reply = await shop.call('POST', '/api/auth/login', account)
    expect(reply.status).toBe(200)
    return cookieOf(reply.headers.get('set-cookie'))
  }
  const canWork = async (cookie: string) => (await shop.call('GET', '/api/orders?limit=1', undefined, { cookie })).status
  const listed = async (cookie: string, username: string) =>
    ((await shop.call('GET', '/api/staff-accounts', undefined, { cookie })).body as Array<{ username: string }>).find(
      (account) => account.username === username,
    )

  it('adds a staff account that signs in, refusing a short password, an odd name or a name taken', async () => {
    const cookie = await shop.signIn()
    const short = await shop.call('POST', '/api/staff-accounts', { username: 'beto', password: 'pan123' }, { cookie })
    expect(short.status).toBe(400)
    expect(short.body.errors).toEqual([
      {
        path: 'password',
        key: 'password_too_short',
        values: { min: 12 },
        message: 'The password needs at least 12 characters (spaces at its ends do not count)',
      },
    ])
    const odd = await shop.call('POST', '/api/staff-accounts', { username: 'beto pérez', password: 'harina de trigo 2026' }, { cookie })
    expect(odd.body.errors[0]).toMatchObject({ path: 'username', key: 'username_format' })

    const spaces = await shop.call('POST', '/api/staff-accounts', { username: 'beto', password: ' '.repeat(16) }, { cookie })
    expect(spaces.body.errors[0]).toMatchObject({ path: 'password', key: 'password_too_short' })

    const maria = await newStaff()
    expect(await canWork(maria.cookie)).toBe(200)
    const taken = await shop.call('POST', '/api/staff-accounts', { username: maria.username, password: 'otra contraseña larga' }, { cookie })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ code: 'conflict', errors: [{ path: 'username', key: 'username_taken_short' }] })
    // A name that differs only in capitals would read as the same person in the list.
    const lookalike = await shop.call(
      'POST',
      '/api/staff-accounts',
      { username: maria.username.toUpperCase(), password: 'otra contraseña larga' },
      { cookie },
    )
    expect(lookalike.status).toBe(409)

    // Listed with where it is signed in, never a password; the asker's own account is marked.
    const accounts = (await shop.call('GET', '/api/staff-accounts', undefined, { cookie })).body
    expect(accounts.find((account: { username: string }) => account.username === maria.username)).toEqual({
      id: expect.any(Number),
      username: maria.username,
      active: true,
      managesStaff: false,
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      devices: 1,
      you: false,
    })
    expect(accounts.find((account: { username: string }) => account.username === ADMIN.username)).toMatchObject({
      you: true,
      active: true,
      managesStaff: true,
    })
    expect(JSON.stringify(accounts)).not.toMatch(/password|argon/i)
    // In the order people read names, capitals or not.
    const names = accounts.map((account: { username: string }) => account.username.toLowerCase())
    expect(names).toEqual([...names].sort())
  })

  it('takes away a person’s access at once, on every device, and gives it back', async () => {
    const cookie = await shop.signIn()
    const maria = await newStaff()
    const phone = await signInAs(maria)
    const { id } = (await listed(cookie, maria.username)) as unknown as { id: number }

    expect((await shop.call('PATCH', `/api/staff-accounts/${id}`, { active: false }, { cookie })).status).toBe(200)
    expect([await canWork(maria.cookie), await canWork(phone)]).toEqual([401, 401])
    // Her own password is told the truth (access was taken away), a wrong one what any wrong password is.
    const refused = await shop.call('POST', '/api/auth/login', maria)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'forbidden', key: 'account_no_access' })
    expect((await shop.call('POST', '/api/auth/login', { ...maria, password: 'not her password' })).status).toBe(401)
    expect(await listed(cookie, maria.username)).toMatchObject({ active: false, devices: 0, lastSeenAt: null })

    expect((await shop.call('PATCH', `/api/staff-accounts/${id}`, { active: true }, { cookie })).status).toBe(200)
    expect(await canWork(await signInAs(maria))).toBe(200)
    expect((await shop.call('PATCH', '/api/staff-accounts/999999', { active: false }, { cookie })).status).toBe(404)
  })

  it('never lets staff take away their own access', async () => {
    const cookie = await shop.signIn()
    const { id } = (await listed(cookie, ADMIN.username)) as unknown as { id: number }
    const refused = await shop.call('PATCH', `/api/staff-accounts/${id}`, { active: false }, { cookie })
    expect(refused.status).toBe(409)
    expect(refused.body.errors[0]).toMatchObject({ path: 'active', key: 'staff_account_self' })
    expect(await canWork(cookie)).toBe(200)
  })

  it('signs a person out on every device; one’s own other devices, keeping this one', async () => {
    const cookie = await shop.signIn()
    const maria = await newStaff()
    const phone = await signInAs(maria)
    const { id: mariaId } = (await listed(cookie, maria.username)) as unknown as { id: number }
    expect((await shop.call('POST', `/api/staff-accounts/${mariaId}/sign-out`, undefined, { cookie })).status).toBe(200)
    expect([await canWork(maria.cookie), await canWork(phone)]).toEqual([401, 401])
    // Still allowed in: she signs in again.
    expect(await canWork(await signInAs(maria))).toBe(200)

    const laptop = await shop.signIn()
    const { id: ownId } = (await listed(cookie, ADMIN.username)) as unknown as { id: number }
    expect((await shop.call('POST', `/api/staff-accounts/${ownId}/sign-out`, undefined, { cookie })).status).toBe(200)
    expect([await canWork(cookie), await canWork(laptop)]).toEqual([200, 401])
  })

  it('changes one’s own password given the current one, signing out every other device', async () => {
    const maria = await newStaff()
    const tablet = await signInAs(maria)
    const change = (currentPassword: string, newPassword: string) =>
      shop.call('POST', '/api/auth/password', { currentPassword, newPassword }, { cookie: maria.cookie })

    const wrong = await change('not my password', 'centeno y masa madre')
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual([{ path: 'currentPassword', key: 'password_wrong', message: 'That is not your current password' }])
    expect(await canWork(tablet)).toBe(200)
    expect((await change(maria.password, 'corta')).body.errors[0]).toMatchObject({ path: 'newPassword', key: 'password_too_short' })

    expect((await change(maria.password, 'centeno y masa madre')).status).toBe(200)
    expect([await canWork(maria.cookie), await canWork(tablet)]).toEqual([200, 401])
    expect((await shop.call('POST', '/api/auth/login', maria)).status).toBe(401)
    expect(await canWork(await signInAs({ username: maria.username, password: 'centeno y masa madre' }))).toBe(200)
  })

  it('lets only those who manage staff accounts manage them: a helper cannot lock the owner out', async () => {
    const cookie = await shop.signIn()
    const maria = await newStaff()
    const helper = { cookie: maria.cookie }
    const { id: ownerId } = (await listed(cookie, ADMIN.username)) as unknown as { id: number }
    const { id: mariaId } = (await listed(cookie, maria.username)) as unknown as { id: number }

    const refused = [
      await shop.call('GET', '/api/staff-accounts', undefined, helper),
      await shop.call('POST', '/api/staff-accounts', { username: 'intruso', password: 'harina de trigo 2026' }, helper),
      await shop.call('PATCH', `/api/staff-accounts/${ownerId}`, { active: false }, helper),
      await shop.call('POST', `/api/staff-accounts/${ownerId}/sign-out`, undefined, helper),
    ]
    expect(refused.map((reply) => reply.status)).toEqual([403, 403, 403, 403])
    expect(refused[2]?.body).toMatchObject({ code: 'forbidden', key: 'staff_accounts_owner_only' })
    expect(await canWork(cookie)).toBe(200)
    // Her own devices and password are hers to look after.
    expect((await shop.call('POST', `/api/staff-accounts/${mariaId}/sign-out`, undefined, helper)).status).toBe(200)

    // The owner lets her manage accounts; she cannot then take that from herself.
    expect((await shop.call('PATCH', `/api/staff-accounts/${mariaId}`, { managesStaff: true }, { cookie })).status).toBe(200)
    expect((await shop.call('GET', '/api/staff-accounts', undefined, helper)).status).toBe(200)
    const own = await shop.call('PATCH', `/api/staff-accounts/${mariaId}`, { managesStaff: false }, helper)
    expect(own.status).toBe(409)
    expect(own.body.errors[0]).toMatchObject({ path: 'managesStaff', key: 'staff_account_self' })
    expect((await shop.call('PATCH', `/api/staff-accounts/${mariaId}`, {}, { cookie })).status).toBe(400)
    expect((await shop.call('PATCH', `/api/staff-accounts/${mariaId}`, { managesStaff: false }, { cookie })).status).toBe(200)
  })

  it('keeps someone who manages accounts, even when two take away each other’s access at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const cookie = await shop.signIn()
      const maria = await newStaff()
      const { id: mariaId } = (await listed(cookie, maria.username)) as unknown as { id: number }
      const { id: ownerId } = (await listed(cookie, ADMIN.username)) as unknown as { id: number }
      expect((await shop.call('PATCH', `/api/staff-accounts/${mariaId}`, { managesStaff: true }, { cookie })).status).toBe(200)
      const replies = await Promise.all([
        shop.call('PATCH', `/api/staff-accounts/${mariaId}`, { active: false }, { cookie }),
        shop.call('PATCH', `/api/staff-accounts/${ownerId}`, { active: false }, { cookie: maria.cookie }),
      ])
      // One of them went first; the other no longer had the right to (403), or no longer a session at all (401).
      const [won, lost] = replies.map((reply) => reply.status).sort()
      expect(won).toBe(200)
      expect([401, 403]).toContain(lost)
      const managers = await shop.connection.pool.query('select count(*)::int as n from users where is_admin and manages_staff')
      expect(managers.rows[0].n).toBeGreaterThanOrEqual(1)
      // Put back as it was for the next round.
      await shop.connection.pool.query('update users set is_admin = true where id = $1', [ownerId])
    }
  })

  it('is for staff only', async () => {
    expect((await shop.call('GET', '/api/staff-accounts')).status).toBe(401)
    expect((await shop.call('POST', '/api/staff-accounts', { username: 'intruso', password: 'harina de trigo 2026' })).status).toBe(401)
    expect((await shop.call('PATCH', '/api/staff-accounts/1', { active: true })).status).toBe(401)
    expect((await shop.call('POST', '/api/staff-accounts/1/sign-out')).status).toBe(401)
    expect((await shop.call('POST', '/api/auth/password', { currentPassword: 'x', newPassword: 'harina de trigo 2026' })).status).toBe(401)
  })
})
