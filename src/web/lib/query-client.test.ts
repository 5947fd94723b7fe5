import { afterEach, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { authQueries } from './queries/auth'
import { createQueryClient } from './query-client'

afterEach(() => vi.unstubAllGlobals())

it('reads the sign-in state again when a staff call finds the session ended, so the guard can send staff to sign in', async () => {
  const client = createQueryClient()
  client.setQueryData(authQueries.user().queryKey, { authenticated: true, user: null })
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ authenticated: false, user: null }), { status: 200 })))

  await client
    .fetchQuery({ queryKey: ['/api/orders', 'list'], queryFn: () => Promise.reject(new ApiError(500, 'Something went wrong')) })
    .catch(() => {})
  expect(client.getQueryState(authQueries.user().queryKey)?.isInvalidated).toBe(false)

  await client
    .fetchQuery({ queryKey: ['/api/orders', 'list', 2], queryFn: () => Promise.reject(new ApiError(401, 'Please sign in', 'unauthorized')) })
    .catch(() => {})
  expect(client.getQueryState(authQueries.user().queryKey)?.isInvalidated).toBe(true)
})
