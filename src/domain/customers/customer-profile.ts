import { z } from 'zod'
import { type Cents, toCents } from '../money'
import { earnsMoney, ORDER_STATUSES, type OrderStatus, type PaymentStatus } from '../orders/order-status'
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

/** What a customer spent: the totals of the orders that earn the shop money (earnsMoney), as the list's SQL sums them. */
export function spentCents(orders: readonly { status: OrderStatus | string; paymentStatus?: PaymentStatus; total: number | string }[]): Cents {
  return orders.reduce(
    (sum, order) => (earnsMoney({ ...order, paymentStatus: order.paymentStatus ?? 'unpaid' }) ? sum + toCents(order.total) : sum),
    0,
  )
}
