import { queryOptions } from '@tanstack/react-query'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { api } from '../api-client'
import { queryKeys, SAMPLED } from './keys'
import { withSample } from './sampled'

/** The days open for orders, each with its places and what it has left of limited products. */
export const dateQueries = {
  open: () => queryOptions({ queryKey: queryKeys.dates, queryFn: () => api.get<AvailableDate[]>('/api/available-dates') }),
  /** The staff dashboard's list (the spec's /api/availableDates): no days, labelled as sample, when unreachable. */
  openOrNone: () =>
    queryOptions({
      queryKey: [...queryKeys.dates, SAMPLED],
      queryFn: withSample(() => api.get<AvailableDate[]>('/api/availableDates'), []),
    }),
}
