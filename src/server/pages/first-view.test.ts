import { describe, expect, it } from 'vitest'
import { NO_PHOTO, PRODUCT_CARD_PHOTO_SIZES, PRODUCT_PAGE_PHOTO_SIZES } from '../../domain/catalog/product-photos'
import { type Catalogue, FIRST_VIEW_WAIT_MS, firstViewOf } from './first-view'

const STORED = '/photos/0123456789abcdef0123-1200.webp'
const PRODUCTS = [
  { imageUrl: '/images/artisan-sourdough.svg', name: 'Artisan Sourdough', nameEs: 'Pan de masa madre' },
  { imageUrl: STORED, name: 'Concha "de vainilla" <b>', nameEs: null },
  { imageUrl: '', name: 'No photo', nameEs: null },
]
const catalogue = (products = PRODUCTS): Catalogue => ({
  product: async (id) => {
    const product = products[id - 1]
    if (!product) throw new Error(`Product ${id} was not found`)
    return product
  },
  products: async () => products,
  categories: async () => [
    { name: 'Breads', nameEs: 'Panes' },
    { name: 'Cookies', nameEs: null },
  ],
})

/** The JSON the shell reads from the page's tag. */
const dataOf = (meta: string | undefined) =>
  JSON.parse(
    (/content="([^"]*)"/.exec(meta ?? '')?.[1] ?? 'null')
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  )

describe("a catalogue page's first view", () => {
  it("names a product page's photo as the app draws it, in both languages, and preloads it first", async () => {
    const view = await firstViewOf('/products/1', catalogue())
    expect(dataOf(view?.meta)).toEqual({
      photo: { src: '/images/artisan-sourdough.svg', sizes: PRODUCT_PAGE_PHOTO_SIZES, alt: 'Artisan Sourdough', altEs: 'Pan de masa madre' },
    })
    expect(view?.link).toBe('</images/artisan-sourdough.svg>; rel=preload; as=image; fetchpriority=high')
  })

  it('offers a stored photo in both sizes, as ProductImage does, and escapes what staff wrote', async () => {
    const view = await firstViewOf('/products/2', catalogue())
    expect(view?.meta).not.toContain('<b>')
    expect(dataOf(view?.meta).photo).toEqual({
      src: '/photos/0123456789abcdef0123-1200.webp',
      srcset: '/photos/0123456789abcdef0123-480.webp 480w, /photos/0123456789abcdef0123-1200.webp 1200w',
      sizes: PRODUCT_PAGE_PHOTO_SIZES,
      alt: 'Concha "de vainilla" <b>',
      altEs: 'Concha "de vainilla" <b>',
    })
    expect(view?.link).toContain('imagesrcset="/photos/0123456789abcdef0123-480.webp 480w')
  })

  it("gives the list its category tabs and the photos of its first row, each card's size", async () => {
    const view = await firstViewOf('/products', catalogue(PRODUCTS.slice(0, 2)))
    const data = dataOf(view?.meta)
    expect(data.categories).toEqual([
      { name: 'Breads', nameEs: 'Panes' },
      { name: 'Cookies', nameEs: 'Cookies' },
    ])
    expect(data.cards.map((card: { src: string }) => card.src)).toEqual(['/images/artisan-sourdough.svg', '/photos/0123456789abcdef0123-480.webp'])
    expect(data.cards[1].sizes).toBe(PRODUCT_CARD_PHOTO_SIZES)
    expect(view?.link).toBe('</images/artisan-sourdough.svg>; rel=preload; as=image; fetchpriority=high')
  })

  it('draws a card without a photo in the first row as the no-photo picture the list shows', async () => {
    const view = await firstViewOf('/products', catalogue())
    expect(dataOf(view?.meta).cards.map((card: { src: string }) => card.src)).toContain(NO_PHOTO)
  })

  it('is nothing for other pages, unknown or photo-less products, ids that are not ids', async () => {
    for (const path of ['/products/3', '/products/424242', '/products/01', '/products/1/x', '/products/99999999999', '/cart']) {
      expect(await firstViewOf(path, catalogue()), path).toBeUndefined()
    }
  })

  it('is nothing when the database does not answer', async () => {
    const down: Catalogue = {
      product: () => Promise.reject(new Error('down')),
      products: () => Promise.reject(new Error('down')),
      categories: async () => [],
    }
    expect(await firstViewOf('/products', down)).toBeUndefined()
    expect(await firstViewOf('/products/1', down)).toBeUndefined()
  })
})

describe('a catalogue page while the database does not answer', () => {
  it('is served without its first view after a short wait, not held for as long as the database stalls', async () => {
    const stalled: Catalogue = {
      product: () => new Promise(() => {}),
      products: () => new Promise(() => {}),
      categories: () => new Promise(() => {}),
    }
    const started = Date.now()
    expect(await firstViewOf('/products/1', stalled)).toBeUndefined()
    expect(await firstViewOf('/products', stalled)).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(2 * FIRST_VIEW_WAIT_MS + 1000)
  })
})
