import { queryOptions } from '@tanstack/react-query'
import type { Category, Product } from '../../domain/catalog/product-schemas'
import type { ShopSettings } from '../../domain/shop/settings-schemas'
import { api } from './api-client'

/** Public catalogue reads shared by the storefront features (list, detail, home pre-order, checkout upsell). */
export const productQueries = {
  list: () => queryOptions({ queryKey: ['/api/products'], queryFn: () => api.get<Product[]>('/api/products') }),
  detail: (id: number) => queryOptions({ queryKey: ['/api/products', id], queryFn: () => api.get<Product>(`/api/products/${id}`) }),
  categories: () => queryOptions({ queryKey: ['/api/categories'], queryFn: () => api.get<Category[]>('/api/categories') }),
}

/** Shop facts customers see: WhatsApp number, bank details, opening hours. */
export const settingsQueries = {
  shop: () => queryOptions({ queryKey: ['/api/settings'], queryFn: () => api.get<ShopSettings>('/api/settings') }),
}
