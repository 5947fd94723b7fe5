import { expect, it } from 'vitest'
import { ensureAdmin } from '../db/seed'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { AdminUserError, createAdminUser, resetAdminPassword } from './admin-users'

describeOnEachDatabase('admin users tool', (shop) => {
  const signIn = (username: string, password: string) => shop.call('POST', '/api/auth/login', { username, password })

  it('creates an admin who can sign in, and refuses a second user with the same name', async () => {
    await createAdminUser(shop.connection.db, 'baker-ana', 'a long enough password')
    expect((await signIn('baker-ana', 'a long enough password')).status).toBe(200)
    await expect(createAdminUser(shop.connection.db, 'baker-ana', 'another long password')).rejects.toThrow(AdminUserError)
    const rows = await shop.connection.pool.query("select password_hash from users where username = 'baker-ana'")
    expect(rows.rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('refuses short passwords and odd usernames', async () => {
    await expect(createAdminUser(shop.connection.db, 'baker-luis', 'short')).rejects.toThrow('at least 12 characters')
    await expect(createAdminUser(shop.connection.db, 'baker luis; drop', 'a long enough password')).rejects.toThrow(AdminUserError)
  })

  it('resets a password and ends the user’s existing sessions', async () => {
    await createAdminUser(shop.connection.db, 'baker-eva', 'first password here')
    const before = await signIn('baker-eva', 'first password here')
    const cookie = (before.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    await resetAdminPassword(shop.connection.db, 'baker-eva', 'second password here')
    expect((await shop.call('GET', '/api/orders', undefined, { cookie })).status).toBe(401)
    expect((await signIn('baker-eva', 'first password here')).status).toBe(401)
    expect((await signIn('baker-eva', 'second password here')).status).toBe(200)
    await expect(resetAdminPassword(shop.connection.db, 'nobody-at-all', 'second password here')).rejects.toThrow("No user named 'nobody-at-all'")
  })

  it('ends the sessions of an admin whose password ADMIN_PASSWORD changes at start, and keeps them when it is the same', async () => {
    const start = (password: string) => ensureAdmin(shop.connection.db, { username: 'baker-rosa', password, log: () => {} })
    const cookieOf = async (password: string) => ((await signIn('baker-rosa', password)).headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    await start('first password here')
    const kept = await cookieOf('first password here')
    await start('first password here')
    expect((await shop.call('GET', '/api/orders', undefined, { cookie: kept })).status).toBe(200)
    await start('a leaked one replaced')
    expect((await shop.call('GET', '/api/orders', undefined, { cookie: kept })).status).toBe(401)
    expect((await signIn('baker-rosa', 'a leaked one replaced')).status).toBe(200)
  })

  it('keeps a password changed with the admin tool when the next start still has the old ADMIN_PASSWORD', async () => {
    const said: string[] = []
    const start = (password: string) => ensureAdmin(shop.connection.db, { username: 'baker-nora', password, log: (line) => said.push(line) })
    await start('the first env password')
    // The password leaked: the owner changes it with the tool, and a routine restart follows with the same environment.
    await resetAdminPassword(shop.connection.db, 'baker-nora', 'changed with the tool')
    const cookie = ((await signIn('baker-nora', 'changed with the tool')).headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    await start('the first env password')
    expect((await signIn('baker-nora', 'the first env password')).status).toBe(401)
    expect((await shop.call('GET', '/api/orders', undefined, { cookie })).status).toBe(200)
    expect(said.join('\n')).toMatch(/ADMIN_PASSWORD .*was kept/)
    // A new ADMIN_PASSWORD is a reset again.
    await start('a second env password')
    expect((await signIn('baker-nora', 'a second env password')).status).toBe(200)
    expect((await signIn('baker-nora', 'changed with the tool')).status).toBe(401)
  })

  it('leaves an account staff took away alone at a routine restart, and says so; a new ADMIN_PASSWORD gives it back', async () => {
    const said: string[] = []
    const start = (password: string) => ensureAdmin(shop.connection.db, { username: 'baker-olga', password, log: (line) => said.push(line) })
    await start('the owner env password')
    await shop.connection.pool.query("update users set is_admin = false where username = 'baker-olga'")
    await start('the owner env password')
    expect((await signIn('baker-olga', 'the owner env password')).status).toBe(403)
    expect(said.join('\n')).toMatch(/'baker-olga' has no access/)
    await start('a new env password now')
    expect((await signIn('baker-olga', 'a new env password now')).status).toBe(200)
  })

  it('gives a locked-out account its access back with a new password from the admin tool', async () => {
    await createAdminUser(shop.connection.db, 'baker-pia', 'first password here')
    await shop.connection.pool.query("update users set is_admin = false where username = 'baker-pia'")
    await resetAdminPassword(shop.connection.db, 'baker-pia', 'second password here')
    expect((await signIn('baker-pia', 'second password here')).status).toBe(200)
  })

  it('refuses a username that differs from another only in capitals, and a password of spaces', async () => {
    await createAdminUser(shop.connection.db, 'baker-rita', 'a long enough password')
    await expect(createAdminUser(shop.connection.db, 'Baker-Rita', 'a long enough password')).rejects.toThrow(/already exists/)
    await expect(createAdminUser(shop.connection.db, 'baker-sol', ' '.repeat(20))).rejects.toThrow('at least 12 characters')
  })

  it('treats a username in other capitals as the same account: sign-in, the tool, and ADMIN_USERNAME at start', async () => {
    await createAdminUser(shop.connection.db, 'baker-tere', 'a long enough password')
    expect((await signIn('Baker-Tere', 'a long enough password')).status).toBe(200)
    await resetAdminPassword(shop.connection.db, 'BAKER-TERE', 'another long password')
    expect((await signIn('baker-tere', 'another long password')).status).toBe(200)
    const said: string[] = []
    await ensureAdmin(shop.connection.db, { username: 'Baker-Tere', password: 'a third long password', log: (line) => said.push(line) })
    const named = await shop.connection.pool.query("select username from users where lower(username) = 'baker-tere'")
    expect(named.rows).toEqual([{ username: 'baker-tere' }])
    expect(said.join('\n')).toMatch(/'Baker-Tere' differs from the account 'baker-tere' only in capitals/)
  })
})
