import { TZDate } from '@date-fns/tz'
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../orders/order-status'
import { isUnpaidCard } from '../payments/payment-rules'
import { isOverdueTransfer } from '../payments/transfer-instructions'
import { addDaysIso, bakeryToday, type IsoDate } from '../schedule/calendar-dates'

/** The hour the day-before reminder goes out until staff choose another (settings.reminderTime). */
export const DEFAULT_REMINDER_TIME = '18:00'

/** Orders still to be picked up or delivered: the ones a reminder is for. */
export const REMINDED_STATUSES = ['pending', 'confirmed', 'preparing', 'ready'] as const satisfies readonly OrderStatus[]

export type ReminderRound = {
  /** Orders for this day get their reminder now. */
  pickupDate: IsoDate
  /** Orders placed from this instant on were just told everything by their 'received' message: no reminder. */
  placedBefore: Date
}

/**
 * From `reminderTime` ('HH:mm', the bakery's wall clock) until midnight, the orders for tomorrow are due their
 * reminder; before that hour, none are. A shop that was down at that hour still reminds when it comes back that day.
 */
export function reminderRound(now: Date, timeZone: string, reminderTime: string): ReminderRound | null {
  const today = bakeryToday(now, timeZone)
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = reminderTime.split(':').map(Number) as [number, number]
  const placedBefore = new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime())
  return now >= placedBefore ? { pickupDate: addDaysIso(today, 1), placedBefore } : null
}

/**
 * A reminder goes to an order still to be collected; never to a card order nobody paid (it is being given up), nor to
 * a transfer left unpaid past its time to pay (staff release or chase it; the reminder would ask for it by a time gone).
 */
export function isRemindable(
  order: { status: OrderStatus; paymentMethod: PaymentMethod; paymentStatus: PaymentStatus; transferPayBy?: Date | null },
  now: Date = new Date(),
): boolean {
  const active = (REMINDED_STATUSES as readonly OrderStatus[]).includes(order.status)
  return active && !isUnpaidCard(order) && !isOverdueTransfer({ ...order, transferPayBy: order.transferPayBy ?? null }, now)
}
