import { flavorsFor, sizesFor } from '../catalog/customization-options'
import { productNamed } from '../catalog/product-names'
import type { PackPrice, SizePrice } from '../catalog/product-schemas'
import { DomainError, type FieldError } from '../errors'
import { type Cents, MAX_AMOUNT, toCents, toPesos } from '../money'
import { text } from '../written-text'
import type { CartLine } from './cart'
import type { Customizations } from './order-schemas'
import { type OrderAmounts, orderAmounts, type TaxPolicy } from './tax-policy'

/** The storefront's sourdough (the contract names product 1); the weekly special is the product flagged as such. */
export const SOURDOUGH_PRODUCT_ID = 1
/** Sliced sourdough costs 10 pesos more than whole (150 → 160). */
export const SLICING_SURCHARGE_CENTS: Cents = 1000
export const SOURDOUGH_MAX_QUANTITY = 10
const MAX_AMOUNT_CENTS = toCents(MAX_AMOUNT)

/** The weekly special's packs until staff set their own (spec §9: 1 for $50, 3 for $150, 6 for $290). */
export const DEFAULT_WEEKLY_SPECIAL_PACKS: readonly PackPrice[] = [
  { count: 1, price: 50 },
  { count: 3, price: 150 },
  { count: 6, price: 290 },
]

export type PricedProduct = {
  id: number
  name: string
  nameEs?: string | null
  price: number | string
  categoryId: number
  inStock: boolean
  packs?: readonly PackPrice[] | null
  sizePrices?: readonly SizePrice[] | null
}

/**
 * The weekly special the shop offers in packs (home page, checkout banner): the product staff flag, in stock, with packs
 * to sell. One flagged without packs is sold like any product; the server refuses pack choices for it.
 */
export function offeredWeeklySpecial<T extends PricedProduct & { isWeeklySpecial: boolean }>(products: readonly T[] | undefined): T | undefined {
  return products?.find((product) => product.isWeeklySpecial && product.inStock && (product.packs?.length ?? 0) > 0)
}

export function packOf(product: Pick<PricedProduct, 'packs'>, count: number): PackPrice | undefined {
  return product.packs?.find((pack) => pack.count === count)
}

/** '3 for $150': a pack as the cart line and the stored order item record it. */
export function packLabel(pack: PackPrice): string {
  return `${pack.count} for $${pack.price}`
}

/** Unit price of one line in centavos, from the catalogue and the line's choices: a pack's, a size's, or the product's price. */
export function unitPriceCents(product: PricedProduct, customizations: Customizations = {}): Cents {
  if (product.id === SOURDOUGH_PRODUCT_ID && customizations.breadFormat === 'sliced') {
    return toCents(product.price) + SLICING_SURCHARGE_CENTS
  }
  const pack = customizations.quantity === undefined ? undefined : packOf(product, Number(customizations.quantity))
  if (pack) return toCents(pack.price)
  const sized = customizations.size === undefined ? undefined : product.sizePrices?.find((entry) => entry.size === customizations.size)
  if (sized) return toCents(sized.price)
  return toCents(product.price)
}

/** Units a line takes from the day (loaves, pieces): a pack counts its pieces. */
export function lineUnits(line: { quantity: number; customizations?: Customizations | null }): number {
  const pack = Number(line.customizations?.quantity ?? 1)
  return line.quantity * (Number.isInteger(pack) && pack > 0 ? pack : 1)
}

/** A catalogue product as the storefront puts it in the cart. */
export type CartProduct = PricedProduct & { imageUrl: string }

/** One pack of the weekly special as a cart line: the pack's price, and the tier text the stored order keeps ('3 for $150'). */
export function packLine(product: CartProduct, pack: PackPrice): CartLine {
  const count = String(pack.count)
  return {
    id: product.id,
    name: product.name,
    nameEs: product.nameEs ?? null,
    price: toPesos(unitPriceCents(product, { quantity: count })),
    quantity: 1,
    imageUrl: product.imageUrl,
    customizations: { quantity: count, priceTier: packLabel(pack) },
  }
}

/** What the home page's order section collects. */
export type PreOrder = {
  breadFormat: 'whole' | 'sliced'
  quantity: number
  specialInstructions: string
  weeklySpecial: PackPrice | null
}

/**
 * The cart a home pre-order becomes (spec §4): the sourdough line, then one weekly special pack when one is
 * chosen and its product is known.
 */
export function preOrderLines(preOrder: PreOrder, sourdough: CartProduct, weeklySpecial?: CartProduct): CartLine[] {
  const bread: CartLine = {
    id: sourdough.id,
    name: sourdough.name,
    nameEs: sourdough.nameEs ?? null,
    price: toPesos(unitPriceCents(sourdough, { breadFormat: preOrder.breadFormat })),
    quantity: preOrder.quantity,
    imageUrl: sourdough.imageUrl,
    customizations: { breadFormat: preOrder.breadFormat, specialInstructions: preOrder.specialInstructions || undefined },
  }
  return preOrder.weeklySpecial && weeklySpecial ? [bread, packLine(weeklySpecial, preOrder.weeklySpecial)] : [bread]
}

/**
 * The cart as the catalogue has it now: each line at its product's current name and price for its choices, and apart
 * the lines the server would refuse (the product gone or out of stock, a pack or size no longer offered). A cart kept
 * in the browser for days would otherwise show old prices until the order is refused at the last step.
 */
export function cartAtCurrentPrices(
  lines: readonly CartLine[],
  catalogue: ReadonlyMap<number, PricedProduct>,
): { lines: CartLine[]; unavailable: CartLine[]; repriced: CartLine[] } {
  const current: CartLine[] = []
  const unavailable: CartLine[] = []
  const repriced: CartLine[] = []
  for (const line of lines) {
    const product = catalogue.get(line.id)
    const choices = line.customizations as Customizations
    if (!product?.inStock || choiceErrors(product, choices, '').length > 0) {
      unavailable.push(line)
      continue
    }
    const now = {
      ...line,
      name: product.name,
      nameEs: product.nameEs ?? null,
      price: toPesos(unitPriceCents(product, choices)),
      customizations: storedChoices(product, choices) as CartLine['customizations'],
    }
    current.push(now)
    if (toCents(now.price) !== toCents(line.price)) repriced.push(now)
  }
  return { lines: current, unavailable, repriced }
}

/** The amounts an order was stored with: subtotal = total − tax, so a later change of the tax setting never rewrites them. */
export function storedOrderAmounts(order: { total: number; tax: number }): OrderAmounts {
  const totalCents = toCents(order.total)
  const taxCents = toCents(order.tax)
  return { subtotalCents: totalCents - taxCents, taxCents, totalCents }
}

export type LineRequest = { productId: number; quantity: number; price: number; customizations?: Customizations }
export type PricedLine = {
  productId: number
  productName: string
  productNameEs: string | null
  quantity: number
  unitPriceCents: Cents
  customizations: Customizations
}
export type PricedOrder = OrderAmounts & { lines: PricedLine[] }

function choiceErrors(product: PricedProduct, customizations: Customizations, path: string): FieldError[] {
  const errors: FieldError[] = []
  const refuse = (choice: keyof Customizations, message: string) => errors.push({ path: `${path}.customizations.${choice}`, message })
  if (customizations.size !== undefined && !sizesFor(product.categoryId).includes(customizations.size)) {
    refuse('size', text('size_not_offered', { ...productNamed(product, 'product'), size: String(customizations.size) }))
  }
  if (customizations.flavor !== undefined && !flavorsFor(product.categoryId).includes(customizations.flavor)) {
    refuse('flavor', text('flavor_not_offered', { ...productNamed(product, 'product'), flavor: String(customizations.flavor) }))
  }
  // Whole or sliced is a choice of the sourdough only: on another loaf it would ask staff to slice for free.
  if (customizations.breadFormat !== undefined && product.id !== SOURDOUGH_PRODUCT_ID) {
    refuse('breadFormat', text('slicing_not_offered', productNamed(product, 'product')))
  }
  if (!product.packs?.length) {
    if (customizations.quantity !== undefined) refuse('quantity', text('not_sold_in_packs', productNamed(product)))
    if (customizations.priceTier !== undefined) refuse('priceTier', text('not_sold_in_packs', productNamed(product)))
  } else if (customizations.quantity !== undefined && !packOf(product, Number(customizations.quantity))) {
    refuse('quantity', text('packs_of', { ...productNamed(product), counts: product.packs.map((pack) => pack.count).join(', ') }))
  }
  return errors
}

/** The choices as stored: a pack's tier text is rewritten from the pack, never taken from the browser. */
function storedChoices(product: PricedProduct, { pickupDate: _day, ...sent }: Customizations): Customizations {
  // A line has no day of its own (the spec's cart kept one): the order's pickup day is when all of it is baked.
  // A sourdough sent without a format (a phone order, the spec's client) is the whole loaf it is priced as.
  const customizations: Customizations =
    product.id === SOURDOUGH_PRODUCT_ID && sent.breadFormat === undefined ? { ...sent, breadFormat: 'whole' } : sent
  if (!product.packs?.length) return customizations
  const { priceTier: _sent, ...rest } = customizations
  const pack = customizations.quantity === undefined ? undefined : packOf(product, Number(customizations.quantity))
  return pack ? { ...rest, priceTier: packLabel(pack) } : rest
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
      errors.push({ path: `${path}.productId`, message: text('product_missing_id', { id: line.productId }) })
      return
    }
    if (!product.inStock) {
      errors.push({ path: `${path}.productId`, message: text('product_out_of_stock', productNamed(product, 'product')) })
      return
    }
    const customizations = line.customizations ?? {}
    errors.push(...choiceErrors(product, customizations, path))
    const unit = unitPriceCents(product, customizations)
    if (toCents(line.price) !== unit) {
      errors.push({ path: `${path}.price`, message: text('price_is', { ...productNamed(product, 'product'), price: `$${(unit / 100).toFixed(2)}` }) })
    }
    priced.push({
      productId: product.id,
      productName: product.name,
      productNameEs: product.nameEs ?? null,
      quantity: line.quantity,
      unitPriceCents: unit,
      customizations: storedChoices(product, customizations),
    })
  })
  const amounts = orderAmounts(
    priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
    taxPolicy,
  )
  // The total the customer was shown is the one charged: a client that sent the lines' sum while tax is added (or
  // before the owner began adding it) hears the amount to pay instead of paying more than it showed.
  if (errors.length === 0 && toCents(clientTotal) !== amounts.totalCents) {
    errors.push({ path: 'order.total', message: text('order_total_is', { total: `$${(amounts.totalCents / 100).toFixed(2)}` }) })
  }
  if (amounts.totalCents > MAX_AMOUNT_CENTS) {
    errors.push({ path: 'order.total', message: text('order_total_max', { max: `$${(MAX_AMOUNT_CENTS / 100).toFixed(2)}` }) })
  }
  if (errors.length > 0) {
    throw new DomainError('validation', text('order_not_in_catalogue'), errors)
  }
  return { ...amounts, lines: priced }
}
