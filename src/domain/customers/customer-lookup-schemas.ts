import { z } from 'zod'
import { customerInputSchema, phoneSchema } from './customer-schemas'

/**
 * The anonymous WhatsApp lookup's answer: enough for a customer to recognise themselves
 * ('María G.', 'C. 60 …'), never the full name, address, email or phone.
 */
export const customerLookupSchema = z.object({
  displayName: z.string(),
  addressHint: z.string().nullable(),
  hasSavedAddress: z.boolean(),
})
export type CustomerLookup = z.infer<typeof customerLookupSchema>

/** 'Yes, that's me': order with the details the bakery already has for this number. */
export const savedDetailsRequestSchema = z
  .object({
    useSavedDetails: z.literal(true),
    phone: phoneSchema,
  })
  .strict()
export type SavedDetailsRequest = z.infer<typeof savedDetailsRequestSchema>

/**
 * POST /api/customers: either the typed form, or the phone of a returning customer using saved details.
 * Strict like the order body: an unknown field (a card number, say) is refused, never quietly dropped.
 */
export const customerRequestSchema = z.discriminatedUnion('useSavedDetails', [
  savedDetailsRequestSchema,
  customerInputSchema.extend({ useSavedDetails: z.literal(false).optional() }).strict(),
])
export type CustomerRequest = z.infer<typeof customerRequestSchema>
