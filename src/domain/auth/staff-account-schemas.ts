import { z } from 'zod'
import { text } from '../written-text'

/** OWASP asks for at least 8 characters with MFA and 15 without; staff passwords here need 12. */
export const MIN_STAFF_PASSWORD_LENGTH = 12
/** What a username may hold: the admin tool and the staff accounts page take the same. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{1,100}$/

/** Long enough without the spaces at its ends: twelve spaces are no password. */
export const isStrongPassword = (password: string) => password.trim().length >= MIN_STAFF_PASSWORD_LENGTH

const newPasswordSchema = z
  .string()
  .max(1000)
  .refine(isStrongPassword, text('password_too_short', { min: MIN_STAFF_PASSWORD_LENGTH }))

/** A new staff account (POST /api/staff-accounts): its sign-in name and first password. */
export const staffAccountInputSchema = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN, text('username_format')),
  password: newPasswordSchema,
  /** May manage staff accounts too (another owner); staff added without it may not. */
  managesStaff: z.boolean().default(false),
})
export type StaffAccountInput = z.infer<typeof staffAccountInputSchema>

/** Staff access given back or taken away, and the right to manage accounts (PATCH /api/staff-accounts/:id). */
export const staffAccountChangeSchema = z
  .object({ active: z.boolean().optional(), managesStaff: z.boolean().optional() })
  .refine((change) => change.active !== undefined || change.managesStaff !== undefined, text('staff_account_change_empty'))
export type StaffAccountChange = z.infer<typeof staffAccountChangeSchema>

/** The signed-in staff member's own new password (POST /api/auth/password). */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, text('password_required')).max(1000),
  newPassword: newPasswordSchema,
})
export type PasswordChange = z.infer<typeof passwordChangeSchema>

/** One staff account as the accounts page lists it: never its password, only where it is signed in. */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  active: z.boolean(),
  managesStaff: z.boolean(),
  createdAt: z.string(),
  /** When it last used the staff side, on any device still signed in; null when signed in nowhere. */
  lastSeenAt: z.string().nullable(),
  /** Devices (browsers) signed in now. */
  devices: z.number().int(),
  /** The account of whoever asks. */
  you: z.boolean(),
})
export type StaffAccount = z.infer<typeof staffAccountSchema>
