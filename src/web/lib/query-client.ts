import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { queryKeys } from './queries/keys'
import { isSignedOut } from './queries/sampled'

/** As the spec asks: no retries, no refetch on focus, no polling, data never goes stale by itself. */
export function createQueryClient(): QueryClient {
  // A staff session that ended (2 hours idle, signed out elsewhere) answers 401: the sign-in state is read again,
  // so the admin area's guard sends staff to the login page (and back) instead of leaving every page failing.
  const sessionEnded = (error: unknown) => {
    if (isSignedOut(error)) void client.invalidateQueries({ queryKey: queryKeys.auth })
  }
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: sessionEnded }),
    mutationCache: new MutationCache({ onError: sessionEnded }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      // Offline, an action fails at once with the network text ('try again') instead of waiting silently for the
      // signal; actions that must not happen twice carry a key, so trying again is safe.
      mutations: { retry: false, networkMode: 'always' },
    },
  })
  return client
}
