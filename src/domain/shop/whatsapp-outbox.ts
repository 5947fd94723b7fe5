import type { OrderStatus } from '../orders/order-status'
import { REMINDED_STATUSES } from './whatsapp-reminders'
import { noticeKindOf } from './whatsapp-templates'

/** A queued message older than this is not sent: "your order is ready" a week late misleads more than silence. */
export const QUEUED_MESSAGE_MAX_AGE_MS = 24 * 3600_000

export const WITHDRAWN = {
  optedOut: 'Not sent: the customer replied STOP',
  stale: 'Not sent: still queued a day later',
  orderCancelled: 'Not sent: the order was cancelled first',
  orderReopened: 'Not sent: the order was reopened first',
  orderMoved: 'Not sent: the order moved to another day first',
  orderClosed: 'Not sent: the order was no longer to be collected',
} as const

export type QueuedMessage = {
  createdAt: Date
  /** Set on automatic messages ('received', 'reminder:2026-11-28', …): see noticeKey. */
  noticeKey: string | null
  /** A template is the shop writing first; free text answers the customer within WhatsApp's 24-hour window. */
  isTemplate: boolean
}

export type MessageContext = {
  order: { status: OrderStatus; pickupDate: string | null } | null
  /** The customer replied STOP after this message's consent was given (the order placed, the waitlist joined). */
  optedOut: boolean
}

/**
 * Why a message still in the outbox must not go out any more, or null to send it. The outbox is written when
 * something happens; by the time WhatsApp takes the message (an outage, a long retry) the order may have changed.
 */
export function withdrawnReason(message: QueuedMessage, { order, optedOut }: MessageContext, now: Date): string | null {
  if (optedOut && (message.isTemplate || message.noticeKey !== null)) return WITHDRAWN.optedOut
  if (now.getTime() - message.createdAt.getTime() > QUEUED_MESSAGE_MAX_AGE_MS) return WITHDRAWN.stale
  if (message.noticeKey === null || order === null) return null
  if (message.noticeKey.startsWith('reminder:')) {
    if (order.pickupDate !== message.noticeKey.slice('reminder:'.length)) return WITHDRAWN.orderMoved
    return (REMINDED_STATUSES as readonly OrderStatus[]).includes(order.status) ? null : WITHDRAWN.orderClosed
  }
  if (noticeKindOf(message.noticeKey) === 'cancelled') return order.status === 'cancelled' ? null : WITHDRAWN.orderReopened
  return order.status === 'cancelled' ? WITHDRAWN.orderCancelled : null
}
