import { normalizePhone } from './phone'

/**
 * The contact details an order was placed with: what the customer typed at the checkout, or the details the bakery
 * holds for their number when they chose 'Yes, that's me'. Kept on the order, so a stranger who registered that
 * number first with their own WhatsApp never receives someone else's order messages (CONTRACT 'Access rules').
 */
export type OrderContact = { name: string; phone: string; whatsapp: string | null; email: string | null }

/**
 * Who an order is for, wherever staff see it (lists, bag labels, search): the details it was placed with over the
 * customer's stored ones. Orders from before migration 0017 kept no contact and show the stored customer.
 */
export function withOrderContact<T extends Partial<OrderContact>>(stored: T, contact: OrderContact | null): T {
  return { ...stored, ...contact }
}

/** The number an order's messages go to (E.164): the WhatsApp number given with it, else its phone; null when neither is valid. */
export function messageNumber(contact: Pick<OrderContact, 'phone' | 'whatsapp'>): string | null {
  return normalizePhone(contact.whatsapp || contact.phone)
}

/** How long the details a customer sent stay good for placing their order: a checkout takes minutes, not hours. */
export const CUSTOMER_TICKET_TTL_MS = 2 * 60 * 60 * 1000
