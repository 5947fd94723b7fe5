import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  invoiceRequestChangeSchema,
  invoiceRequestListQuerySchema,
  invoiceRequestSchema,
  invoiceRequestSchemaOut,
  staffInvoiceRequestSchema,
} from '../../domain/invoicing/invoice-request-schemas'
import { orderAccessQuerySchema } from '../../domain/orders/order-schemas'
import { idParamsSchema } from '../../domain/validation'
import { sendCsv } from '../plugins/csv-download'
import { sendPage } from '../plugins/paging'
import type { InvoiceRequestService } from './invoice-requests.service'

/** Tax data for one factura: well under a few KB. */
const SMALL_BODY = 8 * 1024

export const invoiceRequestRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceRequestService }> = async (app, { invoices }) => {
  // Public: the order's access token, not a session, shows the order is the caller's.
  app.post(
    '/api/orders/:id/invoice-request',
    {
      config: { public: true, rateLimit: 'orderLinks' },
      bodyLimit: SMALL_BODY,
      schema: { params: idParamsSchema, body: invoiceRequestSchema, response: { 201: invoiceRequestSchemaOut } },
    },
    async (request, reply) => reply.code(201).send(await invoices.request(request.params.id, request.body)),
  )

  app.get(
    '/api/invoice-requests',
    { schema: { querystring: invoiceRequestListQuerySchema, response: { 200: z.union([z.array(staffInvoiceRequestSchema), z.string()]) } } },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        return sendCsv(reply, 'facturas.csv', await invoices.csv(request.query))
      }
      const { rows, total } = await invoices.page(request.query)
      return sendPage(request, reply, rows, total, request.query)
    },
  )

  app.get('/api/invoice-requests/provider', { schema: { response: { 200: z.object({ configured: z.boolean() }) } } }, () => ({
    configured: invoices.providerConfigured(),
  }))

  app.post('/api/invoice-requests/:id/issue', { schema: { params: idParamsSchema, response: { 200: invoiceRequestSchemaOut } } }, (request) =>
    invoices.issue(request.params.id),
  )

  app.post('/api/invoice-requests/:id/cancel', { schema: { params: idParamsSchema, response: { 200: invoiceRequestSchemaOut } } }, (request) =>
    invoices.cancel(request.params.id),
  )

  // The customer's side, with the order's token: is the factura ready, and its files once it is.
  app.get(
    '/api/orders/:id/invoice-request',
    {
      config: { public: true },
      schema: { params: idParamsSchema, querystring: orderAccessQuerySchema, response: { 200: invoiceRequestSchemaOut.nullable() } },
    },
    (request) => invoices.forCustomer(request.params.id, request.query.token ?? ''),
  )

  app.get(
    '/api/orders/:id/factura/:format',
    {
      // Each download goes to Facturapi: a holder of the link gets a few a minute, not a flood.
      config: { public: true, rateLimit: 'messages' },
      schema: { params: idParamsSchema.extend({ format: z.enum(['pdf', 'xml']) }), querystring: orderAccessQuerySchema },
    },
    async (request, reply) => {
      const { id, format } = request.params
      const file = await invoices.download(id, request.query.token ?? '', format)
      return reply
        .type(format === 'pdf' ? 'application/pdf' : 'application/xml')
        .header('content-disposition', `attachment; filename="factura-${id}.${format}"`)
        .header('cache-control', 'private, no-store')
        .send(file)
    },
  )

  app.patch(
    '/api/invoice-requests/:id',
    { schema: { params: idParamsSchema, body: invoiceRequestChangeSchema, response: { 200: invoiceRequestSchemaOut } } },
    (request) => invoices.setStatus(request.params.id, request.body.status),
  )
}
