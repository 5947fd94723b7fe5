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
  standingCancelled: 'Not sent: the standing order was cancelled first',
  standingPaused: 'Not sent: the standing order was paused over that week first',
  offerEnded: 'Not sent: the hold ended or the place was taken first',
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
  /** For a standing order's notices (stored against its first order): the series as it is now, null when gone. */
  standing?: { status: string; pausedUntil: string | null } | null
  /** For a waitlist offer: the entry as it is now, null when gone. */
  waitlistEntry?: { status: string } | null
}

/**
 * Why a message still in the outbox must not go out any more, or null to send it. The outbox is written when
 * something happens; by the time WhatsApp takes the message (an outage, a long retry) the order may have changed.
 */
export function withdrawnReason(message: QueuedMessage, context: MessageContext, now: Date): string | null {
  const { order, optedOut } = context
  if (optedOut && (message.isTemplate || message.noticeKey !== null)) return WITHDRAWN.optedOut
  if (now.getTime() - message.createdAt.getTime() > QUEUED_MESSAGE_MAX_AGE_MS) return WITHDRAWN.stale
  if (message.noticeKey === null) return null
  const kind = noticeKindOf(message.noticeKey)
  // A series outlives its first order (a customer skipping that week cancels it): judged by the series, not the order.
  if (kind === 'standing_set' || kind === 'standing_missed') return standingWithdrawn(message.noticeKey, context.standing ?? null)
  // "We hold it until 3:00 p.m." only while it is still held: an outage must not offer a place already passed on.
  if (kind === 'offer') return offerWithdrawn(message.noticeKey, context.waitlistEntry ?? null, now)
  if (order === null) return null
  if (message.noticeKey.startsWith('reminder:')) {
    if (order.pickupDate !== message.noticeKey.slice('reminder:'.length)) return WITHDRAWN.orderMoved
    return (REMINDED_STATUSES as readonly OrderStatus[]).includes(order.status) ? null : WITHDRAWN.orderClosed
  }
  if (kind === 'cancelled') return order.status === 'cancelled' ? null : WITHDRAWN.orderReopened
  return order.status === 'cancelled' ? WITHDRAWN.orderCancelled : null
}

/** A series' notice goes out while the series runs; a missed week's, also not once the customer paused over it. */
function standingWithdrawn(noticeKey: string, standing: MessageContext['standing']): string | null {
  if (!standing || standing.status === 'cancelled') return WITHDRAWN.standingCancelled
  const week = noticeKey.startsWith('standing_missed:') ? noticeKey.slice('standing_missed:'.length) : null
  return week !== null && standing.pausedUntil !== null && standing.pausedUntil >= week ? WITHDRAWN.standingPaused : null
}

/** An offer goes out while the entry is still offered and the hold its text names (the key's) has not ended. */
function offerWithdrawn(noticeKey: string, entry: MessageContext['waitlistEntry'], now: Date): string | null {
  // An unreadable time (NaN) counts as ended.
  const holdEnds = Date.parse(noticeKey.slice('offer:'.length))
  const held = entry?.status === 'offered' && holdEnds > now.getTime()
  return held ? null : WITHDRAWN.offerEnded
}
