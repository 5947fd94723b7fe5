import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  unfiledReplyQuerySchema,
  unfiledReplySchema,
  whatsappAnswerSchema,
  whatsappMessageSchema,
  whatsappSendSchema,
  whatsappStatusSchema,
} from '../../domain/shop/whatsapp-messages'
import { idParamsSchema } from '../../domain/validation'
import { sendPage } from '../plugins/paging'
import type { WhatsappService } from './whatsapp.service'
import type { WhatsappWebhook } from './whatsapp-webhook'

/** Meta's webhook deliveries are a few KB; this leaves room for a batch without accepting junk. */
const WEBHOOK_BODY_LIMIT = 512 * 1024

const verifyQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
})

/** Staff routes have no `public` flag: the access-control hook answers 401 to anyone else. The webhook is Meta's. */
export const whatsappRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsappService; webhook: WhatsappWebhook }> = async (app, { whatsapp, webhook }) => {
  app.post('/api/whatsapp/send', { schema: { body: whatsappSendSchema, response: { 202: whatsappMessageSchema } } }, async (request, reply) =>
    reply.code(202).send(await whatsapp.queue(request.body)),
  )

  app.post('/api/whatsapp/mark-sent', { schema: { body: whatsappSendSchema, response: { 201: whatsappMessageSchema } } }, async (request, reply) =>
    reply.code(201).send(await whatsapp.markSentByHand(request.body)),
  )

  app.get('/api/orders/:id/messages', { schema: { params: idParamsSchema, response: { 200: z.array(whatsappMessageSchema) } } }, (request) =>
    whatsapp.listForOrder(request.params.id),
  )

  app.get(
    '/api/whatsapp/replies/unfiled',
    { schema: { querystring: unfiledReplyQuerySchema, response: { 200: z.array(unfiledReplySchema) } } },
    async (request, reply) => {
      const { rows, total } = await whatsapp.unfiledReplies(request.query)
      return sendPage(request, reply, rows, total, request.query)
    },
  )

  app.patch(
    '/api/whatsapp/replies/:id',
    { schema: { params: idParamsSchema, body: z.object({ answered: z.boolean() }).strict() } },
    async (request, reply) => {
      await whatsapp.markReplyAnswered(request.params.id, request.body.answered)
      return reply.code(204).send()
    },
  )

  app.post(
    '/api/whatsapp/replies/:id/answer',
    { schema: { params: idParamsSchema, body: whatsappAnswerSchema, response: { 202: whatsappMessageSchema } } },
    async (request, reply) => reply.code(202).send(await whatsapp.answerReply(request.params.id, request.body.message)),
  )

  app.get('/api/whatsapp/status', { schema: { response: { 200: whatsappStatusSchema } } }, () => whatsapp.status())

  // Limited like other lookups: a stranger may not try verify tokens by the thousand.
  app.get('/api/whatsapp/webhook', { config: { public: true, rateLimit: 'lookups' }, schema: { querystring: verifyQuerySchema } }, (request, reply) =>
    reply.type('text/plain').send(webhook.verify(request.query)),
  )

  // The signature covers the exact bytes Meta sent, so this route keeps the body raw (as the Stripe webhook does);
  // the parser lives only inside this encapsulated plugin.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers()
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body))
    raw.post('/api/whatsapp/webhook', { config: { public: true }, bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
      const signature = request.headers['x-hub-signature-256']
      return webhook.receive(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), typeof signature === 'string' ? signature : undefined)
    })
  })
}
