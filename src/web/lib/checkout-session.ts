/**
 * What the checkout keeps between pages: in sessionStorage (this tab only, gone when it closes) the wizard's progress
 * and the unpaid card order it placed; in localStorage (every tab, kept when the tab closes, as the cart is) the order
 * request sent and not answered yet. The checkout writes them; the order confirmation page ends the checkout when the
 * customer comes back to it from their card issuer's page.
 */
const PROGRESS_KEY = 'checkout-progress'
const UNANSWERED_ORDER_KEY = 'checkout-unanswered-order'
const CARD_ORDER_KEY = 'checkout-card-order'

/** How long an unanswered order request is sent again before any other: after that, a checkout is a new order. */
const UNANSWERED_KEEP_MS = 60 * 60_000

/** A value kept in the browser's storage, written at once (not with the progress on the next render). */
function storageEntry<T>(storage: () => Storage, key: string) {
  return {
    read: (): T | null => {
      try {
        return JSON.parse(storage().getItem(key) ?? 'null') as T | null
      } catch {
        return null
      }
    },
    save: (value: T) => {
      try {
        storage().setItem(key, JSON.stringify(value))
      } catch {}
    },
    forget: () => {
      try {
        storage().removeItem(key)
      } catch {}
    },
  }
}

/** A value kept for this tab only. */
export const sessionEntry = <T>(key: string) => storageEntry<T>(() => sessionStorage, key)

/** The wizard's step, day and customer: a reload or a trip to the privacy notice comes back to the same step. */
export const checkoutProgressEntry = <T>() => sessionEntry<T>(PROGRESS_KEY)

/**
 * The order request sent and not answered yet (the checkout sends it again, as it is, before anything else). A reload
 * while it is on its way must still find it, and so must another tab with the same cart, or the customer coming back
 * after closing the tab: else one cart would make two orders.
 */
export function unansweredOrderEntry<T>() {
  const entry = storageEntry<{ sentAt: number; request: T }>(() => localStorage, UNANSWERED_ORDER_KEY)
  // Releases before 2026-11-29 kept the request as it is, in this tab's sessionStorage: a checkout open across the
  // upgrade still sends it again rather than a new order.
  const earlier = sessionEntry<T>(UNANSWERED_ORDER_KEY)
  return {
    read: (): T | null => {
      const kept = entry.read()
      if (kept) return Date.now() - kept.sentAt < UNANSWERED_KEEP_MS ? kept.request : null
      return earlier.read()
    },
    save: (request: T) => entry.save({ sentAt: Date.now(), request }),
    forget: () => {
      entry.forget()
      earlier.forget()
    },
  }
}

/** The unpaid card order this checkout placed: after a reload it is still paid, or given up, not placed again. */
export const cardOrderEntry = <T extends { order: { id: number } }>() => sessionEntry<T>(CARD_ORDER_KEY)

/** The checkout starts over (an order placed, another cart): nothing sent for this one is sent or paid again. */
export function forgetSentOrders(): void {
  unansweredOrderEntry().forget()
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
