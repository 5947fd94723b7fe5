import { z } from 'zod'
import { orderSchema } from './order-schemas'

/**
 * The staff live feed at /ws, declared once: the server parses each message with these schemas before it sends it,
 * the dashboard parses what it receives, so a renamed field or message fails a test instead of a screen.
 */
export const liveOrderSchema = orderSchema.extend({ customerName: z.string().nullable() })
export type LiveOrder = z.infer<typeof liveOrderSchema>

export const liveOrderMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NEW_ORDER'), order: liveOrderSchema }),
  z.object({ type: z.literal('ORDER_UPDATED'), order: liveOrderSchema }),
  /** The server's listener lost its connection for a while: events may have been missed, clients reload their lists. */
  z.object({ type: z.literal('RESYNC') }),
  /** The answer to a client's ping (spec §9: every 30 s). */
  z.object({ type: z.literal('pong') }),
])
export type LiveOrderMessage = z.infer<typeof liveOrderMessageSchema>

/** What a dashboard sends: only its ping. */
export const liveClientMessageSchema = z.object({ type: z.literal('ping') })

/** Application close code (4000–4999) the server closes /ws with once the socket's session has ended. */
export const SIGNED_OUT_CLOSE_CODE = 4401
