import { z } from 'zod'
import { phoneSchema } from '../customers/customer-schemas'
import { MAX_LINE_QUANTITY } from '../orders/cart'
import { CUSTOMER_LANGUAGES, customizationsSchema } from '../orders/order-schemas'
import { bodyIdSchema, isoDateSchema, pageQuerySchema, shortText } from '../validation'
import { text } from '../written-text'
import { STANDING_PAYMENT_METHODS } from './standing-order-schemas'

export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'closed', 'left'] as const
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number]

/** Nobody waits for more units than this: a bigger order is a conversation with the shop. */
export const WAITLIST_MAX_QUANTITY = 20

/** POST /api/waitlist. Without a product the entry waits for an order place on the day (quantity 1). */
export const joinWaitlistSchema = z
  .object({
    date: isoDateSchema,
    productId: bodyIdSchema.optional(),
    quantity: z.number().int().min(1).max(WAITLIST_MAX_QUANTITY).default(1),
    phone: phoneSchema,
    name: shortText().min(2, text('name_too_short')),
    whatsappOptIn: z.boolean().default(false),
    language: z.enum(CUSTOMER_LANGUAGES).default('es'),
  })
  .strict()
export type JoinWaitlist = z.infer<typeof joinWaitlistSchema>

export const joinedWaitlistSchema = z.object({ id: z.number().int(), position: z.number().int(), token: z.string() })

export const waitlistAccessQuerySchema = z.object({ token: z.string().max(200).optional() })
export const waitlistTokenBodySchema = z.object({ token: z.string().min(1).max(200) }).strict()

/** POST /api/waitlist/:id/claim: turns the held units into an order. */
export const claimWaitlistSchema = z
  .object({
    token: z.string().min(1).max(200),
    paymentMethod: z.enum(STANDING_PAYMENT_METHODS).default('cash'),
    pickupTime: z.string().trim().min(1).max(40).optional(),
    /** Only for an entry that waited for a place on the day (no product): what to order on it. */
    items: z
      .array(
        z
          .object({
            productId: bodyIdSchema,
            quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
            customizations: customizationsSchema.default({}),
          })
          .strict(),
      )
      .min(1)
      .max(30)
      .optional(),
  })
  .strict()
export type ClaimWaitlist = z.infer<typeof claimWaitlistSchema>

export const waitlistEntryViewSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  productNameEs: z.string().nullable(),
  quantity: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the first in line, while waiting. */
  position: z.number().int().nullable(),
  holdExpiresAt: z.string().nullable(),
  orderId: z.number().int().nullable(),
  orderToken: z.string().nullable(),
  name: z.string(),
  createdAt: z.string(),
})
export type WaitlistEntryView = z.infer<typeof waitlistEntryViewSchema>

export const staffWaitlistEntrySchema = waitlistEntryViewSchema.extend({
  phone: z.string(),
  whatsappOptIn: z.boolean(),
  language: z.enum(CUSTOMER_LANGUAGES),
  /** The customer's page ('/waitlist/:id?token=…') while in line: staff without the WhatsApp Cloud API send it by hand. */
  customerPath: z.string().nullable(),
})
export type StaffWaitlistEntry = z.infer<typeof staffWaitlistEntrySchema>
/** Staff's list: one day's lines, or every day from today on; paged like every staff list, in line order. */
export const waitlistListQuerySchema = pageQuerySchema.extend({ date: isoDateSchema.optional() }).strict()
