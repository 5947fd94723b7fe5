import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Product } from '../../../domain/catalog/product-schemas'
import type { Customer } from '../../../domain/customers/customer-schemas'
import type { Order, OrderSummary } from '../../../domain/orders/order-schemas'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { PAGE_SIZE_MAX } from '../../../domain/validation'
import { ApiError, api } from '../../lib/api-client'
import { SAMPLE_CUSTOMERS, SAMPLE_ORDERS, SAMPLE_PRODUCTS } from './sample-data'

/** Rows from the server, or the labelled sample rows when the server could not be reached. */
export type Loaded<T> = { rows: T[]; sample: boolean }

/** Without an answer from the shop (network down, or a proxy saying the app is gone) — not a 401 or a 500. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return [502, 503, 504].includes(error.status) && error.code === undefined
  return error instanceof TypeError
}

export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

async function withSample<T>(load: () => Promise<T[]>, sample: T[]): Promise<Loaded<T>> {
  try {
    return { rows: await load(), sample: false }
  } catch (error) {
    if (isUnreachable(error)) return { rows: sample, sample: true }
    throw error
  }
}

/**
 * Every order picked up from `from` to `to` (inclusive), read page by page: the list is capped per call,
 * and the preparation summary must not miss an order because newer ones crowd it out.
 */
async function ordersPickedUpBetween(from: string, to: string): Promise<Order[]> {
  const orders: Order[] = []
  for (let page = 1; ; page++) {
    const rows = await api.get<Order[]>(`/api/orders?pickupFrom=${from}&pickupTo=${to}&limit=${PAGE_SIZE_MAX}&page=${page}`)
    orders.push(...rows)
    if (rows.length < PAGE_SIZE_MAX) return orders
  }
}

const PICKUP_RANGE_KEY = ['staff', 'orders', 'pickup'] as const

export const staffQueries = {
  all: () => ['staff'] as const,
  /** One call: each order already carries its customer and lines (newest 200, see README). */
  orders: () => queryOptions({ queryKey: ['staff', 'orders'], queryFn: () => withSample(() => api.get<Order[]>('/api/orders'), SAMPLE_ORDERS) }),
  /** Orders by pickup day, for the Weekly Preparation tab (not limited to the newest orders). */
  ordersPickedUp: (from: string, to: string) =>
    queryOptions({
      queryKey: [...PICKUP_RANGE_KEY, from, to],
      queryFn: () => withSample(() => ordersPickedUpBetween(from, to), SAMPLE_ORDERS),
    }),
  ordersOn: (date: string) =>
    queryOptions({ queryKey: ['staff', 'orders', 'date', date], queryFn: () => api.get<Order[]>(`/api/orders/date/${date}`) }),
  customers: () =>
    queryOptions({
      queryKey: ['staff', 'customers'],
      queryFn: () => withSample(() => api.get<Customer[]>('/api/customers'), SAMPLE_CUSTOMERS),
    }),
  customer: (id: number) => queryOptions({ queryKey: ['staff', 'customers', id], queryFn: () => api.get<Customer>(`/api/customers/${id}`) }),
  customerOrders: (id: number) =>
    queryOptions({ queryKey: ['staff', 'orders', 'customer', id], queryFn: () => api.get<Order[]>(`/api/orders/customer/${id}`) }),
  products: () =>
    queryOptions({ queryKey: ['staff', 'products'], queryFn: () => withSample(() => api.get<Product[]>('/api/products'), SAMPLE_PRODUCTS) }),
  /** Count and revenue over every order (the list above is capped); the sample figures when unreachable. */
  summary: () =>
    queryOptions({
      queryKey: ['staff', 'orders', 'summary'],
      queryFn: async (): Promise<OrderSummary & { sample: boolean }> => {
        try {
          return { ...(await api.get<OrderSummary>('/api/orders/summary')), sample: false }
        } catch (error) {
          if (!isUnreachable(error)) throw error
          const totalRevenue = SAMPLE_ORDERS.reduce((total, order) => total + order.total, 0)
          const pendingOrders = SAMPLE_ORDERS.filter((order) => order.status === 'pending').length
          return { totalOrders: SAMPLE_ORDERS.length, pendingOrders, totalRevenue, paidRevenue: 0, owedRevenue: totalRevenue, sample: true }
        }
      },
    }),
  availableDates: () =>
    queryOptions({ queryKey: ['staff', 'available-dates'], queryFn: () => withSample(() => api.get<AvailableDate[]>('/api/availableDates'), []) }),
}

/** Puts a changed or new order into the loaded list (new ones on top) and refreshes date-filtered lists. */
export function storeOrder(queryClient: QueryClient, order: Order, onTop: boolean) {
  queryClient.setQueryData(staffQueries.orders().queryKey, (loaded: Loaded<Order> | undefined) => {
    if (!loaded || loaded.sample) return loaded
    const known = loaded.rows.some((row) => row.id === order.id)
    if (onTop || !known) return { ...loaded, rows: [order, ...loaded.rows.filter((row) => row.id !== order.id)] }
    return { ...loaded, rows: loaded.rows.map((row) => (row.id === order.id ? order : row)) }
  })
  void queryClient.invalidateQueries({ queryKey: ['staff', 'orders', 'date'] })
  void queryClient.invalidateQueries({ queryKey: PICKUP_RANGE_KEY })
  void queryClient.invalidateQueries({ queryKey: ['staff', 'orders', 'customer', order.customerId] })
  void queryClient.invalidateQueries({ queryKey: staffQueries.summary().queryKey })
}
