import { Plus } from 'lucide-react'
import { Link } from 'wouter'
import { PRODUCT_CARD_PHOTO_SIZES } from '../../../domain/catalog/product-photos'
import type { Product } from '../../../domain/catalog/product-schemas'
import type { ProductDayOffer } from '../../../domain/planning/product-day-offer'
import { ProductImage } from '../../components/product-image'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { canAddOn, ProductDayNote } from './product-day-note'
import { useAddToCart } from './use-add-to-cart'

/**
 * Fills its grid cell, so every card in a row is as tall as the tallest and the add buttons line up at the bottom.
 * `firstInView`: one of the cards a phone shows before scrolling, so its image loads at once (it is the page's largest paint).
 */
type ProductCardProps = {
  product: Product
  firstInView?: boolean
  /** How the product stands on the pickup day the visitor chose, if any. */
  offer?: (ProductDayOffer & { date: string }) | undefined
}

export function ProductCard({ product, firstInView = false, offer }: ProductCardProps) {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  const addToCart = useAddToCart()
  const text = useCatalogueText()
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm transition-shadow wrap-anywhere hover:shadow-md dark:bg-stone-900">
      <ProductImage
        imageUrl={product.imageUrl}
        shown="small"
        sizes={PRODUCT_CARD_PHOTO_SIZES}
        className="aspect-[4/3] w-full object-cover"
        width={400}
        height={300}
        loading={firstInView ? 'eager' : 'lazy'}
        fetchPriority={firstInView ? 'high' : 'auto'}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 font-semibold">
            <Link href={`/products/${product.id}`} className="after:absolute after:inset-0 hover:underline">
              {text.name(product)}
            </Link>
          </h2>
          <p className="font-semibold whitespace-nowrap text-crust-800 dark:text-crust-300">{formatMoney(product.price)}</p>
        </div>
        <p className="line-clamp-2 text-sm text-stone-600 dark:text-stone-300">{text.description(product)}</p>
        <ProductDayNote offer={offer} />
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <ul className="flex flex-wrap gap-1">
            {product.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-crust-100 px-2 py-0.5 text-xs text-crust-900 dark:bg-stone-800 dark:text-crust-100">
                {text.tag(tag, [product])}
              </li>
            ))}
          </ul>
          {!product.inStock && <p className="text-sm font-medium text-red-800 dark:text-red-300">{t('catalog.detail.outOfStock')}</p>}
          {product.inStock && canAddOn(offer) && (
            <Button
              size="roundIcon"
              className="relative z-10 shrink-0"
              aria-label={t('catalog.addOne', { name: text.name(product) })}
              onClick={() => addToCart(product, 1)}
            >
              <Plus className="h-5 w-5" aria-hidden />
            </Button>
          )}
        </div>
      </div>
    </article>
  )
}
