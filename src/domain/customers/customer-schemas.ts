import { z } from 'zod'
import { LONG_TEXT_MAX, pageQuerySchema, readableText, SEARCH_MAX, shortText } from '../validation'
import { text } from '../written-text'
import { isValidPhone } from './phone'
import { POSTAL_CODE_PATTERN } from './postal-code'

/** A phone number a customer can be reached on, said wrong once whatever is wrong with it. */
export const phoneSchema = shortText(40).refine(isValidPhone, text('phone_invalid'))

/** The checkout's customer and address form (spec §5); the route POST /api/customers uses it too. */
export const customerInputSchema = z.object({
  // Counted without invisible characters (zero-width spaces and the like), which trim() keeps.
  name: shortText().refine((name) => name.replace(/[\p{Cf}\s]/gu, '').length >= 2, text('name_too_short')),
  email: z.string().trim().max(254).email(text('email_invalid')),
  phone: phoneSchema,
  whatsapp: shortText(40)
    .refine((value) => value === '' || isValidPhone(value), text('phone_invalid'))
    .optional(),
  address: shortText(500).optional(),
  streetAddress: readableText(5, 'street_required'),
  colonia: readableText(2, 'neighborhood_required'),
  city: readableText(2, 'city_required'),
  state: readableText(2, 'state_required'),
  postalCode: z.string().trim().regex(POSTAL_CODE_PATTERN, text('postal_code_invalid')),
  additionalInfo: z
    .string()
    .trim()
    .max(LONG_TEXT_MAX, text('text_too_long', { max: LONG_TEXT_MAX }))
    .optional(),
})
export type CustomerInput = z.infer<typeof customerInputSchema>

/** A customer's saved address as staff correct it (they moved, and said so on the phone). */
export const customerAddressSchema = customerInputSchema
  .pick({ streetAddress: true, colonia: true, city: true, state: true, postalCode: true, additionalInfo: true })
  .strict()
export type CustomerAddress = z.infer<typeof customerAddressSchema>

/** A customer staff add while taking a phone or WhatsApp order: a name and the number is enough. */
export const staffCustomerInputSchema = customerInputSchema.pick({ name: true, phone: true }).extend({
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || z.email().safeParse(value).success, text('email_invalid'))
    .optional(),
})
export type StaffCustomerInput = z.infer<typeof staffCustomerInputSchema>

export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  address: z.string().nullable(),
  streetAddress: z.string().nullable(),
  colonia: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  createdAt: z.string(),
})
export type Customer = z.infer<typeof customerSchema>

/**
 * Staff's lookup by a number (GET /api/customers/lookup): the customer, and whether the number is their phone or only
 * the WhatsApp they gave (a husband phoning from his wife's WhatsApp number is then a new customer with that phone).
 */
export const staffLookupSchema = customerSchema.extend({ matchedOn: z.enum(['phone', 'whatsapp']) })
export type StaffLookup = z.infer<typeof staffLookupSchema>

export const createdCustomerSchema = z.object({ id: z.number().int() })

/**
 * POST /api/customers answers an anonymous caller with this header; its order sends it back (same name), so it is
 * placed with the details just sent. A header, so the spec's bodies stay as they are.
 */
export const CUSTOMER_TICKET_HEADER = 'customer-ticket'

/** One line a customer can recognise as their own address. */
export function formatAddress(customer: Pick<CustomerInput, 'streetAddress' | 'colonia' | 'city' | 'state' | 'postalCode'>): string {
  return [customer.streetAddress, customer.colonia, customer.city, customer.state, customer.postalCode].filter(Boolean).join(', ')
}

/** Where a delivery goes: the address and, after it, the references the customer gave ('leave it with the guard'). */
export function withReferences(address: string, references: string | null | undefined): string {
  const given = references?.trim()
  return given ? `${address} · ${given}` : address
}

/** The address a delivery goes to when the customer orders with their saved details; null when none is stored. */
export function savedAddress(
  row: Pick<Customer, 'address' | 'streetAddress' | 'colonia' | 'city' | 'state' | 'postalCode' | 'additionalInfo'>,
): string | null {
  const address =
    row.address?.trim() ||
    formatAddress({
      streetAddress: row.streetAddress ?? '',
      colonia: row.colonia ?? '',
      city: row.city ?? '',
      state: row.state ?? '',
      postalCode: row.postalCode ?? '',
    })
  return address.length >= 5 ? withReferences(address, row.additionalInfo) : null
}

/** GET /api/customers and /api/customers/stats: a page, newest first, optionally searched (name, email, phone digits). */
export const customerListQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(SEARCH_MAX).optional() }).strict()
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>
