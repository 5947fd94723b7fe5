import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Order, OrderSummary } from '../../../domain/orders/order-schemas'
import type { PaymentStatus } from '../../../domain/orders/order-status'
import type { PaymentRecord, StripeVoucherReply } from '../../../domain/payments/payment-schemas'
import type { OrderConversation } from '../../../domain/shop/whatsapp-messages'
import { PAGE_SIZE_MAX } from '../../../domain/validation'
import { api } from '../api-client'
import { queryKeys, SAMPLED } from './keys'
import { SAMPLE_ORDERS } from './sample-data'
import { type Loaded, orSample, withSample } from './sampled'

/** GET /api/orders/:id with a staff session: the order with its WhatsApp messages, the customer's replies and consent. */
/** Staff's read of one order: its WhatsApp conversation and every payment recorded on it, newest first. */
export type StaffOrder = Order & OrderConversation & { paymentRecords?: PaymentRecord[] }

/**
 * One page of the staff order list: `q` is what the search box holds (order number, name, email or phone);
 * `paymentStatus` '' for every order, 'refund_due' for cancelled orders whose payment was kept.
 */
export type OrderListFilter = { q: string; page: number; paymentStatus?: PaymentStatus | 'refund_due' | '' }
export type OrderListPage = { orders: Order[]; total: number }

/** Spec §2: the orders page shows 10 orders at a time. */
export const ORDERS_PAGE_SIZE = 10

/** A card payment is confirmed by Stripe's webhook, usually seconds after the customer lands here. */
const CARD_CONFIRMATION_POLL_MS = 3000
const CARD_CONFIRMATION_MAX_POLLS = 20
/** An OXXO voucher or SPEI transfer is paid hours or days later: the order is read each minute while one waits. */
const VOUCHER_PAYMENT_POLL_MS = 60_000
/** Stripe's voucher changes only when money arrives (the order's polls show that): it is read again now and then. */
const VOUCHER_REFRESH_MS = 5 * 60_000

const key = {
  lists: [...queryKeys.orders, 'list'],
  recent: [...queryKeys.orders, 'recent', SAMPLED],
  pickedUp: [...queryKeys.orders, 'pickup'],
  onDate: [...queryKeys.orders, 'date'],
  ofCustomer: [...queryKeys.orders, 'customer'],
  summary: [...queryKeys.orders, 'summary'],
} as const

async function fetchOrderPage({ q, page, paymentStatus }: OrderListFilter): Promise<OrderListPage> {
  const params = new URLSearchParams({ limit: String(ORDERS_PAGE_SIZE), page: String(page) })
  if (q.trim() !== '') params.set('q', q.trim())
  if (paymentStatus === 'refund_due') params.set('refundDue', 'true')
  else if (paymentStatus) params.set('paymentStatus', paymentStatus)
  const { items, total } = await api.getPage<Order>(`/api/orders?${params}`)
  return { orders: items, total }
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

/** Count and revenue over every order; the sample figures when the shop cannot be reached. */
const summaryOrSample = orSample<OrderSummary & { sample: boolean }>(
  async () => ({ ...(await api.get<OrderSummary>('/api/orders/summary')), sample: false }),
  () => {
    const totalRevenue = SAMPLE_ORDERS.reduce((total, order) => total + order.total, 0)
    const pendingOrders = SAMPLE_ORDERS.filter((order) => order.status === 'pending').length
    return {
      totalOrders: SAMPLE_ORDERS.length,
      pendingOrders,
      totalRevenue,
      paidRevenue: 0,
      owedRevenue: totalRevenue,
      refundDue: 0,
      refundDueOrders: 0,
      sample: true,
    }
  },
)

export const orderQueries = {
  /** The admin orders page: one page of 10, searched and filtered by the server. */
  list: (filter: OrderListFilter) => queryOptions({ queryKey: [...key.lists, filter], queryFn: () => fetchOrderPage(filter) }),
  /** The staff dashboard: one call, each order with its customer and lines (newest 200, see README). */
  recent: () => queryOptions({ queryKey: key.recent, queryFn: withSample(() => api.getPage<Order>('/api/orders'), SAMPLE_ORDERS) }),
  /** Orders by pickup day, for the Weekly Preparation tab (not limited to the newest orders). */
  pickedUp: (from: string, to: string) =>
    queryOptions({ queryKey: [...key.pickedUp, from, to], queryFn: withSample(() => ordersPickedUpBetween(from, to), SAMPLE_ORDERS) }),
  onDate: (date: string) => queryOptions({ queryKey: [...key.onDate, date], queryFn: () => api.get<Order[]>(`/api/orders/date/${date}`) }),
  /** A customer's newest orders (a page of up to 200) and how many they have in all. */
  ofCustomer: (customerId: number) =>
    queryOptions({ queryKey: [...key.ofCustomer, customerId], queryFn: () => api.getPage<Order>(`/api/orders/customer/${customerId}`) }),
  summary: () => queryOptions({ queryKey: key.summary, queryFn: () => api.get<OrderSummary>('/api/orders/summary') }),
  /** The dashboard's cards: the same figures, or the sample's when the shop cannot be reached. */
  summaryOrSample: () => queryOptions({ queryKey: [...key.summary, SAMPLED], queryFn: summaryOrSample }),
  /** A staff member's view of one order, with its messages. */
  detail: (orderId: number) =>
    queryOptions({ queryKey: [...queryKeys.orders, orderId, 'detail'], queryFn: () => api.get<StaffOrder>(`/api/orders/${orderId}`) }),
  /** The customer reads their own order with the access token they got when placing it; a card order is polled until paid. */
  withToken: (id: number, token: string) =>
    queryOptions({
      queryKey: [...queryKeys.orders, id, token],
      queryFn: () => api.get<Order>(`/api/orders/${id}?token=${encodeURIComponent(token)}`),
      refetchInterval: (query) => {
        const order = query.state.data
        const waitingForCard = order?.paymentMethod === 'card' && order.paymentStatus === 'unpaid' && order.status !== 'cancelled'
        return waitingForCard && query.state.dataUpdateCount < CARD_CONFIRMATION_MAX_POLLS ? CARD_CONFIRMATION_POLL_MS : false
      },
    }),
  /** The same order, read slowly for as long as its customer holds a Stripe voucher (a second observer of withToken). */
  awaitingVoucher: (id: number, token: string) => queryOptions({ ...orderQueries.withToken(id, token), refetchInterval: VOUCHER_PAYMENT_POLL_MS }),
  /** The OXXO voucher or SPEI transfer the customer chose in Stripe's card form, for an unpaid card order. */
  stripeVoucher: (id: number, token: string) =>
    queryOptions({
      queryKey: [...queryKeys.orders, id, token, 'stripe-voucher'],
      queryFn: () => api.get<StripeVoucherReply>(`/api/orders/${id}/stripe-voucher?token=${encodeURIComponent(token)}`),
      refetchInterval: VOUCHER_REFRESH_MS,
    }),
  /** An order a pay link names, read with its token (not polled). */
  toPay: (id: number, token: string) =>
    queryOptions({
      queryKey: [...queryKeys.orders, id, token, 'pay'],
      queryFn: () => api.get<Order>(`/api/orders/${id}?token=${encodeURIComponent(token)}`),
    }),
}

/** What a change to an order makes stale: every order list and count, what is owed, the sheets, places left and customer totals. */
export const STALE_AFTER_ORDER_CHANGE = [queryKeys.orders, queryKeys.payments, queryKeys.production, queryKeys.dates, queryKeys.customers]

export function refreshOrders(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(STALE_AFTER_ORDER_CHANGE.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/**
 * The live feed's way: puts a changed or new order into the dashboard's loaded list (new ones on top) and
 * refreshes the rest without reloading that list.
 */
export function storeOrder(queryClient: QueryClient, order: Order, onTop: boolean) {
  queryClient.setQueryData(orderQueries.recent().queryKey, (loaded: Loaded<Order> | undefined) => {
    if (!loaded || loaded.sample) return loaded
    if (onTop) {
      const isNew = !loaded.rows.some((row) => row.id === order.id)
      const total = loaded.total !== undefined && isNew ? loaded.total + 1 : loaded.total
      return { ...loaded, rows: [order, ...loaded.rows.filter((row) => row.id !== order.id)], total }
    }
    // A change to an order older than the list's newest 200 leaves the list as it is.
    return { ...loaded, rows: loaded.rows.map((row) => (row.id === order.id ? order : row)) }
  })
  const recent = orderQueries.recent().queryKey
  // A reload under way (the feed just reconnected) may have read the list before this order existed, and would put
  // that list back over it: it is started again, after the event.
  if (queryClient.isFetching({ queryKey: recent, exact: true }) > 0) void queryClient.invalidateQueries({ queryKey: recent, exact: true })
  for (const queryKey of STALE_AFTER_ORDER_CHANGE) {
    void queryClient.invalidateQueries({ queryKey, predicate: (query) => query.queryKey.join() !== recent.join() })
  }
}
