import { MutationObserver, onlineManager } from '@tanstack/react-query'
import { afterEach, expect, it, vi } from 'vitest'
import { ApiError, api } from './api-client'
import { isNetworkFailure } from './error-text'
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

// A phone without signal: the customer taps Place Order and is told at once, rather than the button spinning silently
// until the signal comes back (the checkout's key makes the next tap safe).
it('lets an action tried offline fail at once with the network failure, instead of waiting silently', async () => {
  onlineManager.setOnline(false)
  try {
    const client = createQueryClient()
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const observer = new MutationObserver(client, { mutationFn: () => api.post('/api/orders', {}) })
    await expect(observer.mutate()).rejects.toThrow('Failed to fetch')
  } finally {
    onlineManager.setOnline(true)
  }
})

// The server took the order and its answer never comes (a dead proxy, a phone between cells): after a while the
// customer is told to try again, and does so with the same key.
it('gives up waiting for an answer after 30 seconds, as for a lost connection', async () => {
  vi.useFakeTimers()
  try {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    )
    const answer = api.post('/api/orders', {}).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(29_000)
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(isNetworkFailure(await answer)).toBe(true)
  } finally {
    vi.useRealTimers()
  }
})
