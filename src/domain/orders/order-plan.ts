import { DomainError, type FieldError } from '../errors'
import { acceptsBankTransfer } from '../payments/payment-rules'
import { unitsByProduct } from '../planning/day-limits'
import { type DaySettings, dayProblems, type ScheduledProduct, type StaffOverride, staffOverrides } from '../planning/order-day-rules'
import { findWindow, type PickupWindow } from '../planning/pickup-windows'
import { bookableWindow, firstStaffOrderDay, isInWindow } from '../schedule/bookable-window'
import type { IsoDate } from '../schedule/calendar-dates'
import { readableLength } from '../validation'
import { text } from '../written-text'
import type { NewOrder } from './order-schemas'
import type { PaymentStatus } from './order-status'
import { type PricedOrder, type PricedProduct, priceOrder } from './pricing'
import type { TaxPolicy } from './tax-policy'

/** A catalogue product as order placement reads it. */
export type PlannedProduct = PricedProduct & ScheduledProduct

export type PlanContext = {
  /** The address stored for the customer, for a delivery to their saved details; null when none is stored. */
  savedAddress: string | null
  catalogue: ReadonlyMap<number, PlannedProduct>
  settings: TaxPolicy & DaySettings & { bankClabe: string; pickupWindows: readonly PickupWindow[] }
  now: Date
  timeZone: string
  /** Entered by staff (a WhatsApp or phone order): past the cut-off and inside the lead time, and may be marked paid. */
  byStaff: boolean
  /** Whether the shop takes card payments now (Stripe configured). */
  cardPayments: boolean
}

/** What placing an order will store and hold, decided before anything is written. */
export type OrderPlan = {
  priced: PricedOrder
  pickupDate: IsoDate
  pickupTime: string
  deliveryAddress: string | null
  paymentStatus: PaymentStatus
  staffOverrides: StaffOverride[]
  /** Units per product the order takes from its day, and where a refusal of each points. */
  units: Map<number, number>
  linePaths: Map<number, string>
}

const refuse = (code: DomainError['code'], message: string, errors: FieldError[]) => new DomainError(code, message, errors)

/**
 * Where a delivery goes: the address typed for this order, else (a returning customer's 'Yes, that's me') the saved
 * one; a pickup has none. The one place this rule lives; the order form and the server both ask it.
 */
export function deliveryAddressFor(
  order: Pick<NewOrder['order'], 'isDelivery' | 'deliveryAddress' | 'useSavedAddress'>,
  savedAddress: string | null,
): string | null {
  if (!order.isDelivery) return null
  return order.deliveryAddress?.trim() || (order.useSavedAddress ? savedAddress : null)
}

/** A typed delivery address is at least this long (a street and a number). */
export const MIN_DELIVERY_ADDRESS_LENGTH = 5

/** What the payment rules read of an order's context. */
export type PaymentContext = Pick<PlanContext, 'byStaff' | 'cardPayments'> & { settings: { bankClabe: string } }

/**
 * Why an order cannot be paid the way it says, if it cannot. The one place these rules live; the staff order page
 * asks it too, to offer only the ways to pay it can take.
 */
export function paymentRefusal(order: Pick<NewOrder['order'], 'paymentMethod' | 'paymentStatus'>, context: PaymentContext): DomainError | undefined {
  if (order.paymentMethod === 'bank_transfer' && !acceptsBankTransfer(context.settings)) {
    return refuse('validation', text('transfer_unavailable_choose_other'), [{ path: 'order.paymentMethod', message: text('transfer_unavailable') }])
  }
  // A card staff took paid (the counter's terminal) never goes through the shop's card payments.
  const takenPaidByStaff = context.byStaff && order.paymentStatus === 'paid'
  if (order.paymentMethod === 'card' && !context.cardPayments && !takenPaidByStaff) {
    return refuse('payments_unavailable', text('card_unavailable'), [{ path: 'order.paymentMethod', message: text('card_unavailable_short') }])
  }
  if (order.paymentStatus === 'paid' && !context.byStaff) {
    return refuse('forbidden', text('staff_marks_paid'), [{ path: 'order.paymentStatus', message: text('staff_marks_paid_short') }])
  }
  return undefined
}

function checkPayment(order: NewOrder['order'], context: PlanContext): PaymentStatus {
  const refusal = paymentRefusal(order, context)
  if (refusal) throw refusal
  return order.paymentStatus ?? 'unpaid'
}

/** Customers order from tomorrow to 14 days ahead; staff from today to any open day. */
function checkDateWindow(date: IsoDate, context: PlanContext): void {
  const inWindow = context.byStaff
    ? date >= firstStaffOrderDay(context.now, context.timeZone)
    : isInWindow(date, bookableWindow(context.now, context.timeZone))
  if (!inWindow) {
    throw refuse('date_not_bookable', text('choose_day_in_window'), [{ path: 'order.pickupDate', message: text('choose_day_in_window_short') }])
  }
}

function checkWindow(label: string, windows: readonly PickupWindow[]): void {
  if (!findWindow(windows, label)) {
    throw refuse('validation', text('window_not_offered', { window: label }), [{ path: 'order.pickupTime', message: text('pickup_time_choose') }])
  }
}

/**
 * Why a delivery cannot go out, if it cannot: no address typed or saved (`deliveryAddressFor`), or one too short to
 * find.
 */
export function deliveryRefusal(
  order: Pick<NewOrder['order'], 'isDelivery' | 'deliveryAddress' | 'useSavedAddress'>,
  savedAddress: string | null,
): DomainError | undefined {
  const address = deliveryAddressFor(order, savedAddress)
  if (!order.isDelivery || (address !== null && readableLength(address) >= MIN_DELIVERY_ADDRESS_LENGTH)) return undefined
  return refuse('validation', text('delivery_address_required'), [{ path: 'order.deliveryAddress', message: text('delivery_address_required') }])
}

function checkDelivery(order: NewOrder['order'], savedAddress: string | null): void {
  const refusal = deliveryRefusal(order, savedAddress)
  if (refusal) throw refusal
}

/** The bakery's day rules (baking days, cut-off, product days, lead time), staff passing the cut-off and lead time. */
function checkDay(input: NewOrder, context: PlanContext): StaffOverride[] {
  // Priced first, so every line's product exists: `products[i]` is line i's, and problem paths name the lines.
  const products = input.items.map((item) => context.catalogue.get(item.productId) as PlannedProduct)
  const check = { date: input.order.pickupDate, products, settings: context.settings, now: context.now, timeZone: context.timeZone }
  const problems = dayProblems({ ...check, byStaff: context.byStaff })
  const first = problems[0]
  if (first)
    throw refuse(
      first.code,
      first.message,
      problems.map(({ path, message }) => ({ path, message })),
    )
  return context.byStaff ? staffOverrides(check) : []
}

/**
 * Decides everything about a new order before anything is written, as named steps: payment, date, delivery, window,
 * prices, day rules. Throws the DomainError of the first rule that refuses it.
 */
export function planOrder(input: NewOrder, context: PlanContext): OrderPlan {
  const { order, items } = input
  const paymentStatus = checkPayment(order, context)
  checkDateWindow(order.pickupDate, context)
  checkDelivery(order, context.savedAddress)
  checkWindow(order.pickupTime, context.settings.pickupWindows)
  const priced = priceOrder(items, order.total, context.catalogue, context.settings)
  const overrides = checkDay(input, context)
  const linePaths = new Map<number, string>()
  items.forEach((item, index) => {
    if (!linePaths.has(item.productId)) linePaths.set(item.productId, `items.${index}.quantity`)
  })
  return {
    priced,
    pickupDate: order.pickupDate,
    pickupTime: order.pickupTime,
    // A typed address is stored; a saved-details delivery stores none and reads the customer's address (staff see it).
    deliveryAddress: order.isDelivery ? order.deliveryAddress?.trim() || null : null,
    paymentStatus,
    staffOverrides: overrides,
    units: unitsByProduct(priced.lines),
    linePaths,
  }
}
