import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  contactMessageInputSchema,
  contactMessageListQuerySchema,
  contactMessageSchema,
  newsletterInputSchema,
  newsletterSubscriberSchema,
  unsubscribeSchema,
} from '../../domain/messages/visitor-message-schemas'
import { idParamsSchema, pageQuerySchema } from '../../domain/validation'
import { sendCsv } from '../plugins/csv-download'
import { sendPage } from '../plugins/paging'
import type { VisitorMessageService } from './visitor-messages.service'

/** A message or an email address: a few KB at most. */
const SMALL_BODY = 8 * 1024

export const visitorMessageRoutes: FastifyPluginAsyncZod<{ messages: VisitorMessageService }> = async (app, { messages }) => {
  app.post(
    '/api/contact',
    {
      config: { public: true, rateLimit: 'messages' },
      bodyLimit: SMALL_BODY,
      schema: { body: contactMessageInputSchema, response: { 201: z.object({ id: z.number() }) } },
    },
    async (request, reply) => reply.code(201).send(await messages.receive(request.body)),
  )

  app.get(
    '/api/contact-messages',
    { schema: { querystring: contactMessageListQuerySchema, response: { 200: z.array(contactMessageSchema) } } },
    async (request, reply) => {
      const { rows, total } = await messages.page(request.query)
      return sendPage(request, reply, rows, total, request.query)
    },
  )

  app.patch(
    '/api/contact-messages/:id',
    { schema: { params: idParamsSchema, body: z.object({ answered: z.boolean() }).strict(), response: { 200: contactMessageSchema } } },
    (request) => messages.markAnswered(request.params.id, request.body.answered),
  )

  app.post(
    '/api/newsletter',
    {
      config: { public: true, rateLimit: 'messages' },
      bodyLimit: SMALL_BODY,
      schema: { body: newsletterInputSchema, response: { 201: z.object({ subscribed: z.boolean() }) } },
    },
    async (request, reply) => {
      await messages.subscribe(request.body.email)
      return reply.code(201).send({ subscribed: true })
    },
  )

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: { public: true, rateLimit: 'messages' },
      bodyLimit: SMALL_BODY,
      schema: { body: unsubscribeSchema, response: { 200: z.object({ subscribed: z.boolean() }) } },
    },
    async (request) => {
      await messages.unsubscribe(request.body.token)
      return { subscribed: false }
    },
  )

  app.get(
    '/api/newsletter-subscribers',
    {
      schema: {
        querystring: pageQuerySchema.extend({ format: z.enum(['json', 'csv']).default('json') }).strict(),
        response: { 200: z.union([z.array(newsletterSubscriberSchema), z.string()]) },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        const origin = `${request.protocol}://${request.host}`
        return sendCsv(reply, 'newsletter.csv', await messages.subscribersCsv(origin))
      }
      const { rows, total } = await messages.subscribers(request.query)
      return sendPage(request, reply, rows, total, request.query)
    },
  )
}
