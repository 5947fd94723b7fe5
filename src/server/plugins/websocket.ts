import fastifyWebsocket from '@fastify/websocket'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import { DomainError } from '../../domain/errors'
import { type LiveOrderMessage, liveClientMessageSchema, liveOrderMessageSchema } from '../../domain/orders/live-order-messages'
import { SESSION_COOKIE } from '../auth/session-cookie'
import type { SessionService } from '../auth/sessions.service'
import type { OrderFeed } from '../orders/order-feed'

/** Spec §9: the dashboard pings every 30 s; the server also checks each socket is alive that often. */
export const HEARTBEAT_MS = 30_000
const MAX_CLIENT_MESSAGE_BYTES = 1024
/** Application close code (4000–4999) telling the dashboard its session ended. */
export const SIGNED_OUT_CLOSE_CODE = 4401

/**
 * A page from another site must not open the staff feed with the admin's cookie (cross-site
 * websocket hijacking): a browser always sends Origin, and it must name this host.
 */
function assertSameOrigin(request: FastifyRequest) {
  const origin = request.headers.origin
  if (!origin) return
  let host: string | undefined
  try {
    host = new URL(origin).host
  } catch {}
  if (host !== request.host) throw new DomainError('forbidden', 'This feed only opens from the shop itself')
}

/**
 * /ws: the live order feed for signed-in staff. The session is checked by the access rule at the
 * upgrade (anonymous upgrades get 401 and never become sockets); messages come from the database's
 * order_events through the feed, so every instance sees every order.
 */
export async function registerLiveOrders(
  app: FastifyInstance,
  feed: OrderFeed,
  sessions: Pick<SessionService, 'userFor'>,
  heartbeatMs = HEARTBEAT_MS,
) {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } })
  const sockets = new Set<WebSocket>()
  const alive = new WeakSet<WebSocket>()
  const sessionOf = new WeakMap<WebSocket, string | undefined>()

  const unsubscribe = feed.subscribe(
    (message: LiveOrderMessage) => {
      if (sockets.size === 0) return
      // Parsed against the shared contract before it leaves: the dashboard parses it with the same schema.
      const text = JSON.stringify(liveOrderMessageSchema.parse(message))
      for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(text)
    },
    () => sockets.size > 0,
  )

  /** A socket outlives nothing: once its session is signed out or expired, the feed closes (checked each beat). */
  async function closeIfSignedOut(socket: WebSocket) {
    const user = await sessions.userFor(sessionOf.get(socket)).catch(() => undefined)
    if (user === null || (user && !user.isAdmin)) socket.close(SIGNED_OUT_CLOSE_CODE, 'signed out')
  }

  const heartbeat = setInterval(() => {
    for (const socket of sockets) {
      if (!alive.has(socket)) {
        socket.terminate()
        continue
      }
      alive.delete(socket)
      socket.ping()
      void closeIfSignedOut(socket)
    }
  }, heartbeatMs)
  heartbeat.unref()

  // An upgrade refused before the websocket plugin saw it (401 from the access rule) would keep its raw
  // socket open forever: a leaked descriptor per refusal, and a shutdown that never finishes.
  app.addHook('onResponse', async (request, reply) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket' && reply.statusCode !== 101) request.raw.socket?.destroy()
  })

  app.addHook('preClose', async () => {
    clearInterval(heartbeat)
    unsubscribe()
    for (const socket of sockets) socket.close(1001, 'server closing')
  })

  app.get('/ws', { websocket: true, preValidation: async (request) => assertSameOrigin(request) }, (socket, request) => {
    sockets.add(socket)
    sessionOf.set(socket, request.cookies[SESSION_COOKIE])
    alive.add(socket)
    socket.on('pong', () => alive.add(socket))
    socket.on('message', (raw) => {
      alive.add(socket)
      if (isPing(raw.toString())) socket.send(JSON.stringify(liveOrderMessageSchema.parse({ type: 'pong' })))
    })
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => sockets.delete(socket))
  })
}

function isPing(text: string): boolean {
  try {
    return liveClientMessageSchema.safeParse(JSON.parse(text)).success
  } catch {
    return false
  }
}
