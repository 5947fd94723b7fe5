import type { CustomerInput } from '../../../domain/customers/customer-schemas'
import type { NewOrder, PlacedOrder } from '../../../domain/orders/order-schemas'
import type { IsoDate } from '../../../domain/schedule/calendar-dates'

/** What step 1 collects; no pickup time yet means the shop's first window (pre-selected). */
export type DateChoice = { pickupDate: IsoDate | undefined; pickupTime?: string; isDelivery: boolean; specialInstructions: string }

export const INITIAL_DATE_CHOICE: DateChoice = { pickupDate: undefined, isDelivery: false, specialInstructions: '' }

export type CheckoutStep = 1 | 2 | 3

/** What the customer has typed in step 2 so far, kept when they step back to change the day. */
export type CustomerDraft = Partial<Record<keyof CustomerInput, string>>

export type CheckoutDetails = { date: DateChoice; customer: CustomerInput | null }

/** An order request as it went to the server: its Idempotency-Key, its body and the customer's ticket. */
export type SentOrder = { key: string; order: NewOrder; ticket: string | null }

/** An order the server answered, with the request (as JSON) and key that placed it: the same request again answers it. */
export type AnsweredOrder = { order: PlacedOrder; request: string; key: string }
