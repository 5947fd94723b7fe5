import fastifyWebsocket from '@fastify/websocket'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import { DomainError } from '../../domain/errors'
import {
  type LiveOrderMessage,
  liveClientMessageSchema,
  liveOrderMessageSchema,
  SIGNED_OUT_CLOSE_CODE,
} from '../../domain/orders/live-order-messages'
import { SESSION_COOKIE } from '../auth/session-cookie'
import type { SessionService } from '../auth/sessions.service'
import type { OrderFeed } from '../orders/order-feed'

/** Spec §9: the dashboard pings every 30 s; the server also checks each socket is alive that often. */
export const HEARTBEAT_MS = 30_000
const MAX_CLIENT_MESSAGE_BYTES = 1024
/** WebSocket's 'try again later' (1013): the client reconnects with its usual backoff. */
const TRY_AGAIN_CLOSE_CODE = 1013

type SessionState = 'signed-in' | 'signed-out' | 'unknown'

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
 * upgrade (anonymous upgrades get 401 and never become sockets) and again before every event; messages come
 * from the database's order_events through the feed, so every instance sees every order.
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

  /** Whether the socket's session still belongs to staff, read from the database every instance shares. */
  async function sessionState(session: string | undefined): Promise<SessionState> {
    try {
      const user = await sessions.userFor(session)
      return user?.isAdmin ? 'signed-in' : 'signed-out'
    } catch {
      return 'unknown'
    }
  }

  /** Checked each beat too, so a quiet dashboard learns its session ended without waiting for an order. */
  async function closeIfSignedOut(socket: WebSocket) {
    if ((await sessionState(sessionOf.get(socket))) === 'signed-out') socket.close(SIGNED_OUT_CLOSE_CODE, 'signed out')
  }

  /**
   * Each event carries customers' names, phones and addresses: a socket gets it only after its session is read again
   * (sign-out on any instance, expiry, a password reset), once per session and event; staff sockets are few.
   */
  async function deliver(text: string) {
    const states = new Map<string | undefined, Promise<SessionState>>()
    const stateOf = (session: string | undefined) => {
      const known = states.get(session)
      if (known) return known
      const state = sessionState(session)
      states.set(session, state)
      return state
    }
    await Promise.all(
      [...sockets].map(async (socket) => {
        const state = await stateOf(sessionOf.get(socket))
        if (socket.readyState !== socket.OPEN) return
        if (state === 'signed-in') socket.send(text)
        else if (state === 'signed-out') socket.close(SIGNED_OUT_CLOSE_CODE, 'signed out')
        // Unknown (database unreachable): the event is withheld, and the dashboard reconnects and reloads its lists.
        else socket.close(TRY_AGAIN_CLOSE_CODE, 'session check failed')
      }),
    )
  }

  // One chain, so events reach every socket in the order the database announced them despite the session reads.
  let delivering = Promise.resolve()
  const unsubscribe = feed.subscribe(
    (message: LiveOrderMessage) => {
      if (sockets.size === 0) return
      // Parsed against the shared contract before it leaves: the dashboard parses it with the same schema.
      const text = JSON.stringify(liveOrderMessageSchema.parse(message))
      delivering = delivering.then(() => deliver(text)).catch((error) => app.log.warn({ err: error }, 'live feed delivery failed'))
    },
    () => sockets.size > 0,
  )

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
