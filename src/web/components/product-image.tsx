import type { ImgHTMLAttributes } from 'react'
import { type PhotoSize, productImageSources } from '../../domain/catalog/product-photos'

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  imageUrl: string
  /** The size the page shows it at: a card or a cart line 'small', the product page 'large'. */
  shown: PhotoSize
  /** How wide it is on the page, so the browser picks the smaller file where that is enough. */
  sizes: string
}

/** A product's picture: an uploaded photo in the WebP size the browser needs, or the address staff gave as it is. */
export function ProductImage({ imageUrl, shown, sizes, alt = '', ...rest }: ProductImageProps) {
  const { src, srcSet } = productImageSources(imageUrl, shown)
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} {...rest} />
}
