import { z } from 'zod'
import { ORDER_STATUSES } from '../orders/order-status'
import { customerSchema } from './customer-schemas'

/** A customer in the admin list, with what they have ordered so far (cancelled orders included). */
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
