import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { customerLookupSchema, customerRequestSchema } from '../../domain/customers/customer-lookup-schemas'
import { customerProfileSchema, customerSummarySchema } from '../../domain/customers/customer-profile'
import {
  CUSTOMER_TICKET_HEADER,
  createdCustomerSchema,
  customerAddressSchema,
  customerListQuerySchema,
  customerSchema,
  staffCustomerInputSchema,
  staffLookupSchema,
} from '../../domain/customers/customer-schemas'
import { idParamsSchema } from '../../domain/validation'
import { text } from '../../domain/written-text'
import { sendPage } from '../plugins/paging'
import type { CustomerService } from './customers.service'

export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerService }> = async (app, { customers }) => {
  app.post(
    '/api/customers',
    {
      config: { public: true, rateLimit: 'signups' },
      // A name, a phone and an address: a few hundred bytes; 16 KB leaves room for long notes and nothing more.
      bodyLimit: 16 * 1024,
      schema: { body: customerRequestSchema, response: { 201: createdCustomerSchema } },
    },
    async (request, reply) => {
      const { id, ticket } = await customers.register(request.body, request.user?.isAdmin ? undefined : request.ip)
      if (ticket) reply.header(CUSTOMER_TICKET_HEADER, ticket)
      return reply.code(201).send({ id })
    },
  )

  app.get(
    '/api/customers/whatsapp/:number',
    {
      config: { public: true },
      schema: { params: z.object({ number: z.string().min(1, text('whatsapp_required')).max(40) }), response: { 200: customerLookupSchema } },
    },
    (request) => customers.findByWhatsapp(request.params.number, request.user?.isAdmin ? undefined : request.ip),
  )

  app.get(
    '/api/customers',
    { schema: { querystring: customerListQuerySchema, response: { 200: z.array(customerSchema) } } },
    async (request, reply) => {
      const { rows, total } = await customers.list(request.query)
      return sendPage(request, reply, rows, total, request.query)
    },
  )

  app.get(
    '/api/customers/stats',
    { schema: { querystring: customerListQuerySchema, response: { 200: z.array(customerSummarySchema) } } },
    async (request, reply) => {
      const { rows, total } = await customers.listWithStats(request.query)
      return sendPage(request, reply, rows, total, request.query)
    },
  )

  app.post('/api/customers/staff', { schema: { body: staffCustomerInputSchema, response: { 201: createdCustomerSchema } } }, async (request, reply) =>
    reply.code(201).send(await customers.addForStaff(request.body)),
  )

  app.get(
    '/api/customers/lookup',
    { schema: { querystring: z.object({ phone: z.string().trim().min(1).max(40) }).strict(), response: { 200: staffLookupSchema } } },
    (request) => customers.findForStaff(request.query.phone),
  )

  app.get('/api/customers/:id/profile', { schema: { params: idParamsSchema, response: { 200: customerProfileSchema } } }, (request) =>
    customers.profile(request.params.id),
  )

  app.get('/api/customers/:id', { schema: { params: idParamsSchema, response: { 200: customerSchema } } }, (request) =>
    customers.get(request.params.id),
  )

  app.put(
    '/api/customers/:id/address',
    { schema: { params: idParamsSchema, body: customerAddressSchema, response: { 200: customerSchema } } },
    (request) => customers.setAddress(request.params.id, request.body),
  )
}
