import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DomainError } from '../../domain/errors'
import { orderAccessQuerySchema } from '../../domain/orders/order-schemas'
import { MAX_RECEIPT_BYTES } from '../../domain/payments/receipts'
import { idParamsSchema } from '../../domain/validation'
import { text } from '../../domain/written-text'
import type { ReceiptService } from './receipts.service'

/**
 * POST /api/orders/:id/receipt?token=… (the customer): the receipt as the request body (image/jpeg, image/png,
 * image/webp or application/pdf, 5 MB at most); its type is then checked by content. GET (staff) serves it back.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (app, { receipts }) => {
  app.addContentTypeParser(/^(image\/|application\/pdf)/, { parseAs: 'buffer', bodyLimit: MAX_RECEIPT_BYTES }, (_request, body, done) =>
    done(null, body),
  )

  app.post(
    '/api/orders/:id/receipt',
    {
      config: { public: true, rateLimit: 'messages' },
      bodyLimit: MAX_RECEIPT_BYTES,
      schema: {
        params: idParamsSchema,
        querystring: orderAccessQuerySchema,
        response: { 201: z.object({ contentType: z.string(), uploadedAt: z.string() }) },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new DomainError('unsupported_media_type', text('receipt_content_type'))
      }
      return reply.code(201).send(await receipts.attach(request.params.id, request.query.token ?? '', request.body))
    },
  )

  app.get('/api/orders/:id/receipt', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const receipt = await receipts.read(request.params.id)
    // A PDF is downloaded, never rendered inside the shop's origin; an image may show inline.
    const disposition = receipt.contentType === 'application/pdf' ? 'attachment' : 'inline'
    return reply
      .header('content-type', receipt.contentType)
      .header('content-disposition', `${disposition}; filename="receipt-${request.params.id}.${receipt.contentType.split('/')[1]}"`)
      .header('cache-control', 'private, no-store')
      .send(receipt.bytes)
  })
}
