import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { CUSTOMER_TICKET_HEADER, formatAddress, withReferences } from '../../../domain/customers/customer-schemas'
import { toPesos } from '../../../domain/money'
import { linesSubtotalCents } from '../../../domain/orders/cart'
import type { NewOrder, PlacedOrder } from '../../../domain/orders/order-schemas'
import { DEFAULT_TIME_SLOT, type PaymentMethod } from '../../../domain/orders/order-status'
import { awaitsCardPayment } from '../../../domain/payments/payment-rules'
import { toLanguage } from '../../i18n/i18n'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { newIdempotencyKey } from '../../lib/idempotency-key'
import { dateQueries } from '../../lib/queries/dates'
import { queryKeys } from '../../lib/queries/keys'
import { useCartTotals } from '../../lib/use-cart-totals'
import type { AnsweredOrder, DateChoice, SentOrder } from './checkout-state'
import { isRefusedForGood, isRefusedForPrices } from './order-refusals'
import { type CheckoutCustomer, isSavedCustomer } from './saved-customer'
import { heldCardOrder as storedCardOrder, unansweredOrder } from './use-checkout-progress'

type PlaceOrderInput = {
  paymentMethod: PaymentMethod
  date: DateChoice & { pickupDate: string }
  customer: CheckoutCustomer
  /** The customer ticked 'Send me updates about this order by WhatsApp'. */
  whatsappOptIn: boolean
}

/**
 * Sends one order request, kept in the checkout's session until answered: after no answer (a lost connection, a
 * 5xx) or a reload, it is there to be sent again exactly as it was, with its key, so the server answers the order it
 * may already have made. Only a definite refusal lets it go.
 */
async function send(sent: SentOrder): Promise<AnsweredOrder> {
  unansweredOrder.save(sent)
  try {
    const headers = { 'idempotency-key': sent.key, ...(sent.ticket ? { [CUSTOMER_TICKET_HEADER]: sent.ticket } : {}) }
    const order = await api.post<PlacedOrder>('/api/orders', sent.order, headers)
    unansweredOrder.forget()
    return { order, request: JSON.stringify(sent.order), key: sent.key }
  } catch (error) {
    if (isRefusedForGood(error)) unansweredOrder.forget()
    throw error
  }
}

/** The order an unanswered request placed, sent again as it was; null when there is none or it is refused for good. */
async function sendUnanswered(): Promise<AnsweredOrder | null> {
  const unanswered = unansweredOrder.read()
  if (!unanswered) return null
  try {
    return await send(unanswered)
  } catch (error) {
    if (isRefusedForGood(error)) return null
    throw error
  }
}

/** The unpaid card order a checkout placed, while it holds a place on its day. */
function heldCardOrder(placed: AnsweredOrder | null): PlacedOrder | null {
  const order = placed?.order
  return order && awaitsCardPayment(order) ? order : null
}

/** Keeps the order a checkout placed, and an unpaid card order also for the tab (storedCardOrder). */
function keepPlaced(placed: { current: AnsweredOrder | null }, answered: AnsweredOrder | null): void {
  placed.current = answered
  const held = heldCardOrder(answered)
  if (held && answered) storedCardOrder.save(answered)
  else storedCardOrder.forget()
}

/**
 * Registers the customer, then places the order with one Idempotency-Key per request; a request whose answer was
 * lost goes again first, with its key. A second call while one is running gets the same promise, so a double click
 * books one order.
 */
export function usePlaceOrder() {
  const { lines, totals } = useCartTotals()
  const { i18n } = useTranslation()
  const queryClient = useQueryClient()
  /**
   * The order placed in this checkout; an unpaid card order is given up when the customer then changes anything. It
   * is kept for the tab (storedCardOrder): after a reload the card order is still paid, or given up, not placed twice.
   */
  const placed = useRef<AnsweredOrder | null>(null)
  const restored = useRef(false)
  if (!restored.current) {
    restored.current = true
    placed.current = storedCardOrder.read()
  }
  const remember = (answered: AnsweredOrder | null) => keepPlaced(placed, answered)
  const running = useRef<Promise<PlacedOrder> | null>(null)

  const orderRequest = async ({ paymentMethod, date, customer, whatsappOptIn }: PlaceOrderInput): Promise<Omit<SentOrder, 'key'>> => {
    // Saved details: only the number goes up; the server keeps the name and address (never sent to the browser).
    const saved = isSavedCustomer(customer)
    const registered = await api.postForReply<{ id: number }>('/api/customers', saved ? { useSavedDetails: true, phone: customer.phone } : customer)
    const order: NewOrder = {
      order: {
        customerId: registered.body.id,
        // The amount to pay as the summary shows it; before the tax setting is known, the lines' sum. Should the
        // shop add tax, the server refuses that with the amount to pay: it never charges more than was shown.
        total: toPesos(totals?.totalCents ?? linesSubtotalCents(lines)),
        pickupDate: date.pickupDate,
        pickupTime: date.pickupTime ?? DEFAULT_TIME_SLOT,
        isDelivery: date.isDelivery,
        deliveryAddress: date.isDelivery && !saved ? withReferences(formatAddress(customer), customer.additionalInfo) : null,
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
    // The order is placed with the details just sent, whatever the bakery had stored under that number.
    return { order, ticket: registered.response.headers.get(CUSTOMER_TICKET_HEADER) }
  }

  const mutation = useMutation({
    mutationFn: async (input: PlaceOrderInput) => {
      // Whatever the customer changed since, an order the lost answer hid stands: it is not placed twice. Only an
      // unpaid card order gives way (below), as it does after a declined card.
      const recovered = await sendUnanswered()
      if (recovered && recovered.order.status !== 'cancelled') {
        if (recovered.order.paymentMethod !== 'card') return recovered.order
        remember(recovered)
      }
      const { order, ticket } = await orderRequest(input)
      const request = JSON.stringify(order)
      const before = placed.current
      if (before && before.order.paymentMethod === 'card' && before.request !== request) {
        // A card order is placed before the card is charged. When the customer then changes anything (a
        // declined card, then cash; another day), that order is given up first: Stripe can never charge it
        // and its place on the day comes back. The new order is a new request, with a new key.
        await api.post(`/api/orders/${before.order.id}/abandon`, { token: before.order.accessToken })
        remember(null)
      }
      let answered = await send({ key: placed.current?.request === request ? placed.current.key : newIdempotencyKey(), order, ticket })
      // This key's order was given up meanwhile (a card order left unpaid for 30 minutes): a new order, a new key.
      if (answered.order.status === 'cancelled') answered = await send({ key: newIdempotencyKey(), order, ticket })
      remember(answered)
      return answered.order
    },
    onError: (error) => {
      // A product repriced or sold out meanwhile: the cart reads the catalogue again and follows it (useCurrentCart).
      if (!isRefusedForPrices(error)) return
      void queryClient.invalidateQueries({ queryKey: queryKeys.products })
      void queryClient.invalidateQueries({ queryKey: queryKeys.settings })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dateQueries.open().queryKey }),
  })
  const placeOrder = (input: PlaceOrderInput): Promise<PlacedOrder> => {
    running.current ??= mutation.mutateAsync(input).finally(() => {
      running.current = null
    })
    return running.current
  }
  /** Whether the place this checkout's unpaid card order holds is on `date`: the calendar counts it as taken. */
  const holdsDay = (date: string) => heldCardOrder(placed.current)?.pickupDate === date
  /**
   * Gives the held card order up (the customer went back to choose a day again), so its place shows free; one
   * whose payment is under way stays (the server refuses), and the next order gives it up as a changed request.
   */
  const releaseHeld = useCallback(async () => {
    const held = heldCardOrder(placed.current)
    if (!held || running.current) return
    try {
      await api.post(`/api/orders/${held.id}/abandon`, { token: held.accessToken })
      keepPlaced(placed, null)
    } catch {
      return
    }
    await queryClient.invalidateQueries({ queryKey: dateQueries.open().queryKey })
  }, [queryClient])
  return { placeOrder, isPending: mutation.isPending, holdsDay, releaseHeld }
}
