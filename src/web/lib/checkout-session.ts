/**
 * What this tab's checkout keeps in sessionStorage (this tab only, gone when it closes): the wizard's progress, the
 * order request sent and not answered yet, and the unpaid card order it placed. The checkout writes them; the order
 * confirmation page ends the checkout when the customer comes back to it from their card issuer's page.
 */
const PROGRESS_KEY = 'checkout-progress'
const UNANSWERED_ORDER_KEY = 'checkout-unanswered-order'
const CARD_ORDER_KEY = 'checkout-card-order'

/** A value kept in sessionStorage, written at once (not with the progress on the next render). */
export function sessionEntry<T>(key: string) {
  return {
    read: (): T | null => {
      try {
        return JSON.parse(sessionStorage.getItem(key) ?? 'null') as T | null
      } catch {
        return null
      }
    },
    save: (value: T) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(value))
      } catch {}
    },
    forget: () => {
      try {
        sessionStorage.removeItem(key)
      } catch {}
    },
  }
}

/** The wizard's step, day and customer: a reload or a trip to the privacy notice comes back to the same step. */
export const checkoutProgressEntry = <T>() => sessionEntry<T>(PROGRESS_KEY)

/**
 * The order request sent and not answered yet (the checkout sends it again, as it is, before anything else). A reload
 * while it is on its way must still find it.
 */
export const unansweredOrderEntry = <T>() => sessionEntry<T>(UNANSWERED_ORDER_KEY)

/** The unpaid card order this checkout placed: after a reload it is still paid, or given up, not placed again. */
export const cardOrderEntry = <T extends { order: { id: number } }>() => sessionEntry<T>(CARD_ORDER_KEY)

/** The checkout starts over (an order placed, another cart): nothing sent for this one is sent or paid again. */
export function forgetSentOrders(): void {
  sessionEntry(UNANSWERED_ORDER_KEY).forget()
  sessionEntry(CARD_ORDER_KEY).forget()
}

/** The order is placed: the next checkout starts afresh. */
export function endCheckout(): void {
  sessionEntry(PROGRESS_KEY).forget()
  forgetSentOrders()
}

/**
 * Stripe's outcome when it sends the customer back from their card issuer's page (3-D Secure, a bank's app) to the
 * order's page, instead of answering the checkout in place: a payment that went through, or is on its way, ends the
 * checkout that was paying this order, as paying in place does, and empties the cart. A failed one leaves both, so
 * the checkout can pay the same order again.
 */
export function endCheckoutPaidAway(orderId: number, redirectStatus: string | null, clearCart: () => void): void {
  if (redirectStatus !== 'succeeded' && redirectStatus !== 'processing') return
  if (cardOrderEntry().read()?.order.id !== orderId) return
  endCheckout()
  clearCart()
}
