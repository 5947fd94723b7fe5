import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'wouter'
import { flavorsFor, sizesFor } from '../../../domain/catalog/customization-options'
import { PRODUCT_PAGE_PHOTO_SIZES } from '../../../domain/catalog/product-photos'
import { ProductImage } from '../../components/product-image'
import { Skeleton } from '../../components/ui/skeleton'
import { useTranslation } from '../../i18n/use-translation'
import { productQueries } from '../../lib/queries/catalogue'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useDocumentTitle } from '../../lib/use-document-title'
import { ProductInfoTabs } from './product-info-tabs'
import { ProductNotFound } from './product-not-found'
import { ProductPurchasePanel } from './product-purchase-panel'
import { RelatedProducts } from './related-products'

export function ProductDetailPage() {
  const { t } = useTranslation()
  const text = useCatalogueText()
  const params = useParams<{ id: string }>()
  const id = Number(params.id)
  const validId = Number.isInteger(id) && id > 0
  const product = useQuery({ ...productQueries.detail(id), enabled: validId })
  useDocumentTitle(product.data ? text.name(product.data) : undefined)
  if (!validId || product.isError) return <ProductNotFound />
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Link href="/products" className="inline-flex items-center gap-2 text-crust-800 hover:underline dark:text-crust-300">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('catalog.detail.back')}
      </Link>
      {product.isPending ? (
        <div className="mt-6 grid gap-8 md:grid-cols-2" aria-busy>
          <Skeleton className="aspect-[4/3] w-full" />
          <div className="grid content-start gap-4">
            <Skeleton className="h-9 w-2/3" />
            <Skeleton className="h-7 w-24" />
            <Skeleton className="h-20 w-full" />
          </div>
        </div>
      ) : (
        <>
          <div className="mt-6 grid gap-8 md:grid-cols-2">
            <ProductImage
              imageUrl={product.data.imageUrl}
              shown="large"
              sizes={PRODUCT_PAGE_PHOTO_SIZES}
              alt={text.name(product.data)}
              width={640}
              height={480}
              className="aspect-[4/3] w-full rounded-2xl object-cover shadow"
            />
            <ProductPurchasePanel key={product.data.id} product={product.data} />
          </div>
          <ProductInfoTabs
            product={product.data}
            hasOptions={sizesFor(product.data.categoryId).length + flavorsFor(product.data.categoryId).length > 0}
          />
          <RelatedProducts product={product.data} />
        </>
      )}
    </main>
  )
}
