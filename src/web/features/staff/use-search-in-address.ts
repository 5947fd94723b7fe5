import { useEffect, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { SEARCH_MAX } from '../../../domain/validation'
import { addressWith } from './address-params'
import { useDebouncedValue } from './use-debounced-value'

/** Long enough to type an order number or a name without a request per key. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * A list page's search kept in its address (`?q=`): a refresh or Back keeps it, and a link can open the page searched
 * ('/admin/orders?q=12' shows order #12). Returns what is typed, its setter, and the settled text to ask the server.
 */
export function useSearchInAddress() {
  const [path, navigate] = useLocation()
  const search = useSearch()
  // An address may hold more than the box takes (a link pasted long): the search is what the box could hold.
  const [typed, setTyped] = useState(() => (new URLSearchParams(search).get('q') ?? '').slice(0, SEARCH_MAX))
  const q = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS)
  useEffect(() => {
    // Only the search changes: a dialog the address opens (?customer=12) stays open.
    if ((new URLSearchParams(search).get('q') ?? '') !== q) navigate(addressWith(path, search, { q: q || null }), { replace: true })
  }, [q, search, path, navigate])
  return { typed, setTyped, q }
}
