import type { Customizations } from '../orders/order-schemas'
import { lineUnits } from '../orders/pricing'
import { type PickupWindow, windowHolding } from './pickup-windows'

/** Scopes of the day counters: units per product, orders per pickup window. */
export const productScope = (productId: number) => `product:${productId}`
const WINDOW_PREFIX = 'window:'
export const windowScope = (label: string) => `${WINDOW_PREFIX}${label}`

/**
 * Orders a day's counters hold in `window` of today's `windows`: every stored window label it holds now
 * (`windowHolding`), so a change of hours never lets a window take its limit again.
 */
export function ordersInWindow(
  counters: ReadonlyArray<{ scope: string; used: number }>,
  windows: readonly PickupWindow[],
  window: PickupWindow,
): number {
  return counters
    .filter(({ scope }) => scope.startsWith(WINDOW_PREFIX) && windowHolding(windows, scope.slice(WINDOW_PREFIX.length)) === window)
    .reduce((sum, counter) => sum + counter.used, 0)
}

export type DemandLine = { productId: number; quantity: number; customizations?: Customizations | null }

/** Units an order takes from its day, per product (loaves, pieces: a pack counts its pieces). */
export function unitsByProduct(lines: readonly DemandLine[]): Map<number, number> {
  const units = new Map<number, number>()
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + lineUnits(line))
  return units
}

/** What a day has left of each limited product and shared group (absent: no limit); windows left by label. */
export type DayUnitsLeft = { products: Record<string, number>; groups: Record<string, number>; windows: Record<string, number> }

export type GroupedProduct = { id: number; limitGroupId: number | null }

/** Units of one product a day can still take: its own limit and its group's, whichever is tighter; undefined when neither limits it. */
export function unitsLeftOf(product: GroupedProduct, left: DayUnitsLeft | undefined): number | undefined {
  if (!left) return undefined
  const own = left.products[String(product.id)]
  const group = product.limitGroupId === null ? undefined : left.groups[String(product.limitGroupId)]
  if (own === undefined) return group
  return group === undefined ? own : Math.min(own, group)
}

/** Whether the cart's units fit what the day has left, product by product and group by group. */
export function fitsDay(units: ReadonlyMap<number, number>, products: readonly GroupedProduct[], left: DayUnitsLeft | undefined): boolean {
  if (!left) return true
  const byGroup = new Map<number, number>()
  for (const [productId, wanted] of units) {
    const product = products.find((candidate) => candidate.id === productId)
    const own = left.products[String(productId)]
    if (own !== undefined && wanted > own) return false
    if (product?.limitGroupId != null) byGroup.set(product.limitGroupId, (byGroup.get(product.limitGroupId) ?? 0) + wanted)
  }
  return [...byGroup].every(([groupId, wanted]) => {
    const group = left.groups[String(groupId)]
    return group === undefined || wanted <= group
  })
}
