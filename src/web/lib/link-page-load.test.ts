import { expect, it } from 'vitest'
import { ApiError } from './api-client'
import { failedLinkLoad } from './link-page-load'

it.each([
  ['nothing failed', { isError: false, error: null }, null],
  ['the shop has no such order or token', { isError: true, error: new ApiError(404, 'not found', 'not_found') }, 'missing'],
  ['a malformed link', { isError: true, error: new ApiError(400, 'bad', 'validation') }, 'missing'],
  ['the phone lost its connection', { isError: true, error: new TypeError('Failed to fetch') }, 'unreachable'],
  ['the shop restarting', { isError: true, error: new ApiError(503, 'restarting', 'unavailable') }, 'unreachable'],
  ['too many requests', { isError: true, error: new ApiError(429, 'slow down', 'rate_limited') }, 'unreachable'],
] as const)('%s: %s', (_case, query, view) => {
  expect(failedLinkLoad(query)).toBe(view)
})
