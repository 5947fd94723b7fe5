import { TZDate } from '@date-fns/tz'
import { z } from 'zod'
import type { IsoDate } from '../schedule/calendar-dates'

/**
 * What a customer paying by SPEI transfer needs to pay the right amount to the right account, and what lets staff
 * match the money to the order: a reference to type as "concepto" and a time to pay by.
 */
export const transferInstructionsSchema = z.object({
  method: z.literal('bank_transfer'),
  amount: z.number(),
  currency: z.literal('MXN'),
  bankName: z.string(),
  clabe: z.string(),
  beneficiary: z.string(),
  reference: z.string(),
  /** ISO instant. */
  payBy: z.string(),
  /** The receipt the customer attached, if any (staff open it at GET /api/orders/:id/receipt). */
  receipt: z.object({ contentType: z.string(), uploadedAt: z.string() }).nullable(),
})
export type TransferInstructions = z.infer<typeof transferInstructionsSchema>

/** The shop's account as settings keep it. */
export type TransferAccount = { bankName: string; bankClabe: string; bankBeneficiary: string; transferPayByHours: number }

export const DEFAULT_TRANSFER_PAY_BY_HOURS = 24
const REFERENCE_PREFIX = 'MM'
/** Order numbers are padded so every reference looks alike ('MM00427'), and still grow past 9999. */
const REFERENCE_DIGITS = 4

/** Luhn's check digit: a mistyped digit or two swapped neighbours give another one. */
function luhnDigit(digits: string): number {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index])
    const doubled = index % 2 === 0 ? digit * 2 : digit
    sum += doubled > 9 ? doubled - 9 : doubled
  }
  return (10 - (sum % 10)) % 10
}

/**
 * The order's transfer reference: letters and digits only (every banking app's "concepto" accepts them), unique
 * because the order number is, and checked so a typo does not point at another order.
 */
export function transferReference(orderId: number): string {
  const digits = String(orderId).padStart(REFERENCE_DIGITS, '0')
  return `${REFERENCE_PREFIX}${digits}${luhnDigit(digits)}`
}

/** The order a reference names, as a customer may have typed it (spaces, lower case); null when it is not one. */
export function orderIdOfReference(typed: string): number | null {
  const match = /^MM(\d{4,10})$/.exec(typed.replace(/\s+/g, '').toUpperCase())
  const digits = match?.[1]
  if (!digits) return null
  const body = digits.slice(0, -1)
  return luhnDigit(body) === Number(digits.slice(-1)) ? Number(body) : null
}

/** Transfers are due by this hour of the evening before the pickup day (bakery time), before the baker plans the night. */
export const TRANSFER_DUE_EVENING_HOUR = 22
/** However late the order, the customer has at least this long to make the transfer (or the hours settings give, if fewer). */
export const MIN_TRANSFER_HOURS = 2

const HOUR_MS = 3_600_000

/** 22:00 bakery time the evening before the pickup day. */
export function eveningBefore(pickupDate: IsoDate, timeZone: string): number {
  const [year, month, day] = pickupDate.split('-').map(Number) as [number, number, number]
  return new TZDate(year, month - 1, day - 1, TRANSFER_DUE_EVENING_HOUR, 0, timeZone).getTime()
}

/**
 * Pay within the hours settings give, and by the evening before the pickup day, so the baker knows what is paid before
 * baking; an order placed close to (or after) that evening still gets a couple of hours. Fixed when the order is placed
 * (stored as `transfer_pay_by`): hours changed in settings later apply to new orders only.
 */
export function transferPayBy(placedAt: Date, pickupDate: IsoDate | null, payByHours: number, timeZone: string): Date {
  const byHours = placedAt.getTime() + payByHours * HOUR_MS
  if (!pickupDate) return new Date(byHours)
  const atLeast = placedAt.getTime() + Math.min(MIN_TRANSFER_HOURS, payByHours) * HOUR_MS
  return new Date(Math.max(Math.min(byHours, eveningBefore(pickupDate, timeZone)), atLeast))
}

/**
 * The time to pay once staff move an unpaid transfer order to another day. Never later than the customer was told, so
 * a move to a later day keeps it; a move to an earlier day brings it forward to the new day's evening before, but
 * leaves at least MIN_TRANSFER_HOURS from the move, so staff moving an order never makes it overdue at once.
 */
export function rescheduledPayBy(payBy: Date, pickupDate: IsoDate, now: Date, timeZone: string): Date {
  const told = payBy.getTime()
  const byNewDay = Math.min(told, eveningBefore(pickupDate, timeZone))
  return new Date(Math.max(byNewDay, Math.min(told, now.getTime() + MIN_TRANSFER_HOURS * HOUR_MS)))
}

/**
 * The time to pay once staff reopen a cancelled transfer order: the settings' hours again from the reopening (with the
 * same evening-before cap), or the one the customer was told if that is later. Otherwise an order long past its old
 * time would be released again by the next sweep.
 */
export function reopenedPayBy(payBy: Date, pickupDate: IsoDate | null, payByHours: number, now: Date, timeZone: string): Date {
  return new Date(Math.max(payBy.getTime(), transferPayBy(now, pickupDate, payByHours, timeZone).getTime()))
}

type PayableOrder = { paymentMethod: string; paymentStatus: string; status: string }

/**
 * A transfer order nobody paid by its time (`payBy`): still unpaid, still holding its place. Staff see it flagged and
 * may release it, or the shop does by itself when settings say so (`releaseOverdueTransfers`).
 */
export function isPastPayBy(order: PayableOrder, payBy: Date, now: Date): boolean {
  if (order.paymentMethod !== 'bank_transfer' || order.paymentStatus !== 'unpaid') return false
  if (order.status !== 'pending' && order.status !== 'confirmed') return false
  return payBy < now
}

/** isPastPayBy for a stored order, by the time to pay it was given when placed (null: not a transfer order). */
export function isOverdueTransfer(order: PayableOrder & { transferPayBy: Date | null }, now: Date): boolean {
  return order.transferPayBy !== null && isPastPayBy(order, order.transferPayBy, now)
}

export function transferInstructions(
  order: { id: number; total: number; transferPayBy: Date },
  account: Pick<TransferAccount, 'bankName' | 'bankClabe' | 'bankBeneficiary'>,
  receipt: TransferInstructions['receipt'] = null,
): TransferInstructions {
  return {
    method: 'bank_transfer',
    amount: order.total,
    currency: 'MXN',
    bankName: account.bankName,
    clabe: account.bankClabe,
    beneficiary: account.bankBeneficiary,
    reference: transferReference(order.id),
    payBy: order.transferPayBy.toISOString(),
    receipt,
  }
}

/** An amount as a banking app's amount field takes it: digits and a point, no sign nor thousands separator ('1234.50'). */
export function bankAmountText(pesos: number): string {
  return pesos.toFixed(2)
}
