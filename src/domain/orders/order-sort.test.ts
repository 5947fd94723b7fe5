import { expect, it } from 'vitest'
import { sortOrders } from './order-sort'

it('sorts by pickup date descending when both have one, else by order date descending', () => {
  const orders = [
    { id: 1, pickupDate: '2026-11-24', orderDate: '2026-11-20T10:00:00Z' },
    { id: 2, pickupDate: '2026-11-26', orderDate: '2026-11-19T10:00:00Z' },
    { id: 3, pickupDate: null, orderDate: '2026-11-21T10:00:00Z' },
    { id: 4, pickupDate: '2026-11-26', orderDate: '2026-11-21T09:00:00Z' },
  ]
  expect(sortOrders(orders).map((order) => order.id)).toEqual([3, 4, 2, 1])
})
