import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { placedFromRegularsSchema } from '../../../domain/regulars/standing-order-schemas'
import type {
  claimWaitlistSchema,
  joinedWaitlistSchema,
  joinWaitlistSchema,
  StaffWaitlistEntry,
  WaitlistEntryView,
} from '../../../domain/regulars/waitlist-schemas'
import { api } from '../api-client'
import { queryKeys } from './keys'
import { refreshOrders } from './orders'

/**
 * A customer keeping their waitlist page open sees an offer arrive without reloading (WhatsApp tells the others
 * sooner), and an offer that ran out leave it: the claim form must not outlive the hold.
 */
const WAITING_POLL_MS = 30_000
const POLLED: ReadonlySet<WaitlistEntryView['status']> = new Set(['waiting', 'offered'])

type Placed = z.infer<typeof placedFromRegularsSchema>

export const waitlistQueries = {
  /** Staff: every entry from today on, in line order (which days have a waitlist). Customers join, and offers come and go: read anew each visit. */
  upcoming: () =>
    queryOptions({ queryKey: [...queryKeys.waitlist, 'upcoming'], queryFn: () => api.get<StaffWaitlistEntry[]>('/api/waitlist'), staleTime: 0 }),
  /** Staff: a day's entries in line order. */
  onDate: (date: string) =>
    queryOptions({
      queryKey: [...queryKeys.waitlist, 'date', date],
      queryFn: () => api.get<StaffWaitlistEntry[]>(`/api/waitlist?date=${date}`),
      staleTime: 0,
    }),
  /** The customer's own place in line, read with the token of their link. */
  withToken: (id: number, token: string) =>
    queryOptions({
      queryKey: [...queryKeys.waitlist, id, token],
      queryFn: () => api.get<WaitlistEntryView>(`/api/waitlist/${id}?token=${encodeURIComponent(token)}`),
      refetchInterval: (query) => (query.state.data && POLLED.has(query.state.data.status) ? WAITING_POLL_MS : false),
    }),
}

/** Joining, leaving or claiming moves the line, and a hold counts as taken: places left change with it. */
function refreshWaitlist(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.waitlist }), queryClient.invalidateQueries({ queryKey: queryKeys.dates })])
}

export const waitlistMutations = {
  join: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (join: z.input<typeof joinWaitlistSchema>) => api.post<z.infer<typeof joinedWaitlistSchema>>('/api/waitlist', join),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.waitlist }),
    }),
  /** The held units become a real order. */
  claim: (queryClient: QueryClient, id: number) =>
    mutationOptions({
      mutationFn: (claim: z.input<typeof claimWaitlistSchema>) => api.post<Placed>(`/api/waitlist/${id}/claim`, claim),
      onSuccess: () => Promise.all([refreshWaitlist(queryClient), refreshOrders(queryClient)]),
    }),
  leave: (queryClient: QueryClient, id: number) =>
    mutationOptions({
      mutationFn: (token: string) => api.post<WaitlistEntryView>(`/api/waitlist/${id}/leave`, { token }),
      onSuccess: () => refreshWaitlist(queryClient),
    }),
}
