import { useQuery } from '@tanstack/react-query'
import { relatedProducts } from '../../../domain/catalog/customization-options'
import type { Product } from '../../../domain/catalog/product-schemas'
import { useTranslation } from '../../i18n/use-translation'
import { productQueries } from '../../lib/queries/catalogue'
import { ProductCard } from './product-card'

export function RelatedProducts({ product }: { product: Product }) {
  const { t } = useTranslation()
  const products = useQuery(productQueries.list())
  const related = relatedProducts(product, products.data ?? [])
  if (related.length === 0) return null
  return (
    <section className="mt-12">
      <h2 className="font-serif text-2xl font-bold">{t('catalog.detail.related')}</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((other) => (
          <li key={other.id}>
            <ProductCard product={other} />
          </li>
        ))}
      </ul>
    </section>
  )
}
