import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { loginSchema } from '../../domain/auth/login-schema'
import type { AuthService } from './auth.service'
import { LoginThrottledError } from './login-throttle'
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie'
import type { SessionService } from './sessions.service'

const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  isAdmin: z.boolean(),
  /** May manage staff accounts (the owner). */
  managesStaff: z.boolean(),
  name: z.string().nullable(),
  email: z.string().nullable(),
})

/** Ended sessions and finished rate-limit windows are swept away once an hour by each instance. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; sessions: SessionService }> = async (app, { auth, sessions }) => {
  let sweeper: NodeJS.Timeout | undefined
  const sweep = () =>
    Promise.all([sessions.purgeExpired(), auth.purgeFinishedWindows()]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'session sweep failed'),
    )
  app.addHook('onReady', async () => {
    sweeper = setInterval(sweep, SWEEP_INTERVAL_MS)
    sweeper.unref()
  })
  app.addHook('onClose', async () => clearInterval(sweeper))

  app.post(
    '/api/auth/login',
    { config: { public: true }, bodyLimit: 4 * 1024, schema: { body: loginSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const user = await auth.signIn(request.body.username, request.body.password, request.ip).catch((error: unknown) => {
        if (error instanceof LoginThrottledError) reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000))
        throw error
      })
      // A fresh id at every login: a session id planted before login is worth nothing after it.
      await sessions.end(request.cookies[SESSION_COOKIE])
      reply.setCookie(SESSION_COOKIE, await sessions.start(user.id), sessionCookieOptions(request))
      return user
    },
  )

  app.post('/api/auth/logout', { config: { public: true } }, async (request, reply) => {
    await sessions.end(request.cookies[SESSION_COOKIE])
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request))
    return { ok: true }
  })

  app.get(
    '/api/auth/user',
    { config: { public: true }, schema: { response: { 200: z.object({ authenticated: z.boolean(), user: userSchema.nullable() }) } } },
    (request) => ({ authenticated: Boolean(request.user), user: request.user ?? null }),
  )
}
