import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import { z } from 'zod'
import type { LiveOrderMessage } from '../../domain/orders/live-order-messages'
import type { OrderService } from './orders.service'

/** The channel the orders trigger (migration 0002) announces every committed insert and update on. */
export const ORDER_EVENTS_CHANNEL = 'order_events'
/** Where an instance announces a staff edit of the catalogue, so the others drop their cached reads (read-cache.ts). */
export const CATALOGUE_EVENTS_CHANNEL = 'catalogue_events'

const notificationSchema = z.object({ type: z.enum(['NEW_ORDER', 'ORDER_UPDATED']), id: z.number().int().positive() })

/** What the feed hands its subscribers (the /ws contract, less the client's pong). */
type FeedMessage = Exclude<LiveOrderMessage, { type: 'pong' }>

export type OrderFeed = {
  start: () => Promise<void>
  stop: () => Promise<void>
  /** `wantsOrders` lets a subscriber with nobody connected spare the database the order lookups. */
  subscribe: (listener: (message: FeedMessage) => void, wantsOrders?: () => boolean) => () => void
  isListening: () => boolean
}

export type FeedChange = 'catalogue' | 'orders' | 'places'

type Deps = {
  connectionString: string
  orders: Pick<OrderService, 'get'>
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>
  /**
   * Told what another instance (or this one) changed: 'orders' after any order event, 'catalogue' after a staff edit
   * or a gap, 'places' after a waitlist offer or expiry moved a day's places (read-cache.ts announces the scope).
   */
  onChange?: (change: FeedChange) => void
}

const FIRST_RETRY_MS = 250
const LAST_RETRY_MS = 10_000

/**
 * One dedicated PostgreSQL connection per app instance LISTENs on order_events, so an order placed
 * through any instance (or by hand in psql) reaches the dashboards connected to this one. The
 * connection is reopened with backoff when it drops; after such a gap subscribers get RESYNC.
 */
export function createOrderFeed({ connectionString, orders, log, onChange }: Deps): OrderFeed {
  const listeners = new Map<(message: FeedMessage) => void, () => boolean>()
  let client: pg.Client | null = null
  let stopped = true
  let retryMs = FIRST_RETRY_MS
  let retryTimer: NodeJS.Timeout | undefined
  let hadConnection = false

  const publish = (message: FeedMessage) => {
    for (const listener of listeners.keys()) listener(message)
  }

  async function announce(payload: string | undefined) {
    const parsed = notificationSchema.safeParse(safeJson(payload))
    if (!parsed.success || ![...listeners.values()].some((wantsOrders) => wantsOrders())) return
    try {
      const order = await orders.get(parsed.data.id)
      publish({ type: parsed.data.type, order: { ...order, customerName: order.customer?.name ?? null } })
    } catch (error) {
      log?.warn({ err: error, orderId: parsed.data.id }, 'order event could not be loaded')
    }
  }

  function scheduleReconnect() {
    if (stopped || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void connect().catch(() => scheduleReconnect())
    }, retryMs)
    retryTimer.unref()
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
  }

  function dropClient(broken: pg.Client) {
    if (client !== broken) return
    client = null
    broken.removeAllListeners('notification')
    broken.end().catch(() => {})
    scheduleReconnect()
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, keepAlive: true })
    next.on('error', (error) => {
      log?.warn({ err: error }, 'order feed connection failed; reconnecting')
      dropClient(next)
    })
    next.on('end', () => dropClient(next))
    next.on('notification', (message) => {
      if (message.channel === CATALOGUE_EVENTS_CHANNEL) onChange?.(message.payload === 'dates' ? 'places' : 'catalogue')
      if (message.channel !== ORDER_EVENTS_CHANNEL) return
      onChange?.('orders')
      void announce(message.payload)
    })
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${ORDER_EVENTS_CHANNEL}; LISTEN ${CATALOGUE_EVENTS_CHANNEL}`)
    } catch (error) {
      if (client === next) client = null
      next.removeAllListeners('end')
      await next.end().catch(() => {})
      throw error
    }
    if (stopped) {
      await next.end().catch(() => {})
      return
    }
    retryMs = FIRST_RETRY_MS
    // Whatever was announced while the connection was down is unknown: everything cached may be stale.
    if (hadConnection) {
      onChange?.('catalogue')
      publish({ type: 'RESYNC' })
    }
    hadConnection = true
  }

  return {
    async start() {
      if (!stopped) return
      stopped = false
      try {
        await connect()
      } catch (error) {
        log?.error({ err: error }, 'order feed could not LISTEN; retrying in the background')
        scheduleReconnect()
      }
    },
    async stop() {
      stopped = true
      clearTimeout(retryTimer)
      retryTimer = undefined
      const current = client
      client = null
      if (current) {
        current.removeAllListeners('end')
        await current.end().catch(() => {})
      }
      listeners.clear()
    },
    subscribe(listener, wantsOrders = () => true) {
      listeners.set(listener, wantsOrders)
      return () => listeners.delete(listener)
    },
    isListening: () => client !== null && !stopped,
  }
}

function safeJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
}
