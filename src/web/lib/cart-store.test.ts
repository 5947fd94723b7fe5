import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CART_STORAGE_KEY, cart, declinedWeeklySpecial, setWeeklySpecialFlag } from './cart-store'

const LOAF = { id: 1, name: 'Artisan Sourdough', price: 150, quantity: 1, imageUrl: '', customizations: { breadFormat: 'whole' } }

function stored() {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')
}

describe('cart store', () => {
  beforeEach(() => {
    cart.clear()
    localStorage.clear()
  })

  it('starts a new order in one write, so another tab in checkout never reads an empty cart in between', () => {
    cart.add({ ...LOAF, quantity: 3 })
    const writes = vi.spyOn(Storage.prototype, 'setItem')
    cart.startWith([LOAF, { ...LOAF, quantity: 2 }, { ...LOAF, id: 2, name: 'Weekly Special' }])
    const cartWrites = writes.mock.calls.filter(([key]) => key === CART_STORAGE_KEY)
    expect(cartWrites).toHaveLength(1)
    expect(stored()).toMatchObject([{ id: 1, quantity: 3 }, { id: 2 }])
    writes.mockRestore()
  })

  it('merges a line with the same product and choices and persists it', () => {
    cart.add(LOAF)
    cart.add({ ...LOAF, quantity: 2 })
    cart.add({ ...LOAF, customizations: { breadFormat: 'sliced' } })
    expect(stored()).toMatchObject([{ quantity: 3 }, { customizations: { breadFormat: 'sliced' } }])
  })

  it('ignores a typed quantity that is not a whole number above 0', () => {
    cart.add(LOAF)
    cart.setQuantity(0, 0)
    cart.setQuantity(0, 2.5)
    expect(stored()[0].quantity).toBe(1)
    cart.setQuantity(0, 4)
    expect(stored()[0].quantity).toBe(4)
  })

  it('remembers whether the weekly special was declined', () => {
    expect(declinedWeeklySpecial()).toBe(false)
    setWeeklySpecialFlag(false)
    expect(declinedWeeklySpecial()).toBe(true)
    setWeeklySpecialFlag(true)
    expect(declinedWeeklySpecial()).toBe(false)
  })

  it('follows a cart changed in another tab, so adding here keeps what was added there', () => {
    cart.add(LOAF)
    // The other tab added a cake: the browser writes its cart and tells this tab.
    const cake = { id: 7, name: 'Cake', price: 450, quantity: 1, imageUrl: '', customizations: {} }
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([LOAF, cake]))
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }))
    cart.add({ ...LOAF, customizations: { breadFormat: 'sliced' } })
    expect(stored().map((line: { id: number }) => line.id)).toEqual([1, 7, 1])
  })
})
