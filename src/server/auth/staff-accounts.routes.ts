import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { passwordChangeSchema, staffAccountChangeSchema, staffAccountInputSchema, staffAccountSchema } from '../../domain/auth/staff-account-schemas'
import { DomainError } from '../../domain/errors'
import { idParamsSchema } from '../../domain/validation'
import { text } from '../../domain/written-text'
import type { AuthService } from './auth.service'
import { LoginThrottledError } from './login-throttle'
import { SESSION_COOKIE } from './session-cookie'
import type { SessionUser } from './sessions.service'
import type { StaffAccountService } from './staff-accounts.service'

/** Staff only, as every route not marked public: the access hook has set the user. */
const signedIn = (user: SessionUser | null): SessionUser => {
  if (!user) throw new Error('the access hook lets no staff route run without a user')
  return user
}

/** Who may manage staff accounts (the owner): a helper at the counter cannot lock the owner out. */
const managing = (user: SessionUser | null): SessionUser => {
  const staff = signedIn(user)
  if (!staff.managesStaff) throw new DomainError('forbidden', text('staff_accounts_owner_only'))
  return staff
}

export const staffAccountRoutes: FastifyPluginAsyncZod<{ auth: AuthService; staffAccounts: StaffAccountService }> = async (
  app,
  { auth, staffAccounts },
) => {
  app.get('/api/staff-accounts', { schema: { response: { 200: z.array(staffAccountSchema) } } }, (request) =>
    staffAccounts.list(managing(request.user).id),
  )

  app.post('/api/staff-accounts', { bodyLimit: 4 * 1024, schema: { body: staffAccountInputSchema } }, async (request, reply) => {
    await staffAccounts.create(request.body, managing(request.user).id)
    return reply.code(201).send({ ok: true })
  })

  app.patch('/api/staff-accounts/:id', { schema: { params: idParamsSchema, body: staffAccountChangeSchema } }, async (request) => {
    await staffAccounts.change(request.params.id, request.body, managing(request.user).id)
    return { ok: true }
  })

  /** Signs the account out on every device; one's own (anyone may) keeps this browser. */
  app.post('/api/staff-accounts/:id/sign-out', { schema: { params: idParamsSchema } }, async (request) => {
    const own = request.params.id === signedIn(request.user).id
    if (!own) managing(request.user)
    await staffAccounts.signOutEverywhere(request.params.id, own ? request.cookies[SESSION_COOKIE] : undefined)
    return { ok: true }
  })

  app.post('/api/auth/password', { bodyLimit: 4 * 1024, schema: { body: passwordChangeSchema } }, async (request, reply) => {
    const user = signedIn(request.user)
    const attempt = await auth.passwordAttempt(request.ip, user.username).catch((error: unknown) => {
      if (error instanceof LoginThrottledError) reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000))
      throw error
    })
    await staffAccounts.changePassword(user.id, request.body, request.cookies[SESSION_COOKIE])
    await attempt.succeeded()
    return { ok: true }
  })
}
