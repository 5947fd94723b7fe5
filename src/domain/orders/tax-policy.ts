import { type Cents, percentOf } from '../money'

/**
 * How the owner shows tax, chosen in /admin/settings:
 * - 'added': a 'Tax (N%)' line on top of the subtotal (the spec's 8% is the default);
 * - 'included': catalogue prices already include IVA, so there is no tax line and the total is the subtotal.
 * Mexican consumer law wants the price a customer sees to be the price they pay, taxes included; bread
 * is taxed at 0% IVA, so 'included' is what most bakeries here use.
 */
export const TAX_MODES = ['added', 'included'] as const
export type TaxMode = (typeof TAX_MODES)[number]

/** Plain types here (no zod): the header's cart badge imports this module on every page. The schema is in settings-schemas. */
export type TaxPolicy = { taxMode: TaxMode; taxPercent: number }

export const DEFAULT_TAX_POLICY: TaxPolicy = { taxMode: 'added', taxPercent: 8 }

export type OrderAmounts = { subtotalCents: Cents; taxCents: Cents; totalCents: Cents }

/** The one place tax is computed: the cart, the checkout, the stored order and the card charge all use it. */
export function orderAmounts(subtotalCents: Cents, policy: TaxPolicy): OrderAmounts {
  const taxCents = policy.taxMode === 'added' ? percentOf(subtotalCents, policy.taxPercent) : 0
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents }
}

/** The percentage stored on an order: what was added on top, 0 when prices include it. */
export function addedTaxPercent(policy: TaxPolicy): number {
  return policy.taxMode === 'added' ? policy.taxPercent : 0
}
