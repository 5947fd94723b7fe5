import { and, count, eq, gt, max, ne, sql } from 'drizzle-orm'
import type { PasswordChange, StaffAccount, StaffAccountChange, StaffAccountInput } from '../../domain/auth/staff-account-schemas'
import { DomainError } from '../../domain/errors'
import { text } from '../../domain/written-text'
import type { Database, Queryable } from '../db/client'
import { sessions, users } from '../db/schema'
import { usernameTaken } from './admin-users'
import { hashPassword, verifyPassword } from './password'
import { hashSessionId, SESSION_IDLE_MS } from './sessions.service'

/** The advisory lock that puts changes to staff accounts in turn (pg_advisory_xact_lock(bigint)). */
const ACCOUNTS_LOCK = 724_350

/** Read under ACCOUNTS_LOCK: whoever asks may have lost the right a moment ago (the session was read before). */
async function assertStillManages(tx: Queryable, by: number): Promise<void> {
  const [actor] = await tx.select({ isAdmin: users.isAdmin, managesStaff: users.managesStaff }).from(users).where(eq(users.id, by))
  if (!actor?.isAdmin || !actor.managesStaff) throw new DomainError('forbidden', text('staff_accounts_owner_only'))
}

const notFound = (id: number) => new DomainError('not_found', text('staff_account_not_found', { id }))

/**
 * Staff accounts from the staff side: list, add, give or take away access, sign a person out everywhere, and one's
 * own password. Access is `users.is_admin` (sign-in and every staff call check it); taking it away ends the person's
 * sessions at once, so a phone left at the shop is signed out too.
 */
export function createStaffAccountService({ db, clock }: { db: Database; clock: () => Date }) {
  /** Sessions that still let their browser in (neither past their 12 hours nor idle too long). */
  const live = () => and(gt(sessions.expiresAt, clock()), gt(sessions.lastSeenAt, new Date(clock().getTime() - SESSION_IDLE_MS)))

  return {
    async list(you: number): Promise<StaffAccount[]> {
      const devices = db
        .select({ userId: sessions.userId, devices: count().as('devices'), lastSeenAt: max(sessions.lastSeenAt).as('last_seen_at') })
        .from(sessions)
        .where(live())
        .groupBy(sessions.userId)
        .as('devices')
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          active: users.isAdmin,
          managesStaff: users.managesStaff,
          createdAt: users.createdAt,
          devices: sql<number>`coalesce(${devices.devices}, 0)::int`,
          lastSeenAt: devices.lastSeenAt,
        })
        .from(users)
        .leftJoin(devices, eq(devices.userId, users.id))
        // Alphabetical as people read it, whatever the database's collation: 'admin' beside 'Ayudante'.
        .orderBy(sql`lower(${users.username})`)
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
        you: row.id === you,
      }))
    },

    /** A new account, added by `by` (who must still manage accounts once the change is theirs to make). */
    async create(input: StaffAccountInput, by: number): Promise<void> {
      const taken = new DomainError('conflict', text('username_taken', { username: input.username }), [
        { path: 'username', message: text('username_taken_short') },
      ])
      const passwordHash = await hashPassword(input.password)
      await db.transaction(async (tx) => {
        // In turn with every other change, so two look-alike names added at once cannot both pass the check.
        await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK})`)
        await assertStillManages(tx, by)
        if (await usernameTaken(tx, input.username)) throw taken
        await tx.insert(users).values({ username: input.username, passwordHash, isAdmin: true, managesStaff: input.managesStaff })
      })
    },

    /**
     * Gives access back, or takes it away and signs the person out everywhere; lets a person manage staff accounts, or
     * not. Never one's own (`by`): the shop always keeps someone who can.
     */
    async change(id: number, change: StaffAccountChange, by: number): Promise<void> {
      if (id === by && (change.active === false || change.managesStaff === false)) {
        const path = change.active === false ? 'active' : 'managesStaff'
        throw new DomainError('conflict', text('staff_account_self'), [{ path, message: text('staff_account_self') }])
      }
      await db.transaction(async (tx) => {
        // One change to the accounts at a time, across instances: two people taking away each other's access at once
        // are put in turn, and the second is then no longer allowed to.
        await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK})`)
        await assertStillManages(tx, by)
        const [user] = await tx
          .update(users)
          .set({ isAdmin: change.active, managesStaff: change.managesStaff })
          .where(eq(users.id, id))
          .returning({ id: users.id })
        if (!user) throw notFound(id)
        if (change.active === false) await tx.delete(sessions).where(eq(sessions.userId, id))
      })
    },

    /** Ends every session of the account but `keep` (the asker's own browser, when it is their own account). */
    async signOutEverywhere(id: number, keep?: string): Promise<void> {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id))
      if (!user) throw notFound(id)
      await db.delete(sessions).where(and(eq(sessions.userId, id), keep ? ne(sessions.idHash, hashSessionId(keep)) : undefined))
    },

    /**
     * One's own new password, given the current one: every other device is signed out (a password is changed because
     * it may be known), this one stays.
     */
    async changePassword(id: number, change: PasswordChange, keep: string | undefined): Promise<void> {
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id))
      if (!user) throw notFound(id)
      if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
        throw new DomainError('validation', text('password_wrong'), [{ path: 'currentPassword', message: text('password_wrong') }])
      }
      const passwordHash = await hashPassword(change.newPassword)
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, id))
        await tx.delete(sessions).where(and(eq(sessions.userId, id), keep ? ne(sessions.idHash, hashSessionId(keep)) : undefined))
      })
    },
  }
}
export type StaffAccountService = ReturnType<typeof createStaffAccountService>
