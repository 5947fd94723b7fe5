import type { Customizations } from '../../../domain/orders/order-schemas'

// TODO(#19): the shapes of /work/regulars-api.md until src/domain/regulars/*-schemas.ts land; then import those.

export type StandingEvery = 'week' | '2weeks'
export type WeeklyPaymentMethod = 'cash' | 'bank_transfer'
export type StandingStatus = 'active' | 'paused' | 'cancelled'
export type StandingWeekState = 'planned' | 'skipped' | 'paused' | 'created' | 'not_created' | 'cancelled'

export type StandingWeek = {
  date: string
  createsAt: string
  state: StandingWeekState
  orderId: number | null
  orderToken: string | null
  reason: string | null
  nextDate: string | null
}

export type StandingOrderView = {
  id: number
  every: StandingEvery
  weekday: number
  status: StandingStatus
  pausedUntil: string | null
  pickupTime: string
  isDelivery: boolean
  deliveryAddress: string | null
  paymentMethod: WeeklyPaymentMethod
  language: 'es' | 'en'
  whatsappOptIn: boolean
  items: Array<{ productId: number; name: string; nameEs: string | null; quantity: number; customizations: Customizations; price: number }>
  totalPerWeek: number
  firstName: string
  sourceOrderId: number
  weeks: StandingWeek[]
  createdAt: string
}

export type StaffStandingOrder = StandingOrderView & { customer: { id: number; name: string; phone: string } }

export type StandingOrderStart = { token: string; every: StandingEvery; paymentMethod?: WeeklyPaymentMethod }
export type StartedStandingOrder = { id: number; manageToken: string }

export type StandingOrderChange = {
  token?: string
  skip?: string
  unskip?: string
  pausedUntil?: string | null
  items?: Array<{ productId: number; quantity: number; customizations?: Customizations }>
  every?: StandingEvery
  paymentMethod?: WeeklyPaymentMethod
  cancel?: true
}

/** An order placed for a customer from a standing order or a waitlist hold: where its confirmation page is. */
export type PlacedFor = { orderId: number; accessToken: string }

export type WaitlistStatus = 'waiting' | 'offered' | 'claimed' | 'expired' | 'left'

export type WaitlistEntryView = {
  id: number
  date: string
  productId: number | null
  productName: string | null
  productNameEs: string | null
  quantity: number
  status: WaitlistStatus
  position: number | null
  holdExpiresAt: string | null
  orderId: number | null
  orderToken: string | null
  name: string
  createdAt: string
}

export type StaffWaitlistEntry = WaitlistEntryView & { phone: string; whatsappOptIn: boolean }

export type WaitlistJoin = {
  date: string
  productId?: number
  quantity: number
  phone: string
  name: string
  whatsappOptIn: boolean
  language?: 'es' | 'en'
}
export type JoinedWaitlist = { id: number; position: number; token: string }

export type WaitlistClaim = {
  token: string
  paymentMethod: WeeklyPaymentMethod
  pickupTime?: string
  items?: Array<{ productId: number; quantity: number; customizations?: Customizations }>
}
