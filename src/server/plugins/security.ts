import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import helmet from 'helmet'
import { DomainError } from '../../domain/errors'

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Stripe.js loads from js.stripe.com, talks to api.stripe.com and shows 3-D Secure in hooks.stripe.com frames. */
const STRIPE = { script: 'https://js.stripe.com', api: 'https://api.stripe.com', frames: ['https://js.stripe.com', 'https://hooks.stripe.com'] }

/** A route as registered: the access rule's input, and the body schema the fuzz test generates requests from. */
export type RegisteredRoute = { method: string; url: string; public: boolean; body?: unknown }

const routeTables = new WeakMap<FastifyInstance, RegisteredRoute[]>()

/** Every route registered after registerSecurity, as the security tests walk them. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return routeTables.get(app) ?? []
}

/**
 * The built index.html carries one small inline script (the theme is applied before first paint);
 * the CSP allows exactly that script by its hash instead of allowing every inline script.
 */
export function inlineScriptHashes(indexHtmlPath: string): string[] {
  if (!fs.existsSync(indexHtmlPath)) return []
  const html = fs.readFileSync(indexHtmlPath, 'utf8')
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  )
}

/**
 * The host an Origin header names, or null for 'null' and anything unreadable. Only the host is compared with the
 * request's: behind an https proxy the shop itself sees plain http, and the scheme says nothing about which site
 * sent the request.
 */
function originHost(origin: string): string | null {
  try {
    return origin === 'null' ? null : new URL(origin).host.toLowerCase()
  } catch {
    return null
  }
}

/**
 * A browser always sends Origin on cross-site POST/PUT/PATCH/DELETE. One that names another site (or
 * 'null', from sandboxed frames and some redirects) is refused before any handler runs; requests
 * without Origin (curl, Stripe's webhook, same-origin GETs) are left to the session and signature checks.
 */
export function isCrossOriginWrite(request: FastifyRequest): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method)) return false
  const origin = request.headers.origin
  return origin !== undefined && originHost(origin) !== request.host.toLowerCase()
}

export async function registerSecurity(app: FastifyInstance, { webDistDir }: { webDistDir: string }): Promise<void> {
  const routes: RegisteredRoute[] = []
  routeTables.set(app, routes)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, public: route.config?.public === true, body: route.schema?.body })
  })

  // Helmet's middleware built once and run on every answer (@fastify/helmet built it anew for each request: a
  // tenth of the server's time on a cached catalogue read).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", STRIPE.script, ...inlineScriptHashes(path.join(webDistDir, 'index.html'))],
        // Radix positions popovers and tooltips with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", STRIPE.api],
        frameSrc: STRIPE.frames,
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    // Stripe's 3-D Secure pop-ups need to keep a handle on the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
  app.addHook('onRequest', (request, reply, next) => securityHeaders(request.raw, reply.raw, (error) => next(error as Error | undefined)))

  // An API answer may hold a customer's order or the staff's lists: no shared cache (a proxy told to cache everything)
  // keeps one. Routes that may be kept (the catalogue, photos) say so themselves.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'private, no-store')
  })

  app.addHook('onRequest', async (request) => {
    if (isCrossOriginWrite(request)) throw new DomainError('forbidden', 'Requests from other websites are not allowed')
  })
}
