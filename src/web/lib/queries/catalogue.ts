import { queryOptions } from '@tanstack/react-query'
import type { Category, DaysHeld, LimitGroup, Product } from '../../../domain/catalog/product-schemas'
import { api } from '../api-client'
import { queryKeys, SAMPLED } from './keys'
import { SAMPLE_PRODUCTS } from './sample-data'
import { withSample } from './sampled'

export const productQueries = {
  list: () => queryOptions({ queryKey: queryKeys.products, queryFn: () => api.get<Product[]>('/api/products') }),
  detail: (id: number) => queryOptions({ queryKey: [...queryKeys.products, id], queryFn: () => api.get<Product>(`/api/products/${id}`) }),
  /** The staff dashboard's list: the spec's sample products when the shop cannot be reached. */
  listOrSample: () =>
    queryOptions({
      queryKey: [...queryKeys.products, SAMPLED],
      queryFn: withSample(() => api.get<Product[]>('/api/products'), SAMPLE_PRODUCTS),
    }),
  /** What the coming days from `from` already hold of the product (staff): read fresh, orders change it. */
  daysHeld: (id: number, from: string) =>
    queryOptions({
      queryKey: [...queryKeys.products, id, 'days-held', from],
      queryFn: () => api.get<DaysHeld>(`/api/products/${id}/days-held?from=${from}`),
      staleTime: 0,
    }),
}

export const categoryQueries = {
  list: () => queryOptions({ queryKey: queryKeys.categories, queryFn: () => api.get<Category[]>('/api/categories') }),
}

/** Limits shared by products that use the same oven or dough (staff only). */
export const limitGroupQueries = {
  list: () => queryOptions({ queryKey: queryKeys.limitGroups, queryFn: () => api.get<LimitGroup[]>('/api/limit-groups') }),
  /** What the coming days from `from` already hold of the group's products together. */
  daysHeld: (id: number, from: string) =>
    queryOptions({
      queryKey: [...queryKeys.limitGroups, id, 'days-held', from],
      queryFn: () => api.get<DaysHeld>(`/api/limit-groups/${id}/days-held?from=${from}`),
      staleTime: 0,
    }),
}
