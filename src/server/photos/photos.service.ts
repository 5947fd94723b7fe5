import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { PHOTO_WIDTHS, type PhotoSize, photoKind, photoPath } from '../../domain/catalog/product-photos'
import { DomainError } from '../../domain/errors'
import { text } from '../../domain/written-text'
import type { Database } from '../db/client'
import { photos } from '../db/schema'

/** A picture larger than this (e.g. a 40-megapixel camera raw or a decompression bomb) is refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000
const WEBP_QUALITY = 80

export type StoredPhoto = { id: string; url: string; smallUrl: string; width: number; height: number }

const notAPhoto = () => new DomainError('validation', text('photo_type'), [{ path: 'photo', message: text('photo_type') }])

/** Re-encodes a photo to WebP at one width (never wider than the original), turned the way the camera held it. */
async function webpAt(bytes: Buffer, width: number) {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Upload, re-encoding and serving of product photos; the bytes live in PostgreSQL so every instance serves them. */
export function createPhotoService({ db }: { db: Database }) {
  return {
    async store(bytes: Buffer): Promise<StoredPhoto> {
      // The first bytes decide, not the name or the Content-Type: a text file called photo.png is not a photo.
      if (!photoKind(bytes)) throw notAPhoto()
      const [large, small] = await Promise.all([webpAt(bytes, PHOTO_WIDTHS.large), webpAt(bytes, PHOTO_WIDTHS.small)]).catch(() => {
        throw notAPhoto()
      })
      const id = createHash('sha256').update(large.data).digest('hex').slice(0, 32)
      await db.insert(photos).values({ id, width: large.width, height: large.height, small: small.data, large: large.data }).onConflictDoNothing()
      return { id, url: photoPath(id, 'large'), smallUrl: photoPath(id, 'small'), width: large.width, height: large.height }
    },

    async read(id: string, size: PhotoSize): Promise<Buffer | null> {
      const column = size === 'small' ? photos.small : photos.large
      const [row] = await db.select({ bytes: column }).from(photos).where(eq(photos.id, id))
      return row?.bytes ?? null
    },
  }
}
export type PhotoService = ReturnType<typeof createPhotoService>
