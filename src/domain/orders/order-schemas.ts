import { z } from 'zod'
import { customerSchema } from '../customers/customer-schemas'
import { isoDateSchema, LONG_TEXT_MAX } from '../validation'
import { DEFAULT_TIME_SLOT, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, TIME_SLOTS } from './order-status'

export const MAX_LINES_PER_ORDER = 30
export const MAX_LINE_QUANTITY = 100
export const WEEKLY_SPECIAL_PACKS = ['1', '3', '6'] as const

/** Choices a line may carry; unknown keys are refused so nothing unexpected is stored. */
export const customizationsSchema = z
  .object({
    breadFormat: z.enum(['whole', 'sliced']).optional(),
    specialInstructions: z.string().max(LONG_TEXT_MAX).optional(),
    quantity: z.enum(WEEKLY_SPECIAL_PACKS).optional(),
    priceTier: z.string().max(40).optional(),
    size: z.string().max(20).optional(),
    flavor: z.string().max(40).optional(),
    pickupDate: isoDateSchema.optional(),
  })
  .strict()
export type Customizations = z.infer<typeof customizationsSchema>

export const orderLineSchema = z
  .object({
    productId: z.number().int().positive(),
    quantity: z.number().int().min(1, 'Quantity must be at least 1').max(MAX_LINE_QUANTITY),
    price: z.number().min(0),
    customizations: customizationsSchema.default({}),
  })
  .strict()

/** POST /api/orders (spec §7). Strict: card numbers or any other unknown field are refused, never stored. */
export const newOrderSchema = z
  .object({
    order: z
      .object({
        customerId: z.number().int().positive(),
        total: z.number().min(0),
        pickupDate: isoDateSchema,
        pickupTime: z.enum(TIME_SLOTS).default(DEFAULT_TIME_SLOT),
        isDelivery: z.boolean().default(false),
        deliveryAddress: z.string().trim().max(500).nullable().optional(),
        /** Returning customer ('Yes, that's me'): without a typed address, deliver to the one the bakery has stored. */
        useSavedAddress: z.boolean().optional(),
        specialInstructions: z.string().trim().max(LONG_TEXT_MAX).nullable().optional(),
        paymentMethod: z.enum(PAYMENT_METHODS).default('cash'),
        status: z.literal('pending').optional(),
      })
      .strict()
      .refine((order) => !order.isDelivery || order.useSavedAddress || (order.deliveryAddress ?? '').length >= 5, {
        message: 'A delivery needs an address',
        path: ['deliveryAddress'],
      }),
    items: z.array(orderLineSchema).min(1, 'Choose at least one product').max(MAX_LINES_PER_ORDER),
  })
  .strict()
export type NewOrder = z.infer<typeof newOrderSchema>

export const orderItemSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  productId: z.number().int(),
  productName: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  customizations: customizationsSchema.partial().passthrough(),
})
export type OrderItem = z.infer<typeof orderItemSchema>

export const orderSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  total: z.number(),
  /** Tax added on top of the lines (0 when prices include IVA); subtotal = total − tax. */
  tax: z.number(),
  taxPercent: z.number(),
  status: z.enum(ORDER_STATUSES),
  orderDate: z.string(),
  pickupDate: z.string().nullable(),
  pickupTime: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  isDelivery: z.boolean(),
  deliveryMethod: z.enum(['pickup', 'delivery']),
  specialInstructions: z.string().nullable(),
  whatsappSent: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(orderItemSchema),
  customer: customerSchema.nullable(),
})
export type Order = z.infer<typeof orderSchema>

/** The answer to the customer who placed it: the order plus the token that lets them read it again. */
export const placedOrderSchema = orderSchema.extend({ accessToken: z.string() })
export type PlacedOrder = z.infer<typeof placedOrderSchema>

export const orderAccessQuerySchema = z.object({ token: z.string().max(200).optional() })

/** GET /api/orders/summary: the staff dashboard's Total Orders and Total Revenue cards, over every order. */
export const orderSummarySchema = z.object({ totalOrders: z.number().int(), totalRevenue: z.number() })
export type OrderSummary = z.infer<typeof orderSummarySchema>
