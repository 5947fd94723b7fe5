import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DomainError } from '../../domain/errors'
import { orderAccessQuerySchema } from '../../domain/orders/order-schemas'
import { MAX_RECEIPT_BYTES, RECEIPT_TYPES, type ReceiptType } from '../../domain/payments/receipts'
import { idParamsSchema } from '../../domain/validation'
import { text } from '../../domain/written-text'
import type { ReceiptService } from './receipts.service'

/**
 * POST /api/orders/:id/receipt?token=… (the customer): the receipt as the request body (image/jpeg, image/png,
 * image/webp or application/pdf, 5 MB at most; any other type is 415); its bytes must then be the type sent (400
 * otherwise). GET (staff) serves it back.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (app, { receipts }) => {
  app.addContentTypeParser(/^(image\/|application\/pdf)/, { parseAs: 'buffer', bodyLimit: MAX_RECEIPT_BYTES }, (_request, body, done) =>
    done(null, body),
  )

  app.post(
    '/api/orders/:id/receipt',
    {
      config: { public: true, rateLimit: 'orderLinks' },
      bodyLimit: MAX_RECEIPT_BYTES,
      schema: {
        params: idParamsSchema,
        querystring: orderAccessQuerySchema,
        response: { 201: z.object({ contentType: z.string(), uploadedAt: z.string() }) },
      },
    },
    async (request, reply) => {
      const declared = declaredReceiptType(request.headers['content-type'])
      if (!Buffer.isBuffer(request.body) || !declared) {
        throw new DomainError('unsupported_media_type', text('receipt_content_type'))
      }
      return reply.code(201).send(await receipts.attach(request.params.id, request.query.token ?? '', request.body, declared))
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

/** The type the client sent, without parameters or capitals, when it is one a receipt may be; null for any other. */
function declaredReceiptType(header: string | undefined): ReceiptType | null {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? ''
  return (RECEIPT_TYPES as readonly string[]).includes(type) ? (type as ReceiptType) : null
}
