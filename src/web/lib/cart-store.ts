import { useSyncExternalStore } from 'react'
import { addLine, type CartLine, removeLine, setLineQuantity } from '../../domain/orders/cart'
import { cartAtCurrentPrices, type PricedProduct } from '../../domain/orders/pricing'

/** Browser storage keys of the storefront (spec §3). */
export const CART_STORAGE_KEY = 'cart'
export const WEEKLY_SPECIAL_FLAG_KEY = 'weeklySpecialAdded'

const EMPTY: CartLine[] = []
let lines: CartLine[] = readStoredCart()
const listeners = new Set<() => void>()

function readStoredCart(): CartLine[] {
  try {
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')
    return Array.isArray(stored) ? stored : EMPTY
  } catch {
    return EMPTY
  }
}

function commit(next: CartLine[]) {
  lines = next
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Private mode or full storage: the cart still works for this visit.
  }
  for (const listener of listeners) listener()
}

// Another tab changed the cart: this one follows, so its next change does not write over what was added there.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return
    lines = readStoredCart()
    for (const listener of listeners) listener()
  })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, () => lines)
}

export const cart = {
  add: (line: CartLine) => commit(addLine(lines, line)),
  setQuantity: (index: number, quantity: number) => commit(setLineQuantity(lines, index, quantity)),
  remove: (index: number) => commit(removeLine(lines, index)),
  clear: () => commit([]),
  /**
   * A new order's lines in place of the cart, in one write: cleared and refilled line by line, another tab in the
   * checkout would read the empty cart in between and leave the checkout saying it is empty.
   */
  startWith: (next: readonly CartLine[]) => commit(next.reduce<CartLine[]>(addLine, [])),
  /** Brings the cart to the catalogue's current prices; says which lines were taken out and which changed price. */
  reprice: (catalogue: ReadonlyMap<number, PricedProduct>): { unavailable: CartLine[]; repriced: CartLine[] } => {
    const current = cartAtCurrentPrices(lines, catalogue)
    if (JSON.stringify(current.lines) !== JSON.stringify(lines)) commit(current.lines)
    return current
  },
}

export function setWeeklySpecialFlag(added: boolean) {
  try {
    localStorage.setItem(WEEKLY_SPECIAL_FLAG_KEY, String(added))
  } catch {}
}

/** True only when the visitor explicitly declined the weekly special on the home page. */
export function declinedWeeklySpecial(): boolean {
  try {
    return localStorage.getItem(WEEKLY_SPECIAL_FLAG_KEY) === 'false'
  } catch {
    return false
  }
}
