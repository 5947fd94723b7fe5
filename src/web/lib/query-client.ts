import { QueryClient } from '@tanstack/react-query'

/** As the spec asks: no retries, no refetch on focus, no polling, data never goes stale by itself. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  })
}
