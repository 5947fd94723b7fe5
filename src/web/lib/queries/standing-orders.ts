import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '../api-client'
import { queryKeys } from './keys'
import { refreshOrders } from './orders'
import type {
  PlacedFor,
  StaffStandingOrder,
  StandingOrderChange,
  StandingOrderStart,
  StandingOrderView,
  StandingStatus,
  StartedStandingOrder,
} from './regulars-shapes'

/** The staff list pages by 10, as the other admin tables do (spec §9). */
export const STANDING_ORDERS_PAGE_SIZE = 10

export type StandingOrderListFilter = { page: number; status?: StandingStatus | '' }
export type StandingOrderListPage = { standingOrders: StaffStandingOrder[]; total: number }

const tokenQuery = (token: string | undefined) => (token ? `?token=${encodeURIComponent(token)}` : '')

async function fetchStandingOrderPage({ page, status }: StandingOrderListFilter): Promise<StandingOrderListPage> {
  const params = new URLSearchParams({ limit: String(STANDING_ORDERS_PAGE_SIZE), page: String(page) })
  if (status) params.set('status', status)
  const { items, total } = await api.getPage<StaffStandingOrder>(`/api/standing-orders?${params}`)
  return { standingOrders: items, total }
}

export const standingOrderQueries = {
  /** Staff: one page of every standing order, with its customer. */
  list: (filter: StandingOrderListFilter) =>
    queryOptions({ queryKey: [...queryKeys.standingOrders, 'list', filter], queryFn: () => fetchStandingOrderPage(filter) }),
  /** The customer's manage page, read with the private token of the link they were sent. */
  withToken: (id: number, token: string) =>
    queryOptions({
      queryKey: [...queryKeys.standingOrders, id, token],
      queryFn: () => api.get<StandingOrderView>(`/api/standing-orders/${id}${tokenQuery(token)}`),
    }),
}

/** A week placed by hand changes orders, places left and the sheets, as any order does; the series shows it too. */
function refreshAfterPlacing(queryClient: QueryClient) {
  return Promise.all([refreshOrders(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders })])
}

export const standingOrderMutations = {
  /** "Make this a standing order" on an order's confirmation page (the order's own token). */
  start: (queryClient: QueryClient, orderId: number) =>
    mutationOptions({
      mutationFn: (start: StandingOrderStart) => api.post<StartedStandingOrder>(`/api/orders/${orderId}/standing`, start),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders }),
    }),
  /** Skip, pause, new quantities, cancel: the customer sends the token of their link, staff send none (their session). */
  change: (queryClient: QueryClient, id: number, token?: string) =>
    mutationOptions({
      mutationFn: (change: StandingOrderChange) => api.patch<StandingOrderView>(`/api/standing-orders/${id}`, token ? { ...change, token } : change),
      onSuccess: (view) => {
        if (token) queryClient.setQueryData(standingOrderQueries.withToken(id, token).queryKey, view)
        return queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders })
      },
    }),
  /** "Order for {nextDate} instead": the series' lines placed now for another day. */
  place: (queryClient: QueryClient, id: number) =>
    mutationOptions({
      mutationFn: (week: { token: string; date: string }) => api.post<PlacedFor>(`/api/standing-orders/${id}/place`, week),
      onSuccess: () => refreshAfterPlacing(queryClient),
    }),
}
