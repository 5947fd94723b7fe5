import type { StaffStandingOrder, StandingWeek } from '../../domain/regulars/standing-order-schemas'

/** Lucía's standing order as staff read it, for web tests: two sourdough loaves every Friday, in cash, in Spanish. */
export function aStaffStandingOrder(change: Partial<StaffStandingOrder> = {}): StaffStandingOrder {
  return {
    id: 3,
    every: 'week',
    weekday: 5,
    status: 'active',
    pausedUntil: null,
    pickupTime: '9:00 AM - 11:00 AM',
    isDelivery: false,
    deliveryAddress: null,
    paymentMethod: 'cash',
    language: 'es',
    whatsappOptIn: false,
    items: [{ productId: 1, name: 'Artisan Sourdough', nameEs: null, quantity: 2, customizations: {}, price: 150 }],
    totalPerWeek: 300,
    firstName: 'Lucía',
    sourceOrderId: 10,
    weeks: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    customer: { id: 5, name: 'Lucía Pech', phone: '+529991234567' },
    customerPath: '/standing-orders/3?token=manage-token',
    ...change,
  }
}

/** One week of a standing order, planned unless `change` says otherwise. */
export function aWeek(date: string, change: Partial<StandingWeek> = {}): StandingWeek {
  return {
    date,
    createsAt: `${date}T14:00:00.000Z`,
    state: 'planned',
    orderId: null,
    orderToken: null,
    reason: null,
    nextDate: null,
    decided: false,
    dayOpen: true,
    ...change,
  }
}
