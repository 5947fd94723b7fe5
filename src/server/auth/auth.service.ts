import { DomainError } from '../../domain/errors'
import { text } from '../../domain/written-text'
import type { Database } from '../db/client'
import { findUser } from './admin-users'
import { createLoginThrottle } from './login-throttle'
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password'
import { createRateLimitStore } from './rate-limit-store'
import type { SessionUser } from './sessions.service'

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password'

export function createAuthService({ db, clock = () => new Date() }: { db: Database; clock?: () => Date }) {
  const store = createRateLimitStore({ db, clock })
  const throttle = createLoginThrottle({ store, clock })

  /** Unknown user and wrong password give the same answer after the same work (one argon2 verify). */
  async function checkCredentials(username: string, password: string): Promise<SessionUser> {
    const user = await findUser(db, username)
    const valid = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, password)
    if (!user || !valid) throw new DomainError('unauthorized', INVALID_LOGIN_MESSAGE)
    // Only to whoever knows the password: this account exists, and its access was taken away (not a typo to retry).
    if (!user.isAdmin) throw new DomainError('forbidden', text('account_no_access'))
    return { id: user.id, username: user.username, isAdmin: user.isAdmin, managesStaff: user.managesStaff, name: user.name, email: user.email }
  }

  return {
    checkCredentials,
    purgeFinishedWindows: () => store.purgeExpired(),

    /**
     * A check of a signed-in person's own password (before they change it) counts as a sign-in attempt: a browser
     * left signed in is no way to guess it faster. `succeeded` gives the attempt back.
     */
    passwordAttempt: (clientIp: string, username: string) => throttle.begin(clientIp, username),

    /** A sign-in attempt from one client: throttled per username and per client address, then checked. */
    async signIn(username: string, password: string, clientIp: string): Promise<SessionUser> {
      const attempt = await throttle.begin(clientIp, username)
      const user = await checkCredentials(username, password)
      await attempt.succeeded()
      return user
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
