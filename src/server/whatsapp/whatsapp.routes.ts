import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { whatsappMessageSchema, whatsappSendSchema, whatsappStatusSchema } from '../../domain/shop/whatsapp-messages'
import { idParamsSchema } from '../../domain/validation'
import type { WhatsappService } from './whatsapp.service'

/** Staff only (no `public` flag): the access-control hook answers 401 to anyone else. */
export const whatsappRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsappService }> = async (app, { whatsapp }) => {
  app.post('/api/whatsapp/send', { schema: { body: whatsappSendSchema, response: { 202: whatsappMessageSchema } } }, async (request, reply) =>
    reply.code(202).send(await whatsapp.queue(request.body.orderId, request.body.message)),
  )

  app.get('/api/orders/:id/messages', { schema: { params: idParamsSchema, response: { 200: z.array(whatsappMessageSchema) } } }, (request) =>
    whatsapp.listForOrder(request.params.id),
  )

  app.get('/api/whatsapp/status', { schema: { response: { 200: whatsappStatusSchema } } }, () => whatsapp.status())
}
