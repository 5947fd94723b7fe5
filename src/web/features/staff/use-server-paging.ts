import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

/**
 * A staff list the server pages (`?page=`, with its total in the answer). The page shown belongs to the filters it was
 * chosen under: new filters start again at page 1. When a change empties the last page (its last order marked paid
 * under 'Unpaid', its last standing order cancelled under 'Active'), the list goes back to the new last page rather than
 * show nothing with no pager left to move on.
 */
export function useServerPaging<Answer extends { total: number }, Key extends QueryKey>(
  filters: string,
  pageSize: number,
  options: (page: number) => UseQueryOptions<Answer, Error, Answer, Key>,
) {
  const [chosen, setChosen] = useState({ filters, page: 1 })
  const page = chosen.filters === filters ? chosen.page : 1
  const query = useQuery({ ...options(page), placeholderData: keepPreviousData })
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / pageSize))
  const pastTheEnd = query.isSuccess && !query.isPlaceholderData && page > pages
  useEffect(() => {
    if (pastTheEnd) setChosen({ filters, page: pages })
  }, [pastTheEnd, filters, pages])
  return { query, page: Math.min(page, pages), pages, setPage: (next: number) => setChosen({ filters, page: next }) }
}
