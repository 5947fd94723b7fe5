import type { DayCapacity } from '../schedule/day-availability'
import { lineUnits, SOURDOUGH_PRODUCT_ID } from './pricing'

/** The spec's 'Weekly Preparation' tab counts product 2 as the special pastry (and the flagged special, see below). */
export const PREPARATION_SPECIAL_PRODUCT_ID = 2

type PrepItem = { productId: number; quantity?: number | null; customizations?: { quantity?: string } | null }
type PrepOrder = { status: string; pickupDate?: string | null; orderDate: string; items?: readonly PrepItem[] | null }
type PrepDate = DayCapacity & { date: string }

export type PreparationDay = { date: string; sourdough: number; specialPastry: number; maxOrders: number; currentOrders: number }

const COUNTED_STATUSES = new Set(['pending', 'confirmed'])

/**
 * What to bake per configured day (spec §4): pending and confirmed orders, grouped by pickup date
 * (order date if none). Product 1 counts loaves; product 2 counts pastries — a pack line of '3' or
 * '6' counts its pastries, since that is what staff must bake. An order with no lines counts as one loaf.
 * `weeklySpecialId`: the product staff flag as the weekly special, when another than 2 (a Panettone for December):
 * its pieces count as special pastry too, and product 2's orders from before the change still do.
 */
export function weeklyPreparation(orders: readonly PrepOrder[], dates: readonly PrepDate[], weeklySpecialId?: number): PreparationDay[] {
  const specialIds = new Set([PREPARATION_SPECIAL_PRODUCT_ID, ...(weeklySpecialId === undefined ? [] : [weeklySpecialId])])
  const days = new Map<string, PreparationDay>(
    [...dates]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((day) => [day.date, { date: day.date, sourdough: 0, specialPastry: 0, maxOrders: day.maxOrders, currentOrders: day.currentOrders }]),
  )
  for (const order of orders) {
    if (!COUNTED_STATUSES.has(order.status)) continue
    const day = days.get(order.pickupDate ?? order.orderDate.slice(0, 10))
    if (!day) continue
    if (!order.items || order.items.length === 0) {
      day.sourdough += 1
      continue
    }
    for (const item of order.items) {
      const quantity = item.quantity ?? 1
      if (item.productId === SOURDOUGH_PRODUCT_ID) day.sourdough += quantity
      if (specialIds.has(item.productId)) day.specialPastry += lineUnits({ quantity, customizations: item.customizations })
    }
  }
  return [...days.values()]
}
