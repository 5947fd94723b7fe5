import { z } from 'zod'
import { isoDateSchema, LONG_TEXT_MAX, typedNumber } from '../validation'
import { text } from '../written-text'

export const MAX_ORDERS_LIMIT = 1000
export const DEFAULT_MAX_ORDERS = 10
/** The staff dashboard offers these daily limits (spec §9). */
export const MAX_ORDERS_OPTIONS = [5, 10, 15, 20, 25, 30] as const

export const availableDateSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  maxOrders: z.number().int(),
  currentOrders: z.number().int(),
  limitedAvailability: z.boolean(),
  notes: z.string().nullable(),
  /**
   * In the list: whether customers may order for the day now (inside the 14-day window, a baking day, before its
   * cut-off), places aside; a day staff opened that customers cannot have says false.
   */
  orderable: z.boolean().optional(),
  /** Of currentOrders, the places waitlist offers hold for their customers until claimed or expired. */
  heldForWaitlist: z.number().int().optional(),
  /** What the day has left of each limited product and shared group (units) and of each limited window (orders). */
  unitsLeft: z
    .object({
      products: z.record(z.string(), z.number()),
      groups: z.record(z.string(), z.number()),
      windows: z.record(z.string(), z.number()),
    })
    .optional(),
})
export type AvailableDate = z.infer<typeof availableDateSchema>

const maxOrdersSchema = typedNumber(z.number().int().min(1, text('max_orders_min_1')).max(MAX_ORDERS_LIMIT))

/** currentOrders is counted by the server from real orders; a sent value is ignored. */
export const newAvailableDateSchema = z.object({
  date: isoDateSchema,
  maxOrders: maxOrdersSchema.default(DEFAULT_MAX_ORDERS),
  currentOrders: z.unknown().optional(),
  limitedAvailability: z.boolean().default(false),
  notes: z.string().trim().max(LONG_TEXT_MAX).nullable().optional(),
})
export type NewAvailableDate = z.infer<typeof newAvailableDateSchema>

export const availableDateChangeSchema = z.object({
  maxOrders: maxOrdersSchema.optional(),
  limitedAvailability: z.boolean().optional(),
  notes: z.string().trim().max(LONG_TEXT_MAX).nullable().optional(),
})
export type AvailableDateChange = z.infer<typeof availableDateChangeSchema>
