import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MAX_PHOTO_BYTES, PHOTO_WIDTHS, type PhotoSize } from '../../domain/catalog/product-photos'
import { DomainError } from '../../domain/errors'
import { text } from '../../domain/written-text'
import type { PhotoService } from './photos.service'

const storedPhotoSchema = z.object({ id: z.string(), url: z.string(), smallUrl: z.string(), width: z.number(), height: z.number() })
const SIZE_BY_WIDTH = new Map(Object.entries(PHOTO_WIDTHS).map(([size, width]) => [String(width), size as PhotoSize]))
/** A photo's address names its content: the same address is always the same bytes, so browsers keep it a year. */
const FOREVER = 'public, max-age=31536000, immutable'

/**
 * POST /api/photos (staff): the photo as the request body (Content-Type image/jpeg, image/png or image/webp), or as
 * the one file of a multipart form; 201 with the shop's own addresses of the WebP it made.
 * GET /photos/:id-:width.webp (public): the stored WebP.
 */
export const photoRoutes: FastifyPluginAsyncZod<{ photos: PhotoService }> = async (app, { photos }) => {
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } })
  // The type is checked by content afterwards; the header only says how the bytes come.
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_request, body, done) => done(null, body))

  app.post('/api/photos', { bodyLimit: MAX_PHOTO_BYTES, schema: { response: { 201: storedPhotoSchema } } }, async (request, reply) => {
    if (!request.isMultipart() && !Buffer.isBuffer(request.body)) {
      throw new DomainError('unsupported_media_type', text('photo_content_type'))
    }
    const bytes = request.isMultipart() ? await uploadedFile(request) : (request.body as Buffer)
    if (!bytes?.length) throw new DomainError('validation', text('photo_type'), [{ path: 'photo', message: text('photo_type') }])
    return reply.code(201).send(await photos.store(bytes))
  })

  app.get(
    '/photos/:file',
    { config: { public: true }, schema: { params: z.object({ file: z.string().regex(/^[a-f0-9]{16,64}-\d+\.webp$/) }) } },
    async (request, reply) => {
      const [, id, width] = /^([a-f0-9]+)-(\d+)\.webp$/.exec(request.params.file) ?? []
      const size = SIZE_BY_WIDTH.get(width ?? '')
      const bytes = id && size ? await photos.read(id, size) : null
      if (!bytes) throw new DomainError('not_found', text('photo_not_found'))
      return reply.header('content-type', 'image/webp').header('cache-control', FOREVER).send(bytes)
    },
  )
}

/**
 * The one file of a multipart upload; one over 5 MB is refused with 413 while it streams in. The plugin says so by
 * throwing, but when the limit is hit before the file is read it may hand back no file or a cut one instead.
 */
async function uploadedFile(request: FastifyRequest): Promise<Buffer | null> {
  const file = await request.file()
  const bytes = file ? await file.toBuffer() : null
  const oversized = Number(request.headers['content-length']) > MAX_PHOTO_BYTES
  if (file?.file.truncated || (!bytes?.length && oversized)) throw new DomainError('payload_too_large', text('photo_too_large'))
  return bytes
}
