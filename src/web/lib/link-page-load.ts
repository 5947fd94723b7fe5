/**
 * Why a private-link page (an order, a standing order, a waitlist place) has nothing to show, once its first load
 * failed: 'missing' when the shop answered that the link opens nothing (400, 403, 404), 'unreachable' for anything
 * else (no connection, a restart, too many requests), which a retry may mend. null while nothing failed. Once the
 * page has its data, a failed refresh never replaces it: callers ask this only while they have no data.
 */
export function failedLinkLoad(query: { isError: boolean; error: unknown }): 'missing' | 'unreachable' | null {
  if (!query.isError) return null
  const status = (query.error as { status?: unknown } | null)?.status
  return status === 400 || status === 403 || status === 404 ? 'missing' : 'unreachable'
}
