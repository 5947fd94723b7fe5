import { describe, expect, it } from 'vitest'
import { liveClientMessageSchema, liveOrderMessageSchema } from './live-order-messages'

const order = {
  id: 12,
  customerId: 3,
  total: 300,
  tax: 0,
  taxPercent: 8,
  status: 'pending',
  orderDate: '2026-11-24T15:00:00.000Z',
  pickupDate: '2026-11-28',
  pickupTime: '9:00 AM - 11:00 AM',
  deliveryAddress: null,
  isDelivery: false,
  deliveryMethod: 'pickup',
  pickupAddress: 'Calle 60, Mérida',
  specialInstructions: null,
  whatsappSent: false,
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  language: 'es',
  whatsappOptIn: false,
  enteredByStaff: false,
  staffOverrides: [],
  createdAt: '2026-11-24T15:00:00.000Z',
  updatedAt: '2026-11-24T15:00:00.000Z',
  items: [],
  customer: null,
  payment: null,
  customerName: 'Lucía Pech',
}

describe('the /ws contract', () => {
  it('carries new and updated orders with the customer’s name, RESYNC and pong', () => {
    expect(liveOrderMessageSchema.parse({ type: 'NEW_ORDER', order }).type).toBe('NEW_ORDER')
    expect(liveOrderMessageSchema.parse({ type: 'ORDER_UPDATED', order: { ...order, status: 'ready' } })).toMatchObject({
      order: { status: 'ready' },
    })
    expect(liveOrderMessageSchema.parse({ type: 'RESYNC' })).toEqual({ type: 'RESYNC' })
    expect(liveOrderMessageSchema.parse({ type: 'pong' })).toEqual({ type: 'pong' })
  })

  it('refuses an unknown message or an order without its fields, and takes only a ping from clients', () => {
    expect(liveOrderMessageSchema.safeParse({ type: 'ORDER_DELETED', id: 1 }).success).toBe(false)
    expect(liveOrderMessageSchema.safeParse({ type: 'NEW_ORDER', order: { id: 12 } }).success).toBe(false)
    expect(liveClientMessageSchema.safeParse({ type: 'ping' }).success).toBe(true)
    expect(liveClientMessageSchema.safeParse({ type: 'NEW_ORDER' }).success).toBe(false)
  })
})
