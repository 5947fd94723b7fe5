import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Customizations } from '../../../domain/orders/order-schemas'
import type {
  createdStandingOrderSchema,
  newStandingOrderSchema,
  orderStandingSchema,
  placedFromRegularsSchema,
  StaffStandingOrder,
  StandingOrderView,
  standingOrderChangeSchema,
} from '../../../domain/regulars/standing-order-schemas'
import { ApiError, api } from '../api-client'
import { queryKeys } from './keys'
import { refreshOrders } from './orders'

/** The staff list pages by 10, as the other admin tables do (spec §9). */
export const STANDING_ORDERS_PAGE_SIZE = 10

type StandingOrderChange = z.input<typeof standingOrderChangeSchema>
export type StandingOrderListFilter = { page: number; status?: StandingOrderView['status'] | '' }
export type StandingOrderListPage = { standingOrders: StaffStandingOrder[]; total: number }

async function fetchStandingOrderPage({ page, status }: StandingOrderListFilter): Promise<StandingOrderListPage> {
  const params = new URLSearchParams({ limit: String(STANDING_ORDERS_PAGE_SIZE), page: String(page) })
  if (status) params.set('status', status)
  const { items, total } = await api.getPage<StaffStandingOrder>(`/api/standing-orders?${params}`)
  return { standingOrders: items, total }
}

export const standingOrderQueries = {
  /** Staff: one page of every standing order, with its customer. */
  list: (filter: StandingOrderListFilter) =>
    // Customers set, pause and stop them: read anew each time staff open the page.
    queryOptions({ queryKey: [...queryKeys.standingOrders, 'list', filter], queryFn: () => fetchStandingOrderPage(filter), staleTime: 0 }),
  /** Whether an order (read with its own token) already belongs to a series: its page then offers none. */
  ofOrder: (orderId: number, token: string) =>
    queryOptions({
      queryKey: [...queryKeys.standingOrders, 'of-order', orderId, token],
      queryFn: () => api.get<z.infer<typeof orderStandingSchema>>(`/api/orders/${orderId}/standing?token=${encodeURIComponent(token)}`),
    }),
  /** The customer's manage page, read with the private token of the link they were sent. */
  withToken: (id: number, token: string) =>
    queryOptions({
      queryKey: [...queryKeys.standingOrders, id, token],
      queryFn: () => api.get<StandingOrderView>(`/api/standing-orders/${id}?token=${encodeURIComponent(token)}`),
    }),
}

/** A quantity as a form reads it: a whole number from 0 (0 takes the line off); an emptied field (NaN) is none. */
export const isTypedQuantity = (quantity: number): boolean => Number.isInteger(quantity) && quantity >= 0

/**
 * The series' lines with new quantities, as PATCH takes them (0 takes a line off, the rest keep their choices), with
 * the lines they were made from (`itemsSeen`: changed meanwhile elsewhere, the server refuses rather than undo that);
 * undefined when no quantity changed, so a pause alone never sends the lines to be checked again.
 */
export function changedLines(
  standing: StandingOrderView,
  quantities: readonly number[],
): Pick<StandingOrderChange, 'items' | 'itemsSeen'> | undefined {
  if (standing.items.every((item, index) => quantities[index] === item.quantity)) return undefined
  // The view reads the stored choices loosely; they were checked when the order was placed.
  const lineOf = (item: StandingOrderView['items'][number], quantity: number) => ({
    productId: item.productId,
    quantity,
    customizations: item.customizations as Customizations,
  })
  return {
    items: standing.items.map((item, index) => lineOf(item, quantities[index] ?? item.quantity)),
    itemsSeen: standing.items.map((item) => lineOf(item, item.quantity)),
  }
}

/** A week placed by hand changes orders, places left and the sheets, as any order does; the series shows it too. */
function refreshAfterPlacing(queryClient: QueryClient) {
  return Promise.all([refreshOrders(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders })])
}

export const standingOrderMutations = {
  /** "Make this a standing order" on an order's confirmation page (the order's own token). */
  start: (queryClient: QueryClient, orderId: number) =>
    mutationOptions({
      mutationFn: (start: z.input<typeof newStandingOrderSchema>) =>
        api.post<z.infer<typeof createdStandingOrderSchema>>(`/api/orders/${orderId}/standing`, start),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders }),
      // The order changed meanwhile (staff cancelled it): its page shows what is true now, not the offer to repeat it.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.orders })
      },
    }),
  /** Skip, pause, new quantities, cancel: the customer sends the token of their link, staff send none (their session). */
  change: (queryClient: QueryClient, id: number, token?: string) =>
    mutationOptions({
      mutationFn: (change: StandingOrderChange) => api.patch<StandingOrderView>(`/api/standing-orders/${id}`, token ? { ...change, token } : change),
      onSuccess: (view) => {
        if (token) queryClient.setQueryData(standingOrderQueries.withToken(id, token).queryKey, view)
        return queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders })
      },
      // Changed meanwhile (another tab, someone else with the link, staff): the page shows what is true now.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders })
      },
    }),
  /** "Order for {nextDate} instead": the series' lines placed now for another day. */
  place: (queryClient: QueryClient, id: number) =>
    mutationOptions({
      mutationFn: (week: { token: string; date: string }) =>
        api.post<z.infer<typeof placedFromRegularsSchema>>(`/api/standing-orders/${id}/place`, week),
      onSuccess: () => refreshAfterPlacing(queryClient),
    }),
}
