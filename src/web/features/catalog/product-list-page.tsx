import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useState } from 'react'
import { distinctTags, matchesFilter } from '../../../domain/catalog/product-filters'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { categoryQueries, productQueries } from '../../lib/queries/catalogue'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useDocumentTitle } from '../../lib/use-document-title'
import { CategoryTabs } from './category-tabs'
import { PickupDayPicker } from './pickup-day-picker'
import { ProductCard } from './product-card'
import { ProductCardSkeleton } from './product-card-skeleton'
import { TagFilter } from './tag-filter'
import { useProductDayOffer } from './use-product-day-offer'

/** Cards a phone shows before scrolling: their images load first. */
const FIRST_IN_VIEW = 2

/** Spec §9: six placeholder cards while the list loads. */
export const SKELETON_CARDS = 6

export function ProductListPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('catalog.heading'))
  const products = useQuery(productQueries.list())
  const categories = useQuery(categoryQueries.list())
  const [categoryId, setCategoryId] = useState<number | null>(null)
  const [search, setSearch] = useState('')
  const [tags, setTags] = useState<string[]>([])
  const shown = (products.data ?? []).filter((product) => matchesFilter(product, { categoryId, search, tags }))
  const offerOf = useProductDayOffer()
  const text = useCatalogueText()
  const tagLabel = (tag: string) => text.tag(tag, products.data ?? [])
  const tagsShown = distinctTags(products.data ?? []).sort((a, b) => tagLabel(a).localeCompare(tagLabel(b)))
  const toggleTag = (tag: string) => setTags(tags.includes(tag) ? tags.filter((chosen) => chosen !== tag) : [...tags, tag])

  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-crust-900 dark:text-crust-100">{t('catalog.heading')}</h1>
      <div className="mt-4">
        <PickupDayPicker />
      </div>
      <div className="mt-6">
        <CategoryTabs categories={categories.data ?? []} value={categoryId} onChange={setCategoryId}>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-500" aria-hidden />
              <Input
                type="search"
                aria-label={t('catalog.searchLabel')}
                placeholder={t('catalog.search')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="pl-9"
              />
            </div>
            <TagFilter tags={tagsShown} label={tagLabel} chosen={tags} onToggle={toggleTag} onClear={() => setTags([])} />
          </div>
          {/* Read out as a search or a filter changes what is shown; silent before (the page itself says it). */}
          <p role="status" className="sr-only">
            {products.isSuccess && (search.trim() !== '' || tags.length > 0 || categoryId !== null)
              ? shown.length === 0
                ? t('catalog.noneShown')
                : t('catalog.shown', { count: shown.length })
              : ''}
          </p>
          {products.isError && <p className="mt-6 text-red-700 dark:text-red-400">{t('catalog.loadFailed')}</p>}
          {products.isSuccess && shown.length === 0 && (
            <div className="mt-16 text-center">
              {/* No products at all (a new shop) is not a search that found none. */}
              <p className="text-xl font-semibold">{t(products.data.length === 0 ? 'catalog.noneYetTitle' : 'catalog.emptyTitle')}</p>
              <p className="mt-2 text-stone-600 dark:text-stone-300">{t(products.data.length === 0 ? 'catalog.noneYetText' : 'catalog.emptyText')}</p>
            </div>
          )}
          <ul className="mt-2 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={products.isPending}>
            {products.isPending &&
              Array.from({ length: SKELETON_CARDS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))}
            {shown.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} firstInView={index < FIRST_IN_VIEW} offer={offerOf(product)} />
              </li>
            ))}
          </ul>
        </CategoryTabs>
      </div>
    </main>
  )
}
