import { eq, sql } from 'drizzle-orm'
import { isStrongPassword, MIN_STAFF_PASSWORD_LENGTH, USERNAME_PATTERN } from '../../domain/auth/staff-account-schemas'
import type { Database, Queryable } from '../db/client'
import { sessions, users } from '../db/schema'
import { hashPassword } from './password'

export class AdminUserError extends Error {}

function assertStrongPassword(password: string): void {
  if (!isStrongPassword(password)) throw new AdminUserError(`The password needs at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`)
}

/** Whether another account has this username, in capitals or not ('Maria' beside 'maria' reads as one person). */
export async function usernameTaken(db: Queryable, username: string): Promise<boolean> {
  const [found] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`)
  return found !== undefined
}

/**
 * The account a typed username names, in whatever capitals: the one spelled exactly so first (accounts made before
 * look-alikes were refused may differ only in capitals), else the one that differs only in capitals.
 */
export async function findUser(db: Queryable, username: string): Promise<typeof users.$inferSelect | undefined> {
  const [found] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .orderBy(sql`${users.username} = ${username} desc`, users.id)
    .limit(1)
  return found
}

/** Creates a new admin who manages staff accounts (an operator's, the owner's); an existing username is refused (use resetAdminPassword for it). */
export async function createAdminUser(db: Database, username: string, password: string): Promise<void> {
  if (!USERNAME_PATTERN.test(username)) throw new AdminUserError('A username is 1-100 letters, digits or . _ @ -')
  assertStrongPassword(password)
  if (await usernameTaken(db, username)) throw new AdminUserError(`A user named '${username}' already exists; use reset-password.`)
  const inserted = await db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password), isAdmin: true, managesStaff: true })
    .onConflictDoNothing()
    .returning({ id: users.id })
  if (inserted.length === 0) throw new AdminUserError(`A user named '${username}' already exists; use reset-password.`)
}

/**
 * Sets a new password and signs the user out everywhere: old sessions die with the old password. The operator's way
 * back in: an account whose access staff took away can sign in again.
 */
export async function resetAdminPassword(db: Database, username: string, password: string): Promise<void> {
  assertStrongPassword(password)
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    const named = await findUser(tx, username)
    if (!named) throw new AdminUserError(`No user named '${username}'.`)
    const [user] = await tx.update(users).set({ passwordHash, isAdmin: true }).where(eq(users.id, named.id)).returning({ id: users.id })
    if (!user) throw new AdminUserError(`No user named '${username}'.`)
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
  })
}
