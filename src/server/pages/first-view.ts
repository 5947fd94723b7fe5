import { PRODUCT_PAGE_PHOTO_SIZES, productImageSources } from '../../domain/catalog/product-photos'
import { MAX_ID } from '../../domain/validation'

/** index.html's marker for the product page's photo (src/web/index.html): filled here, read by the shell's script. */
export const FIRST_PHOTO_MARKER = '<meta name="first-photo" content="" />'

type ProductOnPage = { imageUrl: string; name: string; nameEs: string | null }

/** What a product page shows first before the app runs: its photo's tag for the shell, and a Link header for it. */
export type FirstView = { meta: string; link: string }

const PRODUCT_PAGE = /^\/products\/([1-9]\d{0,9})$/

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The product page's photo, as ProductImage draws it (same address, sizes and alt), so the shell paints it as the
 * first thing and the app's own image comes from the browser's cache. Undefined for any other page, an unknown
 * product, or a product without a photo: the shell then shows its loading line as before.
 */
export async function firstViewOf(pathname: string, productOf: (id: number) => Promise<ProductOnPage>): Promise<FirstView | undefined> {
  const id = Number(PRODUCT_PAGE.exec(pathname)?.[1] ?? Number.NaN)
  if (!(id <= MAX_ID)) return undefined
  const product = await productOf(id).catch(() => undefined)
  if (!product?.imageUrl) return undefined
  const { src, srcSet } = productImageSources(product.imageUrl, 'large')
  const meta = `<meta name="first-photo" content="${attribute(src)}" data-srcset="${attribute(srcSet ?? '')}" data-sizes="${attribute(PRODUCT_PAGE_PHOTO_SIZES)}" data-alt="${attribute(product.name)}" data-alt-es="${attribute(product.nameEs ?? product.name)}" />`
  const responsive = srcSet ? `; imagesrcset="${srcSet}"; imagesizes="${PRODUCT_PAGE_PHOTO_SIZES}"` : ''
  return { meta, link: `<${encodeURI(src)}>; rel=preload; as=image; fetchpriority=high${responsive}` }
}
