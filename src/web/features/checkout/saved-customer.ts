import type { CustomerLookup, SavedDetailsRequest } from '../../../domain/customers/customer-lookup-schemas'
import type { CustomerInput } from '../../../domain/customers/customer-schemas'
import { messageNumber as orderMessageNumber } from '../../../domain/customers/order-contact'

/** A returning customer who said 'Yes, that's me': the browser knows the number and the masked hints only. */
export type SavedCustomer = SavedDetailsRequest & CustomerLookup

/** Who the order is for: typed details, or a returning customer's saved ones. */
export type CheckoutCustomer = CustomerInput | SavedCustomer

export function isSavedCustomer(customer: CheckoutCustomer): customer is SavedCustomer {
  return 'useSavedDetails' in customer && customer.useSavedDetails === true
}

/** The number the shop's WhatsApp messages go to: the WhatsApp number given, else the phone (as the server decides), in E.164. */
export function messageNumber(customer: CheckoutCustomer): string {
  // A returning customer's browser knows only their phone; the rule itself is the server's (domain order-contact).
  const whatsapp = isSavedCustomer(customer) ? null : customer.whatsapp?.trim() || null
  return orderMessageNumber({ phone: customer.phone, whatsapp }) ?? whatsapp ?? customer.phone
}
