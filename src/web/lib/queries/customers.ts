import { queryOptions } from '@tanstack/react-query'
import type { CustomerLookup } from '../../../domain/customers/customer-lookup-schemas'
import type { CustomerProfile, CustomerSummary } from '../../../domain/customers/customer-profile'
import type { Customer } from '../../../domain/customers/customer-schemas'
import { api } from '../api-client'
import { queryKeys, SAMPLED } from './keys'
import { SAMPLE_CUSTOMERS } from './sample-data'
import { withSample } from './sampled'

/** The admin customers page: 10 a page, as every admin list (spec §9). */
export const CUSTOMERS_PAGE_SIZE = 10

export const customerQueries = {
  /** One page of the customers matching `q` (name, email, phone digits) with their totals: the server searches, pages and counts them all. */
  stats: (q: string, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.customers, 'stats', q, page],
      queryFn: async () => {
        const params = new URLSearchParams({ limit: String(CUSTOMERS_PAGE_SIZE), page: String(page) })
        if (q.trim()) params.set('q', q.trim())
        const { items, total } = await api.getPage<CustomerSummary>(`/api/customers/stats?${params}`)
        return { customers: items, total }
      },
    }),
  profile: (id: number) =>
    queryOptions({ queryKey: [...queryKeys.customers, id, 'profile'], queryFn: () => api.get<CustomerProfile>(`/api/customers/${id}/profile`) }),
  detail: (id: number) => queryOptions({ queryKey: [...queryKeys.customers, id], queryFn: () => api.get<Customer>(`/api/customers/${id}`) }),
  /** The staff dashboard's list: the spec's sample customers when the shop cannot be reached. */
  listOrSample: () =>
    queryOptions({
      queryKey: [...queryKeys.customers, SAMPLED],
      queryFn: withSample(() => api.getPage<Customer>('/api/customers'), SAMPLE_CUSTOMERS),
    }),
  /** Checkout: whether a WhatsApp number has saved details (never the details themselves). */
  byWhatsapp: (number: string) =>
    queryOptions({
      queryKey: [...queryKeys.customers, 'whatsapp', number],
      queryFn: () => api.get<CustomerLookup>(`/api/customers/whatsapp/${encodeURIComponent(number)}`),
      staleTime: 0,
    }),
}
