import { QueryClient, QueryClientContext, queryOptions, useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import type { Category, Product } from '../../domain/catalog/product-schemas'
import type { AvailableDate } from '../../domain/schedule/available-date-schemas'
import { DEFAULT_BAKERY_TIMEZONE } from '../../domain/schedule/bakery-time-zone'
import type { PublicShopSettings } from '../../domain/shop/settings-schemas'
import { api } from './api-client'

/** Public catalogue reads shared by the storefront features (list, detail, home pre-order, checkout upsell). */
export const productQueries = {
  list: () => queryOptions({ queryKey: ['/api/products'], queryFn: () => api.get<Product[]>('/api/products') }),
  detail: (id: number) => queryOptions({ queryKey: ['/api/products', id], queryFn: () => api.get<Product>(`/api/products/${id}`) }),
  categories: () => queryOptions({ queryKey: ['/api/categories'], queryFn: () => api.get<Category[]>('/api/categories') }),
}

/** The days open for orders, each with its places and what it has left of limited products. */
export const dateQueries = {
  open: () => queryOptions({ queryKey: ['/api/available-dates'], queryFn: () => api.get<AvailableDate[]>('/api/available-dates') }),
}

/** Shop facts customers see: WhatsApp number, bank details, opening hours. */
export const settingsQueries = {
  shop: () => queryOptions({ queryKey: ['/api/settings'], queryFn: () => api.get<PublicShopSettings>('/api/settings') }),
}

/** Stands in where no QueryClientProvider is (a component rendered on its own in a test); it never fetches. */
const NO_CLIENT = new QueryClient()

/**
 * The bakery's time zone as the server has it (BAKERY_TIMEZONE); the default until the settings arrive, or where
 * no QueryClientProvider is.
 */
export function useBakeryTimeZone(): string {
  const client = useContext(QueryClientContext)
  const settings = useQuery({ ...settingsQueries.shop(), enabled: client !== undefined }, client ?? NO_CLIENT)
  return settings.data?.timeZone ?? DEFAULT_BAKERY_TIMEZONE
}
