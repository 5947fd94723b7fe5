import type { Order } from '../../domain/orders/order-schemas'

/** An order as GET /api/orders answers it, for web tests: a cash pickup, unpaid, with `change` over it. */
export function anOrder(id: number, change: Partial<Order> = {}): Order {
  return {
    id,
    customerId: id,
    total: 150,
    tax: 0,
    taxPercent: 0,
    enteredByStaff: false,
    staffOverrides: [],
    pickupAddress: null,
    status: 'pending',
    orderDate: '2026-11-20T15:00:00.000Z',
    pickupDate: '2026-11-24',
    pickupTime: '9:00 AM - 11:00 AM',
    deliveryAddress: null,
    isDelivery: false,
    deliveryMethod: 'pickup',
    specialInstructions: null,
    whatsappSent: false,
    whatsappOptIn: false,
    paymentMethod: 'cash',
    paymentStatus: 'unpaid',
    language: 'es',
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    items: [],
    customer: null,
    payment: null,
    ...change,
  }
}
