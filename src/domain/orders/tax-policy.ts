import { type Cents, percentOf } from '../money'

/**
 * How the owner handles tax, chosen in /admin/settings:
 * - 'cart_only' (the default, spec §9): the cart page shows Subtotal, 'Tax (8%)' and a Total with the tax, but what a
 *   customer is charged and an order stores is the sum of price × quantity of the lines;
 * - 'added': the rate is added to what is charged, and the cart, the checkout, the stored total and the charge agree;
 * - 'included': catalogue prices already include IVA, so there is no tax line anywhere.
 * Mexican consumer law wants the price a customer sees to be the price they pay, taxes included; bread is taxed
 * at 0% IVA, so 'included' is what most bakeries here use.
 */
export const TAX_MODES = ['cart_only', 'added', 'included'] as const
export type TaxMode = (typeof TAX_MODES)[number]

/** Plain types here (no zod): the header's cart badge imports this module on every page. The schema is in settings-schemas. */
export type TaxPolicy = { taxMode: TaxMode; taxPercent: number }

export const DEFAULT_TAX_POLICY: TaxPolicy = { taxMode: 'cart_only', taxPercent: 8 }

export type OrderAmounts = { subtotalCents: Cents; taxCents: Cents; totalCents: Cents }

/** What an order is charged and stores: the lines' sum, plus the rate only when the owner adds tax at checkout. */
export function orderAmounts(subtotalCents: Cents, policy: TaxPolicy): OrderAmounts {
  const taxCents = policy.taxMode === 'added' ? percentOf(subtotalCents, policy.taxPercent) : 0
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents }
}

/** What the cart page shows: the spec's tax line in 'cart_only' (shown, not charged), else the amounts charged. */
export function cartPageAmounts(subtotalCents: Cents, policy: TaxPolicy): OrderAmounts {
  return policy.taxMode === 'cart_only' ? orderAmounts(subtotalCents, { ...policy, taxMode: 'added' }) : orderAmounts(subtotalCents, policy)
}

/** The percentage stored on an order: what was added to the charge, 0 otherwise. */
export function addedTaxPercent(policy: TaxPolicy): number {
  return policy.taxMode === 'added' ? policy.taxPercent : 0
}

/** The rate a page's tax line shows; 0 means no tax line. Only the cart shows the 'cart_only' line. */
export function shownTaxPercent(policy: TaxPolicy, page: 'cart' | 'checkout'): number {
  if (policy.taxMode === 'added') return policy.taxPercent
  return policy.taxMode === 'cart_only' && page === 'cart' ? policy.taxPercent : 0
}
