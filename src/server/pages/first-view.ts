import { type PhotoSize, PRODUCT_CARD_PHOTO_SIZES, PRODUCT_PAGE_PHOTO_SIZES, productImageSources } from '../../domain/catalog/product-photos'
import { MAX_ID } from '../../domain/validation'

/** index.html's marker for what a catalogue page shows first (src/web/index.html): filled here, read by the shell. */
export const FIRST_VIEW_MARKER = '<meta name="first-view" content="" />'

type Named = { name: string; nameEs: string | null }
type ProductOnPage = Named & { imageUrl: string }

/** Where the shop's catalogue comes from: the same reads as GET /api/products, /api/products/:id and /api/categories. */
export type Catalogue = {
  product: (id: number) => Promise<ProductOnPage>
  products: () => Promise<ProductOnPage[]>
  categories: () => Promise<Named[]>
}

/** A photo as ProductImage draws it: the same address, sizes and alt, so the app's image comes from the cache. */
type Photo = { src: string; srcset?: string; sizes: string; alt: string; altEs: string }

/**
 * What the shell draws before the app runs (index.html's script reads it as JSON): a product page's photo, or the
 * product list's category tabs and the photos of its first row.
 */
type FirstViewData = { photo: Photo } | { categories: { name: string; nameEs: string }[]; cards: Photo[] }

/** The page's tag for the shell, and a Link header that fetches the first photo before anything else. */
export type FirstView = { meta: string; link: string }

/** How long a page waits for its first view's data (the catalogue is usually in memory, or milliseconds away). */
export const FIRST_VIEW_WAIT_MS = 1500

const PRODUCT_PAGE = /^\/products\/([1-9]\d{0,9})$/
/** The list's first row has at most three cards (lg:grid-cols-3); the shell draws no card below it. */
const FIRST_ROW = 3

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function photoOf(product: ProductOnPage, shown: PhotoSize, sizes: string, alt: boolean): Photo {
  const { src, srcSet } = productImageSources(product.imageUrl, shown)
  return {
    src,
    ...(srcSet ? { srcset: srcSet } : {}),
    sizes,
    alt: alt ? product.name : '',
    altEs: alt ? (product.nameEs ?? product.name) : '',
  }
}

function preloadOf(photo: Photo): string {
  const responsive = photo.srcset ? `; imagesrcset="${photo.srcset}"; imagesizes="${photo.sizes}"` : ''
  return `<${encodeURI(photo.src)}>; rel=preload; as=image; fetchpriority=high${responsive}`
}

async function dataOf(pathname: string, catalogue: Catalogue): Promise<FirstViewData | undefined> {
  if (pathname === '/products') {
    const [products, categories] = await Promise.all([catalogue.products(), catalogue.categories()])
    const cards = products.slice(0, FIRST_ROW).map((product) => photoOf(product, 'small', PRODUCT_CARD_PHOTO_SIZES, false))
    // A card without a photo shows the no-photo picture (product-photos.ts), so every card of the row has one.
    if (cards.length === 0) return undefined
    return { categories: categories.map(({ name, nameEs }) => ({ name, nameEs: nameEs ?? name })), cards }
  }
  const id = Number(PRODUCT_PAGE.exec(pathname)?.[1] ?? Number.NaN)
  if (!(id <= MAX_ID)) return undefined
  const product = await catalogue.product(id)
  return product.imageUrl ? { photo: photoOf(product, 'large', PRODUCT_PAGE_PHOTO_SIZES, true) } : undefined
}

/**
 * The first view of a catalogue page, so the shell paints its largest image before the app's code and reads have
 * arrived. Undefined for any other page, an unknown product, a photo missing, or the database not answering within
 * FIRST_VIEW_WAIT_MS: the shell then shows its loading line as before.
 */
export async function firstViewOf(pathname: string, catalogue: Catalogue): Promise<FirstView | undefined> {
  let timer: NodeJS.Timeout | undefined
  // A database that stalls must not hold the page: past the wait it is served without, and the app shows its own state.
  const giveUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, FIRST_VIEW_WAIT_MS, undefined)
  })
  const data = await Promise.race([dataOf(pathname, catalogue).catch(() => undefined), giveUp]).finally(() => clearTimeout(timer))
  if (!data) return undefined
  const first = 'photo' in data ? data.photo : data.cards[0]
  if (!first) return undefined
  return { meta: `<meta name="first-view" content="${attribute(JSON.stringify(data))}" />`, link: preloadOf(first) }
}
