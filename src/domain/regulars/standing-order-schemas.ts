import { z } from 'zod'
import { MAX_LINE_QUANTITY } from '../orders/cart'
import { CUSTOMER_LANGUAGES, customizationsSchema } from '../orders/order-schemas'
import { bodyIdSchema, isoDateSchema, pageQuerySchema } from '../validation'
import { STANDING_EVERY } from './standing-schedule'

/** Weeks are paid in cash at pickup or by transfer; card payments for standing orders come later. */
export const STANDING_PAYMENT_METHODS = ['cash', 'bank_transfer'] as const
export type StandingPaymentMethod = (typeof STANDING_PAYMENT_METHODS)[number]

export const STANDING_STATUSES = ['active', 'paused', 'cancelled'] as const
export const WEEK_STATES = ['planned', 'skipped', 'paused', 'created', 'not_created', 'cancelled'] as const
export type WeekState = (typeof WEEK_STATES)[number]

const tokenSchema = z.string().min(1).max(200)

/** POST /api/orders/:id/standing: the order's token proves it is the customer's. */
export const newStandingOrderSchema = z
  .object({ token: tokenSchema, every: z.enum(STANDING_EVERY), paymentMethod: z.enum(STANDING_PAYMENT_METHODS).optional() })
  .strict()

/** The series as it is: a retry moments after setting it answers the one set, whatever it asked for. */
export const createdStandingOrderSchema = z.object({ id: z.number().int(), manageToken: z.string(), every: z.enum(STANDING_EVERY) })

/**
 * GET /api/orders/:id/standing: whether the order already belongs to a series (set from it, or one of its weeks);
 * `cancelled`: that series was cancelled since.
 */
export const orderStandingSchema = z.object({ inStandingOrder: z.boolean(), cancelled: z.boolean() })

export const standingLineSchema = z
  .object({
    productId: bodyIdSchema,
    /** 0 removes the line. */
    quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY),
    customizations: customizationsSchema.default({}),
  })
  .strict()

/** PATCH /api/standing-orders/:id: the customer with the manage token, or staff (session) without one. */
export const standingOrderChangeSchema = z
  .object({
    token: tokenSchema.optional(),
    skip: isoDateSchema.optional(),
    unskip: isoDateSchema.optional(),
    pausedUntil: isoDateSchema.nullable().optional(),
    /** One of the shop's pickup windows now, by its label. */
    pickupTime: z.string().trim().min(1).max(40).optional(),
    items: z.array(standingLineSchema).min(1).max(30).optional(),
    /** The lines the page showed when `items` were made from them: changed meanwhile, the change is refused (409). */
    itemsSeen: z.array(standingLineSchema).max(30).optional(),
    every: z.enum(STANDING_EVERY).optional(),
    paymentMethod: z.enum(STANDING_PAYMENT_METHODS).optional(),
    cancel: z.literal(true).optional(),
  })
  .strict()
export type StandingOrderChange = z.infer<typeof standingOrderChangeSchema>

export const standingPlaceSchema = z.object({ token: tokenSchema.optional(), date: isoDateSchema }).strict()
export const placedFromRegularsSchema = z.object({ orderId: z.number().int(), accessToken: z.string() })

export const standingAccessQuerySchema = z.object({ token: z.string().max(200).optional() })
export const standingListQuerySchema = pageQuerySchema.extend({ status: z.enum(STANDING_STATUSES).optional() }).strict()

export const standingWeekSchema = z.object({
  date: z.string(),
  createsAt: z.string(),
  state: z.enum(WEEK_STATES),
  orderId: z.number().int().nullable(),
  orderToken: z.string().nullable(),
  /** Why a week was not made: the day's refusal code, or the catalogue's (CATALOGUE_REFUSALS). */
  reason: z.string().nullable(),
  /** The next day its lines fit, offered instead. */
  nextDate: z.string().nullable(),
  /** The shop already made or recorded this week: a skip or a pause no longer changes it. */
  decided: z.boolean(),
  /** Staff opened its day (available dates): a week planned on a day not opened is not made, unless they open it. */
  dayOpen: z.boolean(),
})
export type StandingWeek = z.infer<typeof standingWeekSchema>

export const standingOrderViewSchema = z.object({
  id: z.number().int(),
  every: z.enum(STANDING_EVERY),
  weekday: z.number().int(),
  status: z.enum(STANDING_STATUSES),
  pausedUntil: z.string().nullable(),
  pickupTime: z.string(),
  isDelivery: z.boolean(),
  deliveryAddress: z.string().nullable(),
  paymentMethod: z.enum(STANDING_PAYMENT_METHODS),
  language: z.enum(CUSTOMER_LANGUAGES),
  whatsappOptIn: z.boolean(),
  items: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      nameEs: z.string().nullable(),
      quantity: z.number().int(),
      customizations: z.record(z.string(), z.unknown()),
      price: z.number(),
    }),
  ),
  totalPerWeek: z.number(),
  firstName: z.string(),
  sourceOrderId: z.number().int(),
  weeks: z.array(standingWeekSchema),
  createdAt: z.string(),
})
export type StandingOrderView = z.infer<typeof standingOrderViewSchema>

export const staffStandingOrderSchema = standingOrderViewSchema.extend({
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
  /** The customer's private page (with its token), for the messages staff send by hand. */
  customerPath: z.string(),
})
export type StaffStandingOrder = z.infer<typeof staffStandingOrderSchema>
