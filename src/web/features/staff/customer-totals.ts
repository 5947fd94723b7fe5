import { spentCents } from '../../../domain/customers/customer-profile'
import { toPesos } from '../../../domain/money'
import type { OrderStatus } from '../../../domain/orders/order-status'

type ProfileOrder = { total: number; orderDate: string; status: OrderStatus }

/** Spec §3 'Customer Profile': order count, what they spent (not cancelled), and the latest order date (createdAt when none). */
export function customerTotals(createdAt: string, orders: readonly ProfileOrder[]) {
  const totalSpent = toPesos(spentCents(orders))
  const lastOrderDate = orders.reduce(
    (latest, order) => (Date.parse(order.orderDate) > Date.parse(latest) ? order.orderDate : latest),
    orders[0]?.orderDate ?? createdAt,
  )
  return { totalOrders: orders.length, totalSpent, lastOrderDate }
}
