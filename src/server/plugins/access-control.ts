import type { FastifyInstance } from 'fastify'
import { DomainError } from '../../domain/errors'
import { text } from '../../domain/written-text'
import { SESSION_COOKIE } from '../auth/session-cookie'
import type { SessionService, SessionUser } from '../auth/sessions.service'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes open to anonymous visitors say so; every other /api route and /ws needs an admin session. */
    public?: boolean
  }
  interface FastifyRequest {
    user: SessionUser | null
  }
}

export function isProtectedPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/ws')
}

/**
 * The one access rule of the shop, applied to every request before any handler runs. It judges the route
 * the router matched, never the raw URL: the router decodes '/%61pi/orders' to the '/api/orders' route.
 */
export function registerAccessControl(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('user', null)
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url
    if (route === undefined || !isProtectedPath(route) || request.is404) return
    request.user = await sessions.userFor(request.cookies[SESSION_COOKIE])
    if (request.routeOptions.config.public) return
    if (!request.user?.isAdmin) throw new DomainError('unauthorized', text('staff_only'))
  })
}
