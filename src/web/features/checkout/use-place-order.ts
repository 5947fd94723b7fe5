import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { CUSTOMER_TICKET_HEADER, formatAddress } from '../../../domain/customers/customer-schemas'
import { toPesos } from '../../../domain/money'
import { linesSubtotalCents } from '../../../domain/orders/cart'
import type { NewOrder, PlacedOrder } from '../../../domain/orders/order-schemas'
import { DEFAULT_TIME_SLOT, type PaymentMethod } from '../../../domain/orders/order-status'
import { toLanguage } from '../../i18n/i18n'
import { useTranslation } from '../../i18n/use-translation'
import { ApiError, api } from '../../lib/api-client'
import { newIdempotencyKey } from '../../lib/idempotency-key'
import { dateQueries } from '../../lib/queries/dates'
import { useCartTotals } from '../../lib/use-cart-totals'
import type { DateChoice } from './checkout-state'
import { type CheckoutCustomer, isSavedCustomer } from './saved-customer'

type PlaceOrderInput = {
  paymentMethod: PaymentMethod
  date: DateChoice & { pickupDate: string }
  customer: CheckoutCustomer
  /** The customer ticked 'Send me updates about this order by WhatsApp'. */
  whatsappOptIn: boolean
}

/**
 * Registers the customer, then places the order with one Idempotency-Key per checkout attempt.
 * A second call while one is running gets the same promise, so a double click books one order.
 */
export function usePlaceOrder() {
  const { lines, totals } = useCartTotals()
  const { i18n } = useTranslation()
  const queryClient = useQueryClient()
  const idempotencyKey = useRef(newIdempotencyKey())
  /** The card order placed in this checkout and the request that placed it, until the customer leaves. */
  const cardOrder = useRef<{ order: PlacedOrder; request: string } | null>(null)
  const running = useRef<Promise<PlacedOrder> | null>(null)
  const mutation = useMutation({
    mutationFn: async ({ paymentMethod, date, customer, whatsappOptIn }: PlaceOrderInput) => {
      // Saved details: only the number goes up; the server keeps the name and address (never sent to the browser).
      const saved = isSavedCustomer(customer)
      const registered = await api.postForReply<{ id: number }>('/api/customers', saved ? { useSavedDetails: true, phone: customer.phone } : customer)
      const customerId = registered.body.id
      // The order is placed with the details just sent, whatever the bakery had stored under that number.
      const ticket = registered.response.headers.get(CUSTOMER_TICKET_HEADER)
      const body: NewOrder = {
        order: {
          customerId,
          // The amount to pay as the summary shows it; before the tax setting is known, the lines' sum,
          // which the server also accepts (it always stores and charges its own computation).
          total: toPesos(totals?.totalCents ?? linesSubtotalCents(lines)),
          pickupDate: date.pickupDate,
          pickupTime: date.pickupTime ?? DEFAULT_TIME_SLOT,
          isDelivery: date.isDelivery,
          deliveryAddress: date.isDelivery && !saved ? formatAddress(customer) : null,
          ...(saved && date.isDelivery ? { useSavedAddress: true } : {}),
          specialInstructions: date.specialInstructions.trim() || null,
          paymentMethod,
          status: 'pending',
          // Staff write to the customer in the language they ordered in.
          language: toLanguage(i18n.language),
          whatsappOptIn,
        },
        items: lines.map((line) => ({ productId: line.id, quantity: line.quantity, price: line.price, customizations: line.customizations })),
      }
      const request = JSON.stringify(body)
      const unpaid = cardOrder.current
      if (unpaid && unpaid.request !== request) {
        // A card order is placed before the card is charged. When the customer then changes anything (a
        // declined card, then cash; another day), that order is given up first: Stripe can never charge it
        // and its place on the day comes back. The new order is a new request, with a new key.
        await api.post(`/api/orders/${unpaid.order.id}/abandon`, { token: unpaid.order.accessToken })
        cardOrder.current = null
        idempotencyKey.current = newIdempotencyKey()
      }
      try {
        const headers = { ...(ticket ? { [CUSTOMER_TICKET_HEADER]: ticket } : {}) }
        let order = await api.post<PlacedOrder>('/api/orders', body, { ...headers, 'idempotency-key': idempotencyKey.current })
        if (order.status === 'cancelled') {
          // This key's order was given up meanwhile (a card order left unpaid for 30 minutes): a new order, a new key.
          idempotencyKey.current = newIdempotencyKey()
          order = await api.post<PlacedOrder>('/api/orders', body, { ...headers, 'idempotency-key': idempotencyKey.current })
        }
        if (paymentMethod === 'card') cardOrder.current = { order, request }
        return order
      } catch (error) {
        // A 4xx wrote nothing: the corrected order that follows is a new request, with a new key. After a
        // network failure the key stays, so the retry finds the order if the first attempt did arrive.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) idempotencyKey.current = newIdempotencyKey()
        throw error
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dateQueries.open().queryKey }),
  })
  const placeOrder = (input: PlaceOrderInput): Promise<PlacedOrder> => {
    running.current ??= mutation.mutateAsync(input).finally(() => {
      running.current = null
    })
    return running.current
  }
  return { placeOrder, isPending: mutation.isPending }
}
