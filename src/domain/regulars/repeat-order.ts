import { toPesos } from '../money'
import type { CustomerLanguage, Customizations, NewOrder } from '../orders/order-schemas'
import { type PricedProduct, unitPriceCents } from '../orders/pricing'
import type { StandingPaymentMethod } from './standing-order-schemas'

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
 * applies from the next week on). A product that is gone is sent at no price, so the placement refuses it by name.
 */
export function repeatOrder(facts: RepeatFacts, lines: readonly RepeatLine[], catalogue: ReadonlyMap<number, PricedProduct>): NewOrder {
  const unitCents = lines.map((line) => {
    const product = catalogue.get(line.productId)
    return product ? unitPriceCents(product, line.customizations) : 0
  })
  const subtotalCents = lines.reduce((sum, line, index) => sum + (unitCents[index] ?? 0) * line.quantity, 0)
  const items = lines.map((line, index) => ({ ...line, price: toPesos(unitCents[index] ?? 0) }))
  return {
    order: {
      customerId: facts.customerId,
      total: toPesos(subtotalCents),
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
