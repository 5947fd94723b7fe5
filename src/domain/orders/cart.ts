import { type Cents, toCents } from '../money'
import { cartPageAmounts, type OrderAmounts, orderAmounts, type TaxPolicy } from './tax-policy'

export type CartCustomizations = Record<string, string | number | boolean | undefined>
export type CartLine = {
  id: number
  name: string
  /** The product's Spanish name when it has one (carts saved before it existed have none). */
  nameEs?: string | null
  price: number
  quantity: number
  imageUrl: string
  customizations: CartCustomizations
}

export type CartTotals = OrderAmounts & { quantity: number }

/** The most of one line an order may hold; the server refuses more, so the cart never goes past it. */
export const MAX_LINE_QUANTITY = 100

function sameChoices(a: CartCustomizations, b: CartCustomizations): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''))
}

/** Adding a line with the same product and the same choices raises its quantity; otherwise it is appended. */
export function addLine(cart: readonly CartLine[], line: CartLine): CartLine[] {
  const index = cart.findIndex((existing) => existing.id === line.id && sameChoices(existing.customizations, line.customizations))
  if (index === -1) return [...cart, line]
  return cart.map((existing, i) =>
    i === index ? { ...existing, quantity: Math.min(existing.quantity + line.quantity, MAX_LINE_QUANTITY) } : existing,
  )
}

/** Only whole numbers above 0 are accepted (anything else leaves the cart as it was), up to MAX_LINE_QUANTITY. */
export function setLineQuantity(cart: readonly CartLine[], index: number, quantity: number): CartLine[] {
  if (!Number.isInteger(quantity) || quantity < 1) return [...cart]
  return cart.map((line, i) => (i === index ? { ...line, quantity: Math.min(quantity, MAX_LINE_QUANTITY) } : line))
}

export function removeLine(cart: readonly CartLine[], index: number): CartLine[] {
  return cart.filter((_, i) => i !== index)
}

export type PricedQuantity = Pick<CartLine, 'price' | 'quantity'>

/** One line's amount in centavos: unit price (pesos) times quantity, so no float drift reaches a total. */
export function lineTotalCents(line: PricedQuantity): Cents {
  return toCents(line.price) * line.quantity
}

/** The sum of the lines in centavos, before any tax. */
export function linesSubtotalCents(lines: readonly PricedQuantity[]): Cents {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0)
}

/**
 * What the checkout shows and the order will be charged (the server computes the same when it stores it); on the
 * cart page, the spec's tax line when the owner keeps the default (see tax-policy).
 */
export function cartTotals(cart: readonly CartLine[], taxPolicy: TaxPolicy, page: 'cart' | 'checkout' = 'checkout'): CartTotals {
  const subtotalCents = linesSubtotalCents(cart)
  return { quantity: cartQuantity(cart), ...(page === 'cart' ? cartPageAmounts(subtotalCents, taxPolicy) : orderAmounts(subtotalCents, taxPolicy)) }
}

export function cartQuantity(cart: readonly CartLine[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0)
}
