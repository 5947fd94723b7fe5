import { expect, it } from 'vitest'
import { ADMIN, describeOnEachDatabase } from '../test-support/api-harness'
import { LOGIN_MAX_PER_CLIENT, LOGIN_MAX_PER_CLIENT_AND_USERNAME, LOGIN_WINDOW_MS } from './login-throttle'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions.service'

const cookieOf = (setCookie: string | null) => (setCookie ?? '').split(';')[0] ?? ''

describeOnEachDatabase('admin sign-in', (shop) => {
  const later = (ms: number) => {
    shop.now = new Date(shop.now.getTime() + ms)
  }
  const forgetAttempts = () => shop.connection.pool.query('delete from rate_limits')

  it('signs in with an HttpOnly SameSite=Lax session cookie and reports the user', async () => {
    const reply = await shop.call('POST', '/api/auth/login', ADMIN)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ username: ADMIN.username, isAdmin: true })
    expect(reply.body).not.toHaveProperty('passwordHash')
    const setCookie = reply.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).not.toMatch(/Secure/i)
    const user = await shop.call('GET', '/api/auth/user', undefined, { cookie: cookieOf(setCookie) })
    expect(user.body).toMatchObject({ authenticated: true, user: { username: ADMIN.username } })
    expect((await shop.call('GET', '/api/auth/user')).body).toEqual({ authenticated: false, user: null })
  })

  it('marks the cookie Secure when the shop is reached over https', async () => {
    const reply = await shop.call('POST', '/api/auth/login', ADMIN, { 'x-forwarded-proto': 'https', origin: shop.baseUrl.replace('http:', 'https:') })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('set-cookie')).toMatch(/Secure/i)
  })

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await shop.call('POST', '/api/auth/login', { username: 'nobody-here', password: 'whatever-it-is' })
    const wrong = await shop.call('POST', '/api/auth/login', { username: ADMIN.username, password: 'wrong password' })
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(unknown.body).toEqual(wrong.body)
    expect(wrong.body.message).toBe('Invalid username or password')
  })

  it('refuses an empty username or password with the spec texts', async () => {
    const reply = await shop.call('POST', '/api/auth/login', { username: '', password: '' })
    expect(reply.status).toBe(400)
    expect(reply.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username is required', key: 'username_required' },
        { path: 'password', message: 'Password is required', key: 'password_required' },
      ]),
    )
  })

  it('ends the session at logout: the old cookie no longer opens admin routes', async () => {
    const cookie = await shop.signIn()
    expect((await shop.call('GET', '/api/orders', undefined, { cookie })).status).toBe(200)
    const logout = await shop.call('POST', '/api/auth/logout', {}, { cookie })
    expect(logout.status).toBe(200)
    expect(logout.headers.get('set-cookie')).toMatch(/Expires=Thu, 01 Jan 1970/i)
    expect((await shop.call('GET', '/api/orders', undefined, { cookie })).status).toBe(401)
  })

  it('stores only a hash of the session id, never the id itself', async () => {
    const cookie = await shop.signIn()
    const id = decodeURIComponent(cookie.split('=')[1] ?? '')
    const rows = await shop.connection.pool.query('select id_hash from sessions')
    expect(rows.rows.map((row) => row.id_hash)).not.toContain(id)
    expect(rows.rows.every((row) => /^[0-9a-f]{64}$/.test(row.id_hash))).toBe(true)
  })

  it('ends a session after 2 idle hours and after 12 hours whatever happens', async () => {
    const start = shop.now
    try {
      const idle = await shop.signIn()
      later(SESSION_IDLE_MS + 1000)
      expect((await shop.call('GET', '/api/orders', undefined, { cookie: idle })).status).toBe(401)

      const busy = await shop.signIn()
      for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS; elapsed += SESSION_IDLE_MS / 2) {
        expect((await shop.call('GET', '/api/orders', undefined, { cookie: busy })).status).toBe(200)
        later(SESSION_IDLE_MS / 2)
      }
      expect((await shop.call('GET', '/api/orders', undefined, { cookie: busy })).status).toBe(401)
    } finally {
      shop.now = start
      await forgetAttempts()
    }
  })

  it('defeats session fixation: a session id planted before sign-in is replaced and worthless', async () => {
    const planted = 'bakery_session=attacker-chosen-value'
    const reply = await shop.call('POST', '/api/auth/login', ADMIN, { cookie: planted })
    const issued = cookieOf(reply.headers.get('set-cookie'))
    expect(issued).toMatch(/^bakery_session=/)
    expect(issued).not.toBe(planted)
    expect((await shop.call('GET', '/api/orders', undefined, { cookie: planted })).status).toBe(401)

    // An attacker's own valid session, slipped to the victim, is ended when the victim signs in.
    const attackers = await shop.signIn()
    const victim = await shop.call('POST', '/api/auth/login', ADMIN, { cookie: attackers })
    expect(cookieOf(victim.headers.get('set-cookie'))).not.toBe(attackers)
    expect((await shop.call('GET', '/api/orders', undefined, { cookie: attackers })).status).toBe(401)
    expect((await shop.call('GET', '/api/orders', undefined, { cookie: cookieOf(victim.headers.get('set-cookie')) })).status).toBe(200)
  })

  it('stops a brute force: after 50 wrong passwords later attempts get 429, and the right password works after the window', async () => {
    const start = shop.now
    const client = { 'x-forwarded-for': '203.0.113.50' }
    try {
      const statuses: number[] = []
      for (let attempt = 0; attempt < 50; attempt++) {
        const reply = await shop.call('POST', '/api/auth/login', { username: ADMIN.username, password: `guess-${attempt}` }, client)
        statuses.push(reply.status)
      }
      expect(statuses.slice(0, LOGIN_MAX_PER_CLIENT_AND_USERNAME).every((status) => status === 401)).toBe(true)
      expect(statuses.slice(LOGIN_MAX_PER_CLIENT_AND_USERNAME).every((status) => status === 429)).toBe(true)

      const blocked = await shop.call('POST', '/api/auth/login', ADMIN, client)
      expect(blocked.status).toBe(429)
      expect(blocked.body.message).toMatch(/^Too many sign-in attempts\. Please wait 15 minutes and try again\.$/)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(blocked.headers.get('set-cookie')).toBeNull()

      later(LOGIN_WINDOW_MS + 1000)
      const afterWindow = await shop.call('POST', '/api/auth/login', ADMIN, client)
      expect(afterWindow.status).toBe(200)
    } finally {
      shop.now = start
      await forgetAttempts()
    }
  })

  it('limits one client trying many usernames, without locking out other clients', async () => {
    const start = shop.now
    const attacker = { 'x-forwarded-for': '203.0.113.77' }
    try {
      const statuses: number[] = []
      for (let attempt = 0; attempt <= LOGIN_MAX_PER_CLIENT; attempt++) {
        const reply = await shop.call('POST', '/api/auth/login', { username: `user-${attempt}`, password: 'guess-password' }, attacker)
        statuses.push(reply.status)
      }
      expect(statuses.at(-1)).toBe(429)
      expect(statuses.slice(0, LOGIN_MAX_PER_CLIENT).every((status) => status === 401)).toBe(true)
      expect((await shop.call('POST', '/api/auth/login', ADMIN, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(200)
    } finally {
      shop.now = start
      await forgetAttempts()
    }
  })

  it('does not count successful sign-ins against the limit', async () => {
    const client = { 'x-forwarded-for': '198.51.100.20' }
    for (let attempt = 0; attempt < LOGIN_MAX_PER_CLIENT_AND_USERNAME + 5; attempt++) {
      expect((await shop.call('POST', '/api/auth/login', ADMIN, client)).status).toBe(200)
    }
  })

  it('counts parallel guesses too: at most the limit get through to the password check', async () => {
    const client = { 'x-forwarded-for': '203.0.113.99' }
    const replies = await Promise.all(
      Array.from({ length: 25 }, (_, attempt) =>
        shop.call('POST', '/api/auth/login', { username: 'parallel-target', password: `guess-${attempt}` }, client),
      ),
    )
    expect(replies.filter((reply) => reply.status === 401)).toHaveLength(LOGIN_MAX_PER_CLIENT_AND_USERNAME)
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(25 - LOGIN_MAX_PER_CLIENT_AND_USERNAME)
  })

  it('never locks staff out of their account because of failures from other clients', async () => {
    const start = shop.now
    try {
      // 120 wrong guesses at the admin's name from 120 addresses (each client stays under its own limit).
      for (let attempt = 0; attempt < 120; attempt++) {
        const reply = await shop.call(
          'POST',
          '/api/auth/login',
          { username: ADMIN.username, password: 'guess' },
          { 'x-forwarded-for': `10.0.${attempt}.1` },
        )
        expect(reply.status).toBe(401)
      }
      const admin = await shop.call('POST', '/api/auth/login', ADMIN, { 'x-forwarded-for': '10.9.9.9' })
      expect(admin.status).toBe(200)
    } finally {
      shop.now = start
      await forgetAttempts()
    }
  })

  it('sweeps away finished rate-limit windows and ended sessions', async () => {
    const start = shop.now
    try {
      await shop.call('POST', '/api/auth/login', { username: 'sweep-me', password: 'wrong password' })
      await shop.signIn()
      later(SESSION_ABSOLUTE_MS + LOGIN_WINDOW_MS)
      await shop.app.services.auth.purgeFinishedWindows()
      await shop.app.services.sessions.purgeExpired()
      expect(await shop.count('rate_limits')).toBe(0)
      expect(await shop.count('sessions')).toBe(0)
    } finally {
      shop.now = start
    }
  })
})
