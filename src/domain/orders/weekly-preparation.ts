import type { DayCapacity } from '../schedule/day-availability'
import { SOURDOUGH_PRODUCT_ID, WEEKLY_SPECIAL_PRODUCT_ID } from './pricing'

type PrepItem = { productId: number; quantity?: number | null; customizations?: { quantity?: string } | null }
type PrepOrder = { status: string; pickupDate?: string | null; orderDate: string; items?: readonly PrepItem[] | null }
type PrepDate = DayCapacity & { date: string }

export type PreparationDay = { date: string; sourdough: number; specialPastry: number; maxOrders: number; currentOrders: number }

const COUNTED_STATUSES = new Set(['pending', 'confirmed'])

/**
 * What to bake per configured day (spec §4): pending and confirmed orders, grouped by pickup date
 * (order date if none). Product 1 counts loaves; product 2 counts pastries — a pack line of '3' or
 * '6' counts its pastries, since that is what staff must bake. An order with no lines counts as one loaf.
 */
export function weeklyPreparation(orders: readonly PrepOrder[], dates: readonly PrepDate[]): PreparationDay[] {
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
      if (item.productId === WEEKLY_SPECIAL_PRODUCT_ID) day.specialPastry += quantity * Number(item.customizations?.quantity ?? 1)
    }
  }
  return [...days.values()]
}
