import { expect, it } from 'vitest'
import { weeklyPreparation } from './weekly-preparation'

it('counts loaves and pastries of pending and confirmed orders per configured day', () => {
  const dates = [
    { date: '2026-11-25', maxOrders: 10, currentOrders: 3 },
    { date: '2026-11-24', maxOrders: 5, currentOrders: 1 },
  ]
  const orders = [
    { status: 'pending', pickupDate: '2026-11-24', orderDate: '2026-11-20T10:00:00Z', items: [{ productId: 1, quantity: 2 }] },
    {
      status: 'confirmed',
      pickupDate: '2026-11-25',
      orderDate: '2026-11-20T10:00:00Z',
      items: [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1, customizations: { quantity: '6' } },
      ],
    },
    { status: 'confirmed', pickupDate: '2026-11-25', orderDate: '2026-11-20T10:00:00Z', items: [] },
    { status: 'cancelled', pickupDate: '2026-11-25', orderDate: '2026-11-20T10:00:00Z', items: [{ productId: 1, quantity: 9 }] },
    { status: 'pending', pickupDate: '2026-12-25', orderDate: '2026-11-20T10:00:00Z', items: [{ productId: 1, quantity: 9 }] },
  ]
  expect(weeklyPreparation(orders, dates)).toEqual([
    { date: '2026-11-24', sourdough: 2, specialPastry: 0, maxOrders: 5, currentOrders: 1 },
    { date: '2026-11-25', sourdough: 2, specialPastry: 6, maxOrders: 10, currentOrders: 3 },
  ])
})

it('counts the product staff made the weekly special as special pastry, besides the spec’s product 2', () => {
  const dates = [{ date: '2026-12-22', maxOrders: 10, currentOrders: 2 }]
  const orders = [
    { status: 'pending', pickupDate: '2026-12-22', orderDate: '2026-12-14T10:00:00Z', items: [{ productId: 11, quantity: 2 }] },
    {
      status: 'confirmed',
      pickupDate: '2026-12-22',
      orderDate: '2026-12-10T10:00:00Z',
      items: [{ productId: 2, quantity: 1, customizations: { quantity: '3' } }],
    },
    { status: 'confirmed', pickupDate: '2026-12-22', orderDate: '2026-12-10T10:00:00Z', items: [{ productId: 7, quantity: 4 }] },
  ]
  expect(weeklyPreparation(orders, dates, 11)).toEqual([{ date: '2026-12-22', sourdough: 0, specialPastry: 5, maxOrders: 10, currentOrders: 2 }])
  expect(weeklyPreparation(orders, dates)).toEqual([{ date: '2026-12-22', sourdough: 0, specialPastry: 3, maxOrders: 10, currentOrders: 2 }])
})
