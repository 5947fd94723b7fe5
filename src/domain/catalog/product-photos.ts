/**
 * Product photos staff upload: what the shop accepts, the sizes it keeps, and the addresses it serves them at.
 * The server re-encodes every upload, so what a visitor downloads is always a WebP the shop made itself.
 */

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024

/** The widths kept: the card and cart thumbnail, and the product page (both at up to 2× on a phone). */
export const PHOTO_WIDTHS = { small: 480, large: 1200 } as const
export type PhotoSize = keyof typeof PHOTO_WIDTHS

export type PhotoKind = 'jpeg' | 'png' | 'webp'

/** The type of an upload by its first bytes, never by its name or the header the browser sent; null for anything else. */
export function photoKind(bytes: Uint8Array): PhotoKind | null {
  const starts = (offset: number, ...expected: number[]) => expected.every((byte, index) => bytes[offset + index] === byte)
  if (starts(0, 0xff, 0xd8, 0xff)) return 'jpeg'
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  // 'RIFF' <size> 'WEBP'
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'webp'
  return null
}

/** How wide the product page shows its photo: half the page beside its details, or the whole phone screen. */
export const PRODUCT_PAGE_PHOTO_SIZES = '(min-width: 768px) 36rem, 100vw'

/** How wide a product card shows its photo: three cards a row, two, or the whole phone screen. */
export const PRODUCT_CARD_PHOTO_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw'

/** Where the shop serves a stored photo: content-addressed, so the bytes under one address never change. */
export const photoPath = (id: string, size: PhotoSize) => `/photos/${id}-${PHOTO_WIDTHS[size]}.webp`

export const NO_PHOTO = '/images/no-photo.svg'

const STORED_PHOTO = /^\/photos\/([a-f0-9]{16,64})-(\d+)\.webp$/

/**
 * The image attributes for a product's `imageUrl`: a stored photo offers both sizes to the browser, which picks by the
 * width it shows; any other address (the demo's drawings) is used as it is.
 */
export function productImageSources(imageUrl: string, shownSize: PhotoSize): { src: string; srcSet?: string } {
  // A product staff gave no picture yet shows a plain loaf outline, not an empty frame.
  if (imageUrl === '') return { src: NO_PHOTO }
  const stored = STORED_PHOTO.exec(imageUrl)
  if (!stored?.[1]) return { src: imageUrl }
  const id = stored[1]
  return {
    src: photoPath(id, shownSize),
    srcSet: `${photoPath(id, 'small')} ${PHOTO_WIDTHS.small}w, ${photoPath(id, 'large')} ${PHOTO_WIDTHS.large}w`,
  }
}
