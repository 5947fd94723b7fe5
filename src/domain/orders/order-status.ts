export const ORDER_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'completed', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The staff dashboard's status menu offers only these four (spec §4). */
export const STAFF_DASHBOARD_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const satisfies readonly OrderStatus[]

// What each status says to customers lives in the i18n catalogues (confirmation.statusMessage, both languages).

export type BadgeTone = 'green' | 'amber' | 'blue' | 'red' | 'grey'

const STATUS_TONES: Partial<Record<OrderStatus, BadgeTone>> = {
  completed: 'green',
  pending: 'amber',
  confirmed: 'blue',
  cancelled: 'red',
}

export function statusTone(status: string): BadgeTone {
  return STATUS_TONES[status as OrderStatus] ?? 'grey'
}

/** A cancelled order no longer holds a place on its baking day. */
export function holdsCapacity(status: OrderStatus): boolean {
  return status !== 'cancelled'
}

/** Handed over or called off: where and when the order went stays as it was (its address, its way of delivery). */
export const SETTLED_STATUSES = ['completed', 'cancelled'] as const satisfies readonly OrderStatus[]
export const isSettled = (status: string): boolean => (SETTLED_STATUSES as readonly string[]).includes(status)

export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** Money still to collect: not paid yet, or a card payment that failed (staff still take it). A refund is not owed. */
export const OWED_PAYMENT_STATUSES = ['unpaid', 'failed'] as const satisfies readonly PaymentStatus[]

export function isOwed(paymentStatus: PaymentStatus): boolean {
  return (OWED_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(paymentStatus)
}

/**
 * An order the shop is paid for, or still to be: not cancelled, and not handed over and then refunded (the bread was
 * given, the money given back). Revenue sums these; paid and still-to-collect split them.
 */
export function earnsMoney(order: { status: string; paymentStatus: PaymentStatus }): boolean {
  return order.status !== 'cancelled' && !(order.status === 'completed' && order.paymentStatus === 'refunded')
}

/**
 * What the counter still collects on an order that earns money: anything not paid, a payment given back before the
 * order was handed over included (staff refunded a card the customer now pays in cash; a refunded order reopened).
 */
export const TO_COLLECT_PAYMENT_STATUSES = [...OWED_PAYMENT_STATUSES, 'refunded'] as const satisfies readonly PaymentStatus[]

export function isToCollect(order: { status: string; paymentStatus: PaymentStatus }): boolean {
  return earnsMoney(order) && (TO_COLLECT_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(order.paymentStatus)
}

export const TIME_SLOTS = ['9:00 AM - 11:00 AM', '11:00 AM - 1:00 PM', '1:00 PM - 3:00 PM', '3:00 PM - 5:00 PM'] as const
export type TimeSlot = (typeof TIME_SLOTS)[number]
export const DEFAULT_TIME_SLOT: TimeSlot = '9:00 AM - 11:00 AM'
