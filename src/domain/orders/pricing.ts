import { flavorsFor, sizesFor } from '../catalog/customization-options'
import { DomainError, type FieldError } from '../errors'
import { type Cents, toCents } from '../money'
import type { Customizations } from './order-schemas'
import { type OrderAmounts, orderAmounts, type TaxPolicy } from './tax-policy'

/** The storefront's two special products; the weekly preparation summary counts them by these ids too. */
export const SOURDOUGH_PRODUCT_ID = 1
export const WEEKLY_SPECIAL_PRODUCT_ID = 2
/** Sliced sourdough costs 10 pesos more than whole (150 → 160). */
export const SLICING_SURCHARGE_CENTS: Cents = 1000
export const SOURDOUGH_MAX_QUANTITY = 10

/** The weekly special is sold in packs: 1 for $50, 3 for $150, 6 for $290 (spec §9). */
export const WEEKLY_SPECIAL_TIERS = [
  { count: 1, price: 50 },
  { count: 3, price: 150 },
  { count: 6, price: 290 },
] as const
export type WeeklySpecialTier = (typeof WEEKLY_SPECIAL_TIERS)[number]

export function weeklySpecialTier(count: number): WeeklySpecialTier | undefined {
  return WEEKLY_SPECIAL_TIERS.find((tier) => tier.count === count)
}

export type PricedProduct = { id: number; name: string; price: number | string; categoryId: number; inStock: boolean }

/** Unit price of one line in centavos, from the catalogue and the line's choices. */
export function unitPriceCents(product: PricedProduct, customizations: Customizations = {}): Cents {
  if (product.id === SOURDOUGH_PRODUCT_ID && customizations.breadFormat === 'sliced') {
    return toCents(product.price) + SLICING_SURCHARGE_CENTS
  }
  if (product.id === WEEKLY_SPECIAL_PRODUCT_ID && customizations.quantity !== undefined) {
    const tier = weeklySpecialTier(Number(customizations.quantity))
    if (tier) return toCents(tier.price)
  }
  return toCents(product.price)
}

export type LineRequest = { productId: number; quantity: number; price: number; customizations?: Customizations }
export type PricedLine = { productId: number; productName: string; quantity: number; unitPriceCents: Cents; customizations: Customizations }
export type PricedOrder = OrderAmounts & { lines: PricedLine[] }

function choiceErrors(product: PricedProduct, customizations: Customizations, path: string): FieldError[] {
  const errors: FieldError[] = []
  if (customizations.size !== undefined && !sizesFor(product.categoryId).includes(customizations.size)) {
    errors.push({ path: `${path}.customizations.size`, message: `${product.name} does not come in size ${customizations.size}` })
  }
  if (customizations.flavor !== undefined && !flavorsFor(product.categoryId).includes(customizations.flavor)) {
    errors.push({ path: `${path}.customizations.flavor`, message: `${product.name} does not come in flavor ${customizations.flavor}` })
  }
  if (product.id === SOURDOUGH_PRODUCT_ID && customizations.quantity !== undefined) {
    errors.push({ path: `${path}.customizations.quantity`, message: 'Pack sizes apply only to the weekly special' })
  }
  return errors
}

/**
 * Recomputes every line, the tax and the total from the catalogue and the shop's tax policy. The browser's
 * prices are only checked, never used: a line price or total that differs is refused, naming the field.
 * The client's total may be the amount to pay (our checkout sends that) or the lines' sum (the spec's
 * client, which knows nothing of tax, sends that); either way the stored total is the amount to pay.
 */
export function priceOrder(
  lines: readonly LineRequest[],
  clientTotal: number,
  catalogue: ReadonlyMap<number, PricedProduct>,
  taxPolicy: TaxPolicy,
): PricedOrder {
  const errors: FieldError[] = []
  const priced: PricedLine[] = []
  lines.forEach((line, index) => {
    const path = `items.${index}`
    const product = catalogue.get(line.productId)
    if (!product) {
      errors.push({ path: `${path}.productId`, message: `Product ${line.productId} does not exist` })
      return
    }
    if (!product.inStock) {
      errors.push({ path: `${path}.productId`, message: `${product.name} is out of stock` })
      return
    }
    const customizations = line.customizations ?? {}
    errors.push(...choiceErrors(product, customizations, path))
    const unit = unitPriceCents(product, customizations)
    if (toCents(line.price) !== unit) {
      errors.push({ path: `${path}.price`, message: `The price of ${product.name} is $${(unit / 100).toFixed(2)}` })
    }
    priced.push({ productId: product.id, productName: product.name, quantity: line.quantity, unitPriceCents: unit, customizations })
  })
  const amounts = orderAmounts(
    priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
    taxPolicy,
  )
  if (errors.length === 0 && toCents(clientTotal) !== amounts.totalCents && toCents(clientTotal) !== amounts.subtotalCents) {
    errors.push({ path: 'order.total', message: `The order total is $${(amounts.totalCents / 100).toFixed(2)}` })
  }
  if (errors.length > 0) {
    throw new DomainError('invalid_input', 'The order does not match the catalogue', errors)
  }
  return { ...amounts, lines: priced }
}
