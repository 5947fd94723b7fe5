import { queryOptions } from '@tanstack/react-query'
import type { Category, Product } from '../../../domain/catalog/product-schemas'
import type { CustomerProfile, CustomerSummary } from '../../../domain/customers/customer-profile'
import type { Order } from '../../../domain/orders/order-schemas'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { api } from '../../lib/api-client'
import { settingsQueries } from '../../lib/shop-queries'

export type AdminUser = { id: number; username: string; isAdmin: boolean; name: string | null; email: string | null }
export type AuthState = { authenticated: boolean; user: AdminUser | null }

/** One queued or sent WhatsApp message of an order (the outbox contract of /api/orders/:id/messages). */
export type OrderMessage = {
  id: number
  orderId: number
  phone: string
  body: string
  status: 'queued' | 'sent' | 'failed'
  attempts: number
  providerMessageId: string | null
  lastError: string | null
  createdAt: string
  sentAt: string | null
}

/** A failed check counts as signed out (spec §4 Auth). */
async function fetchAuthState(): Promise<AuthState> {
  try {
    return await api.get<AuthState>('/api/auth/user')
  } catch {
    return { authenticated: false, user: null }
  }
}

export const authQueries = {
  user: () => queryOptions({ queryKey: ['/api/auth/user'], queryFn: fetchAuthState }),
}

export const adminQueries = {
  orders: () => queryOptions({ queryKey: ['/api/orders'], queryFn: () => api.get<Order[]>('/api/orders') }),
  orderMessages: (orderId: number) =>
    queryOptions({ queryKey: ['/api/orders', orderId, 'messages'], queryFn: () => api.get<OrderMessage[]>(`/api/orders/${orderId}/messages`) }),
  whatsappStatus: () => queryOptions({ queryKey: ['/api/whatsapp/status'], queryFn: () => api.get<{ configured: boolean }>('/api/whatsapp/status') }),
  products: () => queryOptions({ queryKey: ['/api/products'], queryFn: () => api.get<Product[]>('/api/products') }),
  categories: () => queryOptions({ queryKey: ['/api/categories'], queryFn: () => api.get<Category[]>('/api/categories') }),
  dates: () => queryOptions({ queryKey: ['/api/available-dates'], queryFn: () => api.get<AvailableDate[]>('/api/available-dates') }),
  customers: () => queryOptions({ queryKey: ['/api/customers/stats'], queryFn: () => api.get<CustomerSummary[]>('/api/customers/stats') }),
  customerProfile: (id: number) =>
    queryOptions({ queryKey: ['/api/customers', id, 'profile'], queryFn: () => api.get<CustomerProfile>(`/api/customers/${id}/profile`) }),
  settings: () => settingsQueries.shop(),
}
