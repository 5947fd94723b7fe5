import { productNamed } from '../catalog/product-names'
import { DomainError } from '../errors'
import { toPesos } from '../money'
import type { CustomerLanguage, Customizations, NewOrder } from '../orders/order-schemas'
import { isOwed, type PaymentStatus } from '../orders/order-status'
import { type PricedProduct, unitPriceCents } from '../orders/pricing'
import { orderAmounts, type TaxPolicy } from '../orders/tax-policy'
import { acceptsBankTransfer } from '../payments/payment-rules'
import { findWindow, type PickupWindow, windowLabel, windowStartMinutes } from '../planning/pickup-windows'
import { weekdayOf } from '../schedule/calendar-dates'
import { text } from '../written-text'
import { STANDING_PAYMENT_METHODS, type StandingPaymentMethod } from './standing-order-schemas'

export type RepeatLine = { productId: number; quantity: number; customizations: Customizations }

/** The order facts a standing order or a waitlist claim repeats each time. */
export type RepeatFacts = {
  customerId: number
  pickupDate: string
  pickupTime: string
  isDelivery: boolean
  deliveryAddress: string | null
  specialInstructions: string | null
  paymentMethod: StandingPaymentMethod
  language: CustomerLanguage
  whatsappOptIn: boolean
}

/**
 * The order a customer would send for these lines today, priced from the catalogue as it is now (a price change
 * applies from the next week on), with the tax the shop adds now. A product that is gone is sent at no price, so the
 * placement refuses it by name.
 */
export function repeatOrder(
  facts: RepeatFacts,
  lines: readonly RepeatLine[],
  catalogue: ReadonlyMap<number, PricedProduct>,
  taxPolicy: TaxPolicy,
): NewOrder {
  const unitCents = lines.map((line) => {
    const product = catalogue.get(line.productId)
    return product ? unitPriceCents(product, line.customizations) : 0
  })
  const subtotalCents = lines.reduce((sum, line, index) => sum + (unitCents[index] ?? 0) * line.quantity, 0)
  const items = lines.map((line, index) => ({ ...line, price: toPesos(unitCents[index] ?? 0) }))
  return {
    order: {
      customerId: facts.customerId,
      total: toPesos(orderAmounts(subtotalCents, taxPolicy).totalCents),
      pickupDate: facts.pickupDate,
      pickupTime: facts.pickupTime,
      isDelivery: facts.isDelivery,
      deliveryAddress: facts.deliveryAddress,
      // A delivery stored without an address went to the customer's saved one: it still does.
      useSavedAddress: facts.isDelivery && !facts.deliveryAddress,
      specialInstructions: facts.specialInstructions,
      paymentMethod: facts.paymentMethod,
      language: facts.language,
      whatsappOptIn: facts.whatsappOptIn,
    },
    items,
  }
}

/**
 * The window a repeated order takes: the stored one while the shop offers it, else (staff changed the windows) the
 * offered one starting nearest to it, the earlier on a tie, so the customer keeps about the same time of day.
 */
export function repeatWindow(windows: readonly PickupWindow[], stored: string): string {
  if (findWindow(windows, stored)) return stored
  const wanted = windowStartMinutes(stored)
  const distance = (window: PickupWindow) => Math.abs(windowStartMinutes(windowLabel(window)) - wanted)
  const [nearest] = [...windows].sort((a, b) => distance(a) - distance(b) || a.start.localeCompare(b.start))
  return nearest ? windowLabel(nearest) : stored
}

/** The window a customer picks for the weeks to come is one the shop offers now. */
export function assertOfferedWindow(windows: readonly PickupWindow[], label: string): void {
  if (!findWindow(windows, label)) {
    throw new DomainError('validation', text('window_not_offered', { window: label }), [{ path: 'pickupTime', message: text('pickup_time_choose') }])
  }
}

/** Why the catalogue refuses a week's lines whatever the day: a product deleted, or one out of stock. */
export const CATALOGUE_REFUSALS = ['product_removed', 'out_of_stock'] as const
export type CatalogueRefusal = (typeof CATALOGUE_REFUSALS)[number]

/** The catalogue's refusal of these lines, null while it sells them all (the day's own rules aside). */
export function catalogueRefusal(
  lines: readonly { productId: number }[],
  catalogue: ReadonlyMap<number, Pick<PricedProduct, 'inStock'>>,
): CatalogueRefusal | null {
  const found = lines.map((line) => catalogue.get(line.productId))
  if (found.some((product) => product === undefined)) return 'product_removed'
  return found.some((product) => !product?.inStock) ? 'out_of_stock' : null
}

/** How the shop's later orders (a standing order's weeks, a waitlist claim) may be paid now: a transfer needs a CLABE. */
export const standingPaymentMethods = (settings: { bankClabe: string }): StandingPaymentMethod[] =>
  STANDING_PAYMENT_METHODS.filter((method) => method !== 'bank_transfer' || acceptsBankTransfer(settings))

export function assertStandingPayment(method: StandingPaymentMethod, settings: { bankClabe: string }): void {
  if (!standingPaymentMethods(settings).includes(method)) {
    throw new DomainError('validation', text('standing_transfer_unavailable'), [{ path: 'paymentMethod', message: text('transfer_unavailable') }])
  }
}

/**
 * A standing order starts from an order the customer stands by: paid, or paid in cash at pickup. An order still owed
 * by card or transfer may be given up or released unpaid, and its weeks would go on taking places nobody claims.
 */
export const isStandingSource = (order: { paymentMethod: string; paymentStatus: PaymentStatus }): boolean =>
  order.paymentMethod === 'cash' || !isOwed(order.paymentStatus)

export function assertStandingSource(order: { paymentMethod: string; paymentStatus: PaymentStatus }): void {
  if (!isStandingSource(order)) throw new DomainError('conflict', text('standing_needs_payment'))
}

/**
 * A product added to a series is one the bakery makes on its weekday: otherwise every week would be refused. Lines
 * it already had are not checked again (staff may since have changed a product's days; its weeks say so).
 */
export function assertAddedLinesMadeOn(
  anchorDate: string,
  lines: readonly { productId: number }[],
  before: readonly { productId: number }[],
  catalogue: ReadonlyMap<number, { name: string; nameEs?: string | null; availabilityDays: readonly number[] }>,
): void {
  const errors = lines.flatMap((line, index) => {
    const product = catalogue.get(line.productId)
    const added = !before.some((old) => old.productId === line.productId)
    if (!added || !product || product.availabilityDays.includes(weekdayOf(anchorDate))) return []
    return [{ path: `items.${index}.productId`, message: text('product_not_made_on', { ...productNamed(product), date: anchorDate }) }]
  })
  const [first] = errors
  if (first) throw new DomainError('validation', first.message, errors)
}
