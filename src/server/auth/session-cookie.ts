import type { CookieSerializeOptions } from '@fastify/cookie'
import type { FastifyRequest } from 'fastify'
import { SESSION_ABSOLUTE_MS } from './sessions.service'

export const SESSION_COOKIE = 'bakery_session'

/** HttpOnly and SameSite=Lax always; Secure whenever the shop is reached over https. */
export function sessionCookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: SESSION_ABSOLUTE_MS / 1000 }
}
