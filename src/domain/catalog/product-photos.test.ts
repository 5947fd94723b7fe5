import { expect, it } from 'vitest'
import { NO_PHOTO, productImageSources } from './product-photos'

it('shows an uploaded photo in the size the page needs, a given image as it is, and none as the no-photo picture', () => {
  const id = 'a'.repeat(16)
  expect(productImageSources(`/photos/${id}-480.webp`, 'large')).toEqual({
    src: `/photos/${id}-1200.webp`,
    srcSet: `/photos/${id}-480.webp 480w, /photos/${id}-1200.webp 1200w`,
  })
  expect(productImageSources('/images/artisan-sourdough.svg', 'small')).toEqual({ src: '/images/artisan-sourdough.svg' })
  expect(productImageSources('', 'small')).toEqual({ src: NO_PHOTO })
})
