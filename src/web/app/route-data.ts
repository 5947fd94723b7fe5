import type { QueryClient } from '@tanstack/react-query'
import { categoryQueries, productQueries } from '../lib/queries/catalogue'

/**
 * Starts the data a page needs while its code chunk is still downloading, instead of after it: on a
 * phone the product list then paints one round trip sooner (its first image is the largest paint).
 */
export function prefetchRouteData(queryClient: QueryClient, pathname: string): void {
  if (pathname === '/products' || pathname.startsWith('/products/')) void queryClient.prefetchQuery(productQueries.list())
  // The list's category tabs come with it (a strip that arrives later would push the list down).
  if (pathname === '/products') void queryClient.prefetchQuery(categoryQueries.list())
}
