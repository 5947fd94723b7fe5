import { z } from 'zod'
import { type Cents, toCents } from '../money'
import { ORDER_STATUSES, type OrderStatus } from '../orders/order-status'
import { customerSchema } from './customer-schemas'

/** A customer in the admin list, with what they have ordered so far (every order counted, the cancelled ones not spent). */
export const customerSummarySchema = customerSchema.extend({
  totalOrders: z.number().int(),
  totalSpent: z.number(),
  lastOrderDate: z.string(),
})
export type CustomerSummary = z.infer<typeof customerSummarySchema>

export const customerOrderSchema = z.object({
  id: z.number().int(),
  orderDate: z.string(),
  pickupDate: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
})

/** Spec §2 'Customer Profile': lastOrderDate is the latest order's date, or createdAt without orders. */
export const customerProfileSchema = customerSummarySchema.extend({ orders: z.array(customerOrderSchema) })
export type CustomerProfile = z.infer<typeof customerProfileSchema>

/** What a customer spent: the totals of their orders, a cancelled order costing them nothing (the list's SQL sums alike). */
export function spentCents(orders: readonly { status: OrderStatus | string; total: number | string }[]): Cents {
  return orders.reduce((sum, order) => (order.status === 'cancelled' ? sum : sum + toCents(order.total)), 0)
}
