import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Category, LimitGroup, Product } from '../../../domain/catalog/product-schemas'
import type { CustomerProfile, CustomerSummary } from '../../../domain/customers/customer-profile'
import type { InvoiceRequest } from '../../../domain/invoicing/invoice-request-schemas'
import type { ContactMessage, NewsletterSubscriber } from '../../../domain/messages/visitor-message-schemas'
import type { Order, OrderSummary } from '../../../domain/orders/order-schemas'
import type { PaymentStatus } from '../../../domain/orders/order-status'
import type { OwedDay } from '../../../domain/payments/payment-schemas'
import type { ProductionRange, ProductionSheet } from '../../../domain/planning/production-sheet'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import type { OrderConversation, WhatsappMessage } from '../../../domain/shop/whatsapp-messages'
import { api } from '../../lib/api-client'
import { settingsQueries } from '../../lib/shop-queries'

export type AdminUser = { id: number; username: string; isAdmin: boolean; name: string | null; email: string | null }
export type AuthState = { authenticated: boolean; user: AdminUser | null }

/** One WhatsApp message of an order, as staff see it (queued, sent, delivered, read or failed). */
export type OrderMessage = WhatsappMessage

/** GET /api/orders/:id with a staff session: the order with its WhatsApp messages, the customer's replies and consent. */
export type StaffOrder = Order & OrderConversation

/** One page of the staff order list: `q` is what the search box holds (order number, name, email or phone). */
/** `paymentStatus`: '' for every order. */
export type OrderListFilter = { q: string; page: number; paymentStatus?: PaymentStatus | '' }
export type OrderListPage = { orders: Order[]; total: number }

export const INVOICE_REQUESTS_KEY = ['/api/invoice-requests'] as const

/** Spec §2: the orders page shows 10 orders at a time. */
export const ORDERS_PAGE_SIZE = 10
/** Every page of the order list, whatever its search: what a change to an order makes stale. */
export const ORDER_LISTS_KEY = ['/api/orders', 'list'] as const

/**
 * A GET that also reads the X-Total-Count header. api-client returns only the body, so this mirrors its request():
 * cookies included, and any non-2xx becomes the same ApiError with the server's {message, code, errors}.
 */
async function fetchOrderPage({ q, page, paymentStatus }: OrderListFilter): Promise<OrderListPage> {
  const params = new URLSearchParams({ limit: String(ORDERS_PAGE_SIZE), page: String(page) })
  if (q.trim() !== '') params.set('q', q.trim())
  if (paymentStatus) params.set('paymentStatus', paymentStatus)
  const { items, total } = await api.getPage<Order>(`/api/orders?${params}`)
  return { orders: items, total }
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
  orderList: (filter: OrderListFilter) => queryOptions({ queryKey: [...ORDER_LISTS_KEY, filter], queryFn: () => fetchOrderPage(filter) }),
  /** What is still to collect on each coming pickup day. */
  owedByDay: () => queryOptions({ queryKey: ['/api/orders', 'owed'], queryFn: () => api.get<OwedDay[]>('/api/payments/owed') }),
  orderSummary: () => queryOptions({ queryKey: ['/api/orders', 'summary'], queryFn: () => api.get<OrderSummary>('/api/orders/summary') }),
  orderDetail: (orderId: number) =>
    queryOptions({ queryKey: ['/api/orders', orderId, 'detail'], queryFn: () => api.get<StaffOrder>(`/api/orders/${orderId}`) }),
  whatsappStatus: () => queryOptions({ queryKey: ['/api/whatsapp/status'], queryFn: () => api.get<{ configured: boolean }>('/api/whatsapp/status') }),
  products: () => queryOptions({ queryKey: ['/api/products'], queryFn: () => api.get<Product[]>('/api/products') }),
  categories: () => queryOptions({ queryKey: ['/api/categories'], queryFn: () => api.get<Category[]>('/api/categories') }),
  limitGroups: () => queryOptions({ queryKey: ['/api/limit-groups'], queryFn: () => api.get<LimitGroup[]>('/api/limit-groups') }),
  dates: () => queryOptions({ queryKey: ['/api/available-dates'], queryFn: () => api.get<AvailableDate[]>('/api/available-dates') }),
  /** The newest 200 customers matching `q` (name, email, phone digits): the server searches every customer. */
  customers: (q = '') =>
    queryOptions({
      queryKey: ['/api/customers/stats', q],
      queryFn: () => api.get<CustomerSummary[]>(`/api/customers/stats${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`),
    }),
  customerProfile: (id: number) =>
    queryOptions({ queryKey: ['/api/customers', id, 'profile'], queryFn: () => api.get<CustomerProfile>(`/api/customers/${id}/profile`) }),
  settings: () => settingsQueries.shop(),
  /** Factura requests, newest first (the first 200: staff mark them issued as they go). */
  invoiceRequests: (onlyOpen: boolean) =>
    queryOptions({
      queryKey: [...INVOICE_REQUESTS_KEY, onlyOpen],
      queryFn: () => api.get<InvoiceRequest[]>(`/api/invoice-requests?limit=200${onlyOpen ? '&status=requested' : ''}`),
    }),
  /** Whether the shop issues CFDIs itself (Facturapi configured). */
  invoicingProvider: () =>
    queryOptions({ queryKey: ['/api/invoice-requests/provider'], queryFn: () => api.get<{ configured: boolean }>('/api/invoice-requests/provider') }),
  contactMessages: (onlyOpen: boolean) =>
    queryOptions({
      queryKey: ['/api/contact-messages', onlyOpen],
      queryFn: () => api.get<ContactMessage[]>(`/api/contact-messages${onlyOpen ? '?unanswered=true' : ''}`),
      staleTime: 0,
    }),
  newsletterSubscribers: () =>
    queryOptions({ queryKey: ['/api/newsletter-subscribers'], queryFn: () => api.get<NewsletterSubscriber[]>('/api/newsletter-subscribers') }),
  production: (date: string) =>
    queryOptions({ queryKey: ['/api/production', date], queryFn: () => api.get<ProductionSheet>(`/api/production/${date}`), staleTime: 0 }),
  productionRange: (from: string, to: string) =>
    queryOptions({
      queryKey: ['/api/production', from, to],
      queryFn: () => api.get<ProductionRange>(`/api/production?from=${from}&to=${to}`),
      staleTime: 0,
    }),
}

/** A change to an order makes every page of the list and the dashboard counts stale. */
export function refreshOrders(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ORDER_LISTS_KEY }),
    queryClient.invalidateQueries({ queryKey: adminQueries.orderSummary().queryKey }),
    queryClient.invalidateQueries({ queryKey: adminQueries.owedByDay().queryKey }),
  ])
}
