import { toCents, toPesos } from '../../../domain/money'

type ProfileOrder = { total: number; orderDate: string }

/** Spec §3 'Customer Profile': order count, sum of totals, and the latest order date (createdAt when none). */
export function customerTotals(createdAt: string, orders: readonly ProfileOrder[]) {
  const totalSpent = toPesos(orders.reduce((sum, order) => sum + toCents(order.total), 0))
  const lastOrderDate = orders.reduce(
    (latest, order) => (Date.parse(order.orderDate) > Date.parse(latest) ? order.orderDate : latest),
    orders[0]?.orderDate ?? createdAt,
  )
  return { totalOrders: orders.length, totalSpent, lastOrderDate }
}
