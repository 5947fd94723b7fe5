import { createHash, randomBytes } from 'node:crypto'
import { eq, lt, or } from 'drizzle-orm'
import type { Database } from '../db/client'
import { sessions, users } from '../db/schema'

/** A session ends after 2 hours without use, and after 12 hours whatever happens. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
/** lastSeenAt is written at most once a minute, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000

export type SessionUser = { id: number; username: string; isAdmin: boolean; managesStaff: boolean; name: string | null; email: string | null }

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex')

export function createSessionService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    /** Returns the new opaque id for the cookie; only its hash is stored. */
    async start(userId: number): Promise<string> {
      const id = randomBytes(32).toString('base64url')
      const now = clock()
      await db
        .insert(sessions)
        .values({ idHash: hashSessionId(id), userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS) })
      return id
    },

    async end(id: string | undefined): Promise<void> {
      if (id) await db.delete(sessions).where(eq(sessions.idHash, hashSessionId(id)))
    },

    async userFor(id: string | undefined): Promise<SessionUser | null> {
      if (!id || id.length > 100) return null
      const now = clock()
      const [row] = await db
        .select({
          session: sessions,
          user: {
            id: users.id,
            username: users.username,
            isAdmin: users.isAdmin,
            managesStaff: users.managesStaff,
            name: users.name,
            email: users.email,
          },
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.idHash, hashSessionId(id)))
      if (!row) return null
      const idleSince = now.getTime() - row.session.lastSeenAt.getTime()
      if (row.session.expiresAt <= now || idleSince > SESSION_IDLE_MS) {
        await db.delete(sessions).where(eq(sessions.idHash, row.session.idHash))
        return null
      }
      if (idleSince > TOUCH_INTERVAL_MS) await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, row.session.idHash))
      return row.user
    },

    async endAllFor(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId))
    },

    async purgeExpired(): Promise<void> {
      const now = clock()
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
    },
  }
}
export type SessionService = ReturnType<typeof createSessionService>
