import { queryOptions } from '@tanstack/react-query'
import type { ProductionRange, ProductionSheet } from '../../../domain/planning/production-sheet'
import { api } from '../api-client'
import { queryKeys } from './keys'

/** What to bake: always read fresh, orders change it all day. */
export const productionQueries = {
  day: (date: string) =>
    queryOptions({ queryKey: [...queryKeys.production, date], queryFn: () => api.get<ProductionSheet>(`/api/production/${date}`), staleTime: 0 }),
  range: (from: string, to: string) =>
    queryOptions({
      queryKey: [...queryKeys.production, from, to],
      queryFn: () => api.get<ProductionRange>(`/api/production?from=${from}&to=${to}`),
      staleTime: 0,
    }),
}
