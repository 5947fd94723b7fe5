import { z } from 'zod'

/** The admin sign-in form and POST /api/auth/login (spec §5: both fields required). */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(100),
  password: z.string().min(1, 'Password is required').max(1000),
})
export type Login = z.infer<typeof loginSchema>
