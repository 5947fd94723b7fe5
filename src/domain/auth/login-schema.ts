import { z } from 'zod'
import { text } from '../written-text'

/** The admin sign-in form and POST /api/auth/login (spec §5: both fields required). */
export const loginSchema = z.object({
  username: z.string().trim().min(1, text('username_required')).max(100),
  password: z.string().min(1, text('password_required')).max(1000),
})
export type Login = z.infer<typeof loginSchema>
