import { isOwed, isSettled, type PaymentStatus } from '../orders/order-status'
import { bakeryToday, type IsoDate } from '../schedule/calendar-dates'
import { eveningBefore } from './transfer-instructions'

/** The shop charges in Mexican pesos only; Stripe writes currencies in lower case. */
export const PAYMENT_CURRENCY = 'mxn'

export type PaymentOutcome = 'succeeded' | 'failed'

/** What a provider says it charged, as read from a signed webhook. */
export type ChargeReport = { amountCents: number; currency: string; orderId: string | undefined; paymentIntentId: string }

/** What the shop expects for one order: its stored total and, once created, its PaymentIntent. */
export type ExpectedCharge = { orderId: number; totalCents: number; paymentIntentId: string | null }

/**
 * A report counts for an order only when it names that order, charges exactly its stored total in
 * pesos, and (once the shop recorded one) is about the order's own PaymentIntent.
 */
export function chargeMatchesOrder(report: ChargeReport, expected: ExpectedCharge): boolean {
  return (
    report.orderId === String(expected.orderId) &&
    report.amountCents === expected.totalCents &&
    report.currency.toLowerCase() === PAYMENT_CURRENCY &&
    (expected.paymentIntentId === null || expected.paymentIntentId === report.paymentIntentId)
  )
}

/** A late or out-of-order failure never undoes a payment that already succeeded, nor a success a refund. */
export function paymentStatusAfter(current: PaymentStatus, outcome: PaymentOutcome): PaymentStatus {
  if (current === 'refunded') return 'refunded'
  if (outcome === 'succeeded') return 'paid'
  return current === 'paid' ? 'paid' : 'failed'
}

/**
 * A payment kept on a cancelled order, whatever the method: its place on the day was given away, so the money goes
 * back, as the customer's page says (the shop refunds a card at Stripe when staff cancel the order, or as a late
 * payment arrives; staff give back a transfer or cash, or a card when Stripe could not be reached, and record it).
 */
export function isRefundDue(order: { status: string; paymentStatus: PaymentStatus }): boolean {
  return order.status === 'cancelled' && order.paymentStatus === 'paid'
}

/**
 * A payment given back on an order that still goes ahead (not handed over nor cancelled): the customer pays again
 * where it is handed over, as the counter's "to collect" says (isToCollect).
 */
export function paysAgain(order: { status?: string; paymentStatus: PaymentStatus }): boolean {
  return order.paymentStatus === 'refunded' && order.status !== undefined && !isSettled(order.status)
}

/** Cash taken at the shop's counter (a pickup), not at the customer's door: staff and customer pages name it so. */
export function isCashAtPickup(order: { paymentMethod: string; isDelivery: boolean }): boolean {
  return order.paymentMethod === 'cash' && !order.isDelivery
}

/**
 * Whether the customer's page says anything of paying. Nothing for an unpaid order that was cancelled (a customer must
 * never send a transfer for it), nor for cash not recorded on an order handed over: cash is taken as the bag is, and a
 * record staff have not made yet is theirs to settle, not the customer's.
 */
export function tellsCustomerOfPayment(order: { status: string; paymentMethod: string; paymentStatus: PaymentStatus }): boolean {
  if (!isOwed(order.paymentStatus)) return true
  if (order.status === 'cancelled') return false
  return !(order.status === 'completed' && order.paymentMethod === 'cash')
}

/** Money is given back only once it was taken: staff record a refund on a paid order only, and once. */
export function isRefundable(order: { paymentStatus: PaymentStatus }): boolean {
  return order.paymentStatus === 'paid'
}

/** Orders that can still be charged: not yet paid and not cancelled. */
export function isChargeable(order: { paymentStatus: PaymentStatus; status: string; totalCents: number }): boolean {
  return order.paymentStatus !== 'paid' && order.status !== 'cancelled' && order.totalCents > 0
}

/**
 * A card order nobody has paid yet (never charged, or its card failed), whatever its status: until the card is charged
 * the order is not yet the customer's, so nothing is sent or reminded about it. A refunded one was paid once and goes
 * on as any order (the counter collects). The one place this rule lives.
 */
export function isUnpaidCard(order: { paymentMethod: string; paymentStatus: PaymentStatus }): boolean {
  return order.paymentMethod === 'card' && isOwed(order.paymentStatus)
}

/**
 * A customer may give up an order at checkout only while it is theirs to pay by card and nothing was
 * charged: pending, card, not paid. Anything further along is for the bakery to cancel.
 */
export function isAbandonable(order: { paymentStatus: PaymentStatus; status: string; paymentMethod: string }): boolean {
  return order.status === 'pending' && isUnpaidCard(order)
}

/**
 * How long an unpaid card order keeps its place on the day. A customer who closes the card form leaves the order
 * behind; after this the shop cancels it (and its PaymentIntent) so the place can be sold again.
 */
export const UNPAID_CARD_HOLD_MINUTES = 30

/**
 * With the setting on, Stripe's own OXXO voucher and SPEI transfer (its customer_balance method, paid into a CLABE
 * Stripe gives the customer) are offered beside the card, on the same PaymentIntent, settled by the same webhook.
 */
export const STRIPE_CASH_METHODS = ['oxxo', 'customer_balance'] as const
export function stripePaymentMethods(cashMethods: boolean): string[] {
  return cashMethods ? ['card', ...STRIPE_CASH_METHODS] : ['card']
}
/** Days an OXXO voucher stays payable at most; a SPEI reference is kept as long before the order is given up. */
export const STRIPE_VOUCHER_DAYS = 2

/**
 * Whole days a Stripe OXXO voucher made on `today` (the bakery's) may last: STRIPE_VOUCHER_DAYS at most, and until the
 * day before pickup at the latest (Stripe ends its last day at 23:59 in Mexico City), as a bank transfer is paid by
 * the evening before. 0: no day is left to pay at a store (pickup tomorrow or today), and only the card is offered.
 * The checkout offers Stripe's methods by the same rule, as Stripe's form must match the PaymentIntent.
 */
export function voucherDays(today: IsoDate, pickupDate: IsoDate | null): number {
  if (!pickupDate) return STRIPE_VOUCHER_DAYS
  const daysBeforePickup = Math.round((Date.parse(pickupDate) - Date.parse(today)) / 86_400_000) - 1
  return Math.max(0, Math.min(STRIPE_VOUCHER_DAYS, daysBeforePickup))
}

/**
 * A Stripe voucher made now: OXXO's days, and `payBy` (Unix seconds) for a SPEI reference, which has no end at Stripe:
 * within STRIPE_VOUCHER_DAYS and by 22:00 the evening before the pickup day, so the baker knows what is paid before
 * baking and an unpaid order never holds its day. Null when none may be made (voucherDays).
 */
export function voucherTerms(now: Date, pickupDate: IsoDate | null, timeZone: string): { oxxoDays: number; payBy: number } | null {
  const oxxoDays = voucherDays(bakeryToday(now, timeZone), pickupDate)
  if (oxxoDays === 0) return null
  const byDays = Math.floor(now.getTime() / 1000) + STRIPE_VOUCHER_DAYS * 86_400
  return { oxxoDays, payBy: pickupDate ? Math.min(byDays, eveningBefore(pickupDate, timeZone) / 1000) : byDays }
}

/** OXXO reports a payment to Stripe up to a business day after it is made: a voucher paid at its last minute still counts. */
export const VOUCHER_CONFIRMATION_GRACE_SECONDS = 86_400

export type VoucherIntent = {
  status: string
  created: number
  /** `payBy`: the end voucherTerms gave it, in Unix seconds (intents made before it was kept have none). */
  metadata?: { payBy?: string } | null
  next_action?: { type?: string; oxxo_display_details?: { expires_after?: number | null } | null } | null
}

/**
 * When a Stripe voucher stops being payable, in Unix seconds. OXXO's says so itself (the end of its last day in Mexico
 * City, not `created` + 48 h); a SPEI reference has no end at Stripe, so the shop gives it as many days from creation.
 */
export function voucherExpiresAt(intent: VoucherIntent): number {
  const byDays = intent.created + STRIPE_VOUCHER_DAYS * 86_400
  const payBy = Number(intent.metadata?.payBy)
  return intent.next_action?.oxxo_display_details?.expires_after ?? (Number.isFinite(payBy) ? Math.min(byDays, payBy) : byDays)
}

/**
 * The customer holds an OXXO voucher or SPEI instructions from Stripe and may still pay them: the order keeps its
 * place until the voucher expires and OXXO has had its day to confirm a payment; then Stripe's webhook or the
 * sweeper settles it.
 */
export function isAwaitingVoucher(intent: VoucherIntent, now: Date): boolean {
  const voucher = ['oxxo_display_details', 'display_bank_transfer_instructions'].includes(intent.next_action?.type ?? '')
  return intent.status === 'requires_action' && voucher && now.getTime() < (voucherExpiresAt(intent) + VOUCHER_CONFIRMATION_GRACE_SECONDS) * 1000
}

/** A card order whose money may still come, by card or by a Stripe OXXO voucher or SPEI transfer the customer holds. */
export function awaitsCardPayment(order: { paymentMethod: string; paymentStatus: PaymentStatus; status: string }): boolean {
  return isUnpaidCard(order) && order.status !== 'cancelled'
}

/** Stripe states in which money may already be on its way: such a PaymentIntent is never cancelled. */
export const INTENT_STATES_IN_FLIGHT: readonly string[] = ['succeeded', 'processing', 'requires_capture']

/** Customers are offered a bank transfer only once the shop has a CLABE to send the money to. */
export function acceptsBankTransfer(settings: { bankClabe: string }): boolean {
  return settings.bankClabe.trim() !== ''
}
