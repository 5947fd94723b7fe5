import { useCallback, useEffect, useRef, useState } from 'react'
import { cardOrderEntry, checkoutProgressEntry, endCheckout, unansweredOrderEntry } from '../../lib/checkout-session'
import { type AnsweredOrder, type CheckoutStep, type CustomerDraft, type DateChoice, INITIAL_DATE_CHOICE, type SentOrder } from './checkout-state'
import type { CheckoutCustomer } from './saved-customer'

type Progress = { step: CheckoutStep; date: DateChoice; customer: CheckoutCustomer | null; draft: CustomerDraft | null }
const START: Progress = { step: 1, date: INITIAL_DATE_CHOICE, customer: null, draft: null }
const progressEntry = checkoutProgressEntry<Progress>()

/** A step is only reached with what it needs: the customer step needs a day, the payment step the customer too. */
function reachable(step: number, { date, customer }: Pick<Progress, 'date' | 'customer'>): CheckoutStep {
  if (step >= 3 && date.pickupDate && customer) return 3
  if (step >= 2 && date.pickupDate) return 2
  return 1
}

function restored(): Progress {
  const saved = progressEntry.read()
  if (!saved?.date) return START
  const date = { ...INITIAL_DATE_CHOICE, ...saved.date }
  return {
    date,
    customer: saved.customer ?? null,
    draft: saved.draft ?? null,
    step: reachable(saved.step, { date, customer: saved.customer }),
  }
}

/** What usePlaceOrder keeps for this tab (see checkout-session). */
export const unansweredOrder = unansweredOrderEntry<SentOrder>()
export const heldCardOrder = cardOrderEntry<AnsweredOrder>()

const stepInHistory = (): number | undefined => (window.history.state as { checkoutStep?: number } | null)?.checkoutStep

/**
 * The checkout wizard's step, day and customer. Each step forward is a browser history entry, so the phone's Back
 * button goes to the previous step (not out of the checkout) and Forward returns; the progress is kept in
 * sessionStorage (this tab only, gone when it closes) until the order is placed.
 */
export function useCheckoutProgress() {
  const [progress, setProgress] = useState<Progress>(restored)
  const latest = useRef(progress)
  latest.current = progress

  useEffect(() => {
    // This entry is the restored step; the entries before it are the pages before the checkout.
    window.history.replaceState({ ...window.history.state, checkoutStep: latest.current.step }, '')
    const onPopState = () => {
      const wanted = stepInHistory()
      if (wanted !== undefined) setProgress((current) => ({ ...current, step: reachable(wanted, current) }))
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  useEffect(() => {
    progressEntry.save(progress)
  }, [progress])

  /**
   * Moves to `step` with `change` applied first (the customer step's details, say). Forward adds a history entry;
   * back (a step's own Back button) replaces the current one.
   */
  const goTo = useCallback((step: CheckoutStep, change: Partial<Omit<Progress, 'step'>> = {}) => {
    const current = { ...latest.current, ...change }
    const next = reachable(step, current)
    const entry = { ...window.history.state, checkoutStep: next }
    if (next > latest.current.step) window.history.pushState(entry, '')
    else window.history.replaceState(entry, '')
    setProgress({ ...current, step: next })
  }, [])

  return {
    ...progress,
    goTo,
    setDate: useCallback((date: DateChoice) => setProgress((current) => ({ ...current, date })), []),
    setDraft: useCallback((draft: CustomerDraft) => setProgress((current) => ({ ...current, draft })), []),
    /** The order is placed: the next checkout starts afresh. */
    finish: endCheckout,
  }
}
