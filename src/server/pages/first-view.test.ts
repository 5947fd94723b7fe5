import { describe, expect, it } from 'vitest'
import { PRODUCT_PAGE_PHOTO_SIZES } from '../../domain/catalog/product-photos'
import { firstViewOf } from './first-view'

const STORED = '/photos/0123456789abcdef0123-1200.webp'
const products: Record<number, { imageUrl: string; name: string; nameEs: string | null }> = {
  1: { imageUrl: '/images/artisan-sourdough.svg', name: 'Artisan Sourdough', nameEs: 'Pan de masa madre' },
  2: { imageUrl: STORED, name: 'Concha "de vainilla" <b>', nameEs: null },
  3: { imageUrl: '', name: 'No photo', nameEs: null },
}
const productOf = async (id: number) => {
  const product = products[id]
  if (!product) throw new Error(`Product ${id} was not found`)
  return product
}

describe("a product page's first view", () => {
  it('names the photo the app draws, in both languages, and preloads it first', async () => {
    const view = await firstViewOf('/products/1', productOf)
    expect(view?.meta).toBe(
      `<meta name="first-photo" content="/images/artisan-sourdough.svg" data-srcset="" data-sizes="${PRODUCT_PAGE_PHOTO_SIZES}" data-alt="Artisan Sourdough" data-alt-es="Pan de masa madre" />`,
    )
    expect(view?.link).toBe('</images/artisan-sourdough.svg>; rel=preload; as=image; fetchpriority=high')
  })

  it('offers a stored photo in both sizes, as ProductImage does, and escapes what staff wrote', async () => {
    const view = await firstViewOf('/products/2', productOf)
    expect(view?.meta).toContain('content="/photos/0123456789abcdef0123-1200.webp"')
    expect(view?.meta).toContain('data-srcset="/photos/0123456789abcdef0123-480.webp 480w, /photos/0123456789abcdef0123-1200.webp 1200w"')
    expect(view?.meta).toContain('data-alt="Concha &quot;de vainilla&quot; &lt;b&gt;"')
    expect(view?.link).toContain('imagesrcset="/photos/0123456789abcdef0123-480.webp 480w')
  })

  it('is nothing for other pages, unknown or photo-less products, and ids that are not ids', async () => {
    for (const path of ['/products', '/products/3', '/products/424242', '/products/01', '/products/1/x', '/products/99999999999', '/cart']) {
      expect(await firstViewOf(path, productOf), path).toBeUndefined()
    }
  })
})
