import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '../api-client'
import { queryKeys } from './keys'
import { refreshOrders } from './orders'
import type { JoinedWaitlist, PlacedFor, StaffWaitlistEntry, WaitlistClaim, WaitlistEntryView, WaitlistJoin } from './regulars-shapes'

export const waitlistQueries = {
  /** Staff: a day's entries in line order. */
  onDate: (date: string) =>
    queryOptions({ queryKey: [...queryKeys.waitlist, 'date', date], queryFn: () => api.get<StaffWaitlistEntry[]>(`/api/waitlist?date=${date}`) }),
  /** The customer's own place in line, read with the token of their link. */
  withToken: (id: number, token: string) =>
    queryOptions({
      queryKey: [...queryKeys.waitlist, id, token],
      queryFn: () => api.get<WaitlistEntryView>(`/api/waitlist/${id}?token=${encodeURIComponent(token)}`),
    }),
}

/** Joining, leaving or claiming moves the line, and a hold counts as taken: places left change with it. */
function refreshWaitlist(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.waitlist }), queryClient.invalidateQueries({ queryKey: queryKeys.dates })])
}

export const waitlistMutations = {
  join: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (join: WaitlistJoin) => api.post<JoinedWaitlist>('/api/waitlist', join),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.waitlist }),
    }),
  /** The held units become a real order. */
  claim: (queryClient: QueryClient, id: number) =>
    mutationOptions({
      mutationFn: (claim: WaitlistClaim) => api.post<PlacedFor>(`/api/waitlist/${id}/claim`, claim),
      onSuccess: () => Promise.all([refreshWaitlist(queryClient), refreshOrders(queryClient)]),
    }),
  leave: (queryClient: QueryClient, id: number) =>
    mutationOptions({
      mutationFn: (token: string) => api.post<WaitlistEntryView>(`/api/waitlist/${id}/leave`, { token }),
      onSuccess: () => refreshWaitlist(queryClient),
    }),
}
