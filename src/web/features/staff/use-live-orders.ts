import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { type LiveOrder, liveOrderMessageSchema, SIGNED_OUT_CLOSE_CODE } from '../../../domain/orders/live-order-messages'
import { queryKeys } from '../../lib/queries/keys'
import { refreshOrders, storeOrder } from '../../lib/queries/orders'

/** Spec §9: the dashboard pings every 30 s. */
export const PING_INTERVAL_MS = 30_000
const FIRST_RETRY_MS = 1000
const LAST_RETRY_MS = 30_000

type Handlers = { onNewOrder?: (order: LiveOrder) => void; onOrderUpdated?: (order: LiveOrder) => void }

function feedUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`
}

/**
 * The staff feed at /ws, one connection per staff app (the dashboard, or the admin shell around every /admin page):
 * each event updates the dashboard's list and reloads every other order query, so any screen showing orders keeps up.
 * After any drop it reconnects with growing delays (1 s … 30 s) and, once connected, reloads the lists, so an order
 * placed while disconnected (or before the first connection) is never missed.
 */
export function useLiveOrders(enabled: boolean, handlers: Handlers = {}): { connected: boolean } {
  const queryClient = useQueryClient()
  const [connected, setConnected] = useState(false)
  const handlersRef = useRef(handlers)
  handlersRef.current = handlers

  useEffect(() => {
    if (!enabled) return
    let socket: WebSocket | null = null
    let retryMs = FIRST_RETRY_MS
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let pingTimer: ReturnType<typeof setInterval> | undefined
    let closed = false

    const reloadLists = () => void refreshOrders(queryClient)

    const open = () => {
      socket = new WebSocket(feedUrl())
      socket.onopen = () => {
        retryMs = FIRST_RETRY_MS
        setConnected(true)
        reloadLists()
        pingTimer = setInterval(() => socket?.send(JSON.stringify({ type: 'ping' })), PING_INTERVAL_MS)
      }
      socket.onmessage = (event) => {
        const parsed = liveOrderMessageSchema.safeParse(safeJson(String(event.data)))
        if (!parsed.success) return
        const message = parsed.data
        // biome-ignore lint/suspicious/noConsole: spec §4, a pong is only logged
        if (message.type === 'pong') console.debug('staff feed: pong')
        if (message.type === 'RESYNC') reloadLists()
        if (message.type === 'NEW_ORDER') {
          storeOrder(queryClient, message.order, true)
          handlersRef.current.onNewOrder?.(message.order)
        }
        if (message.type === 'ORDER_UPDATED') {
          storeOrder(queryClient, message.order, false)
          handlersRef.current.onOrderUpdated?.(message.order)
        }
      }
      socket.onclose = (event) => {
        clearInterval(pingTimer)
        setConnected(false)
        if (closed) return
        // The server closes with this code when the session ended: reloading shows the dashboard's sign-in prompt,
        // and the sign-in state read again sends the admin area to its login page.
        if (event.code === SIGNED_OUT_CLOSE_CODE) {
          reloadLists()
          void queryClient.invalidateQueries({ queryKey: queryKeys.auth })
        }
        retryTimer = setTimeout(open, retryMs + Math.random() * 250)
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
      }
    }
    open()

    return () => {
      closed = true
      clearTimeout(retryTimer)
      clearInterval(pingTimer)
      socket?.close()
    }
  }, [enabled, queryClient])

  return { connected }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
