import { z } from 'zod'
import { customerSchema, staffCustomerInputSchema } from '../customers/customer-schemas'
import { transferInstructionsSchema } from '../payments/transfer-instructions'
import { amountSchema, bodyIdSchema, isoDateSchema, LONG_TEXT_MAX, pageQuerySchema, SEARCH_MAX } from '../validation'
import { text } from '../written-text'
import { MAX_LINE_QUANTITY } from './cart'
import { DEFAULT_TIME_SLOT, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-status'

export const MAX_LINES_PER_ORDER = 30
/** The languages the shop speaks to customers; most of Mérida reads Spanish, so an order without one is Spanish. */
export const CUSTOMER_LANGUAGES = ['es', 'en'] as const
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number]

/** Choices a line may carry; unknown keys are refused so nothing unexpected is stored. */
export const customizationsSchema = z
  .object({
    breadFormat: z.enum(['whole', 'sliced']).optional(),
    specialInstructions: z.string().max(LONG_TEXT_MAX).optional(),
    /** A pack's size (the weekly special's '1', '3', '6'); the product's packs say which exist. */
    quantity: z
      .string()
      .regex(/^[1-9]\d{0,2}$/, text('pack_size_choose'))
      .optional(),
    priceTier: z.string().max(40).optional(),
    size: z.string().max(20).optional(),
    flavor: z.string().max(40).optional(),
    pickupDate: isoDateSchema.optional(),
  })
  .strict()
export type Customizations = z.infer<typeof customizationsSchema>

export const orderLineSchema = z
  .object({
    productId: bodyIdSchema,
    quantity: z.number().int().min(1, text('quantity_min_1')).max(MAX_LINE_QUANTITY),
    price: amountSchema,
    customizations: customizationsSchema.default({}),
  })
  .strict()

/**
 * PATCH /api/orders/:id, staff moving an order to another day; `pickupTime` (one of the shop's windows, by label)
 * when it should not keep its own window there.
 */
export const orderMoveSchema = z.object({ pickupDate: isoDateSchema, pickupTime: z.string().trim().min(1).max(40).optional() }).strict()
export type OrderMove = z.infer<typeof orderMoveSchema>

/** POST /api/orders (spec §7). Strict: card numbers or any other unknown field are refused, never stored. */
export const newOrderSchema = z
  .object({
    order: z
      .object({
        customerId: bodyIdSchema,
        total: amountSchema,
        pickupDate: isoDateSchema,
        /** One of the shop's pickup windows, as labelled ('9:00 AM - 11:00 AM'); the server checks it against settings. */
        pickupTime: z.string().trim().min(1).max(40).default(DEFAULT_TIME_SLOT),
        isDelivery: z.boolean().default(false),
        /** The address and the customer's references after it (withReferences), each as long as the form allows. */
        deliveryAddress: z
          .string()
          .trim()
          .max(500 + LONG_TEXT_MAX)
          .nullable()
          .optional(),
        /** Returning customer ('Yes, that's me'): without a typed address, deliver to the one the bakery has stored. */
        useSavedAddress: z.boolean().optional(),
        specialInstructions: z.string().trim().max(LONG_TEXT_MAX).nullable().optional(),
        paymentMethod: z.enum(PAYMENT_METHODS).default('cash'),
        status: z.literal('pending').optional(),
        /** Staff entering an order already paid (cash at the counter, a transfer seen); refused from customers. */
        paymentStatus: z.enum(['unpaid', 'paid']).optional(),
        language: z.enum(CUSTOMER_LANGUAGES).default('es'),
        /** The customer agreed to WhatsApp messages about this order (checkout's box, off by default). */
        whatsappOptIn: z.boolean().default(false),
      })
      .strict(),
    items: z.array(orderLineSchema).min(1, text('product_required')).max(MAX_LINES_PER_ORDER),
  })
  .strict()
export type NewOrder = z.infer<typeof newOrderSchema>

/**
 * Staff switch an order between pickup and delivery, or send a delivery elsewhere (PATCH /api/orders/:id/delivery): a
 * delivery without an address typed goes to the customer's saved one.
 */
export const orderDeliveryChangeSchema = z
  .object({ isDelivery: z.boolean(), deliveryAddress: newOrderSchema.shape.order.shape.deliveryAddress })
  .strict()
export type OrderDeliveryChange = z.infer<typeof orderDeliveryChangeSchema>

/**
 * The body POST /api/orders reads: a new order, whose customer staff taking a phone order may name instead of
 * `customerId` (`newCustomer`: added, or found by number, in the order's own transaction, so an order the server
 * refuses never leaves a customer saved alone). Exactly one of the two.
 */
export const orderRequestSchema = z
  .object({
    order: newOrderSchema.shape.order.extend({ customerId: bodyIdSchema.optional() }),
    items: newOrderSchema.shape.items,
    newCustomer: staffCustomerInputSchema.optional(),
  })
  .strict()
  .superRefine(({ order, newCustomer }, context) => {
    if ((order.customerId === undefined) === (newCustomer === undefined)) {
      context.addIssue({ code: 'custom', path: ['order', 'customerId'], message: text('customer_or_new_customer') })
    }
  })
export type OrderRequest = z.infer<typeof orderRequestSchema>

export const orderItemSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  productId: z.number().int(),
  productName: z.string().nullable(),
  productNameEs: z.string().nullable(),
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
  /** Where a pickup order is collected (the shop's address from settings); null for a delivery. */
  pickupAddress: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  whatsappSent: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  language: z.enum(CUSTOMER_LANGUAGES),
  /** The customer agreed to automatic WhatsApp messages about this order. */
  whatsappOptIn: z.boolean(),
  /** Entered by staff for a WhatsApp or phone customer, and which customer rules they passed ('cutoff', 'lead_time'). */
  enteredByStaff: z.boolean(),
  staffOverrides: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(orderItemSchema),
  customer: customerSchema.nullable(),
  /** How to pay a bank transfer order (CONTRACT 'Mexican payments'); null for other ways to pay. */
  payment: transferInstructionsSchema.nullable(),
})
export type Order = z.infer<typeof orderSchema>

/** The answer to the customer who placed it: the order plus the token that lets them read it again. */
export const placedOrderSchema = orderSchema.extend({ accessToken: z.string() })
export type PlacedOrder = z.infer<typeof placedOrderSchema>

/**
 * GET /api/orders: newest first (by order date), a page at a time; `q` matches the order number, the customer's
 * name, phone or email, or a product's name; pickupFrom/pickupTo keep the orders for those baking days. The total
 * number of matching orders comes back in the X-Total-Count header.
 */
export const orderListQuerySchema = z
  .object({
    ...pageQuerySchema.shape,
    q: z.string().trim().max(SEARCH_MAX).optional(),
    pickupFrom: isoDateSchema.optional(),
    pickupTo: isoDateSchema.optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
    /** 'true': only cancelled orders whose payment was kept, to give back (isRefundDue). */
    refundDue: z.enum(['true']).optional(),
  })
  .strict()
export type OrderListQuery = z.infer<typeof orderListQuerySchema>

export const orderAccessQuerySchema = z.object({ token: z.string().max(200).optional() })

/** GET /api/orders/summary: the dashboards' order cards, counted over every order (the list itself is capped). */
export const orderSummarySchema = z.object({
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  /** Orders not cancelled; paid and still owed apart. */
  totalRevenue: z.number(),
  paidRevenue: z.number(),
  owedRevenue: z.number(),
  /** Payments kept on cancelled orders, still to give back (isRefundDue), and how many orders hold them. */
  refundDue: z.number(),
  refundDueOrders: z.number().int(),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>
