import type { DomainError } from '../../../domain/errors'
import { deliveryRefusal, type PaymentContext, paymentRefusal } from '../../../domain/orders/order-plan'
import type { NewOrder } from '../../../domain/orders/order-schemas'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import type { IsoDate } from '../../../domain/schedule/calendar-dates'
import { staffCanBook } from '../../../domain/schedule/choosable-days'
import { dayFullRefusal } from '../../../domain/schedule/day-availability'

/** How a phone order is paid and delivered, as POST /api/orders receives it. */
export type OrderChoices = Pick<NewOrder['order'], 'isDelivery' | 'deliveryAddress' | 'useSavedAddress' | 'paymentMethod' | 'paymentStatus'>

/** What the page has read before it writes anything. */
export type KnownBeforeSaving = {
  payments: PaymentContext
  /** The chosen day as last read (fresh on opening the page and after each refusal). */
  day: AvailableDate | undefined
  firstDay: IsoDate
  /** A customer saved with this order has no saved address: their delivery needs one typed. */
  newCustomer: boolean
}

/**
 * The refusals of a phone order the page can know before it saves a new customer, each as the server gives it: how it
 * is paid, a new customer's delivery address, a day another device filled since it was chosen. A day filled between
 * this check and the order, or a found customer's saved address, only the server can tell.
 */
export function refusalsBeforeSaving(order: OrderChoices, known: KnownBeforeSaving): DomainError[] {
  const { day } = known
  return [
    paymentRefusal(order, known.payments),
    known.newCustomer ? deliveryRefusal(order, null) : undefined,
    day && !staffCanBook(day, known.firstDay) ? dayFullRefusal(day.date) : undefined,
  ].filter((refusal) => refusal !== undefined)
}
