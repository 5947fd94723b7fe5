import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CUSTOMER_TICKET_HEADER } from '../../domain/customers/customer-schemas'
import { DomainError } from '../../domain/errors'
import {
  orderAccessQuerySchema,
  orderDeliveryChangeSchema,
  orderItemSchema,
  orderListQuerySchema,
  orderMoveSchema,
  orderRequestSchema,
  orderSchema,
  orderSummarySchema,
  placedOrderSchema,
} from '../../domain/orders/order-schemas'
import { ORDER_STATUSES } from '../../domain/orders/order-status'
import { paymentRecordSchema } from '../../domain/payments/payment-schemas'
import { orderConversationSchema } from '../../domain/shop/whatsapp-messages'
import { idParamsSchema, idSchema, isoDateSchema, pageOffset, pageQuerySchema } from '../../domain/validation'
import { text } from '../../domain/written-text'
import type { CustomerService } from '../customers/customers.service'
import type { PaymentRecordService } from '../payments/payment-records.service'
import type { PaymentService } from '../payments/payments.service'
import { sendPage } from '../plugins/paging'
import type { WhatsappService } from '../whatsapp/whatsapp.service'
import type { OrderService } from './orders.service'

const placeHeadersSchema = z.object({
  'idempotency-key': z.string().min(8).max(200).optional(),
  [CUSTOMER_TICKET_HEADER]: z.string().min(1).max(100).optional(),
})
/** `from`: the status the staff member saw; a change made meanwhile by someone else is then refused, not undone. */
const statusBodySchema = z.object({ status: z.enum(ORDER_STATUSES), from: z.enum(ORDER_STATUSES).optional() })

/** Staff also see the order's WhatsApp messages, replies, consent and recorded payments; the customer's link shows the order alone. */
const orderDetailSchema = orderSchema.extend({ ...orderConversationSchema.partial().shape, paymentRecords: z.array(paymentRecordSchema).optional() })

type Deps = {
  orders: OrderService
  customers: CustomerService
  whatsapp: WhatsappService
  paymentRecords: PaymentRecordService
  payments: Pick<PaymentService, 'closeIntentForStaff' | 'refundCancelledCardOrder'>
}

export const orderRoutes: FastifyPluginAsyncZod<Deps> = async (app, { orders, customers, whatsapp, paymentRecords, payments }) => {
  app.post(
    '/api/orders',
    {
      config: { public: true, rateLimit: 'orders' },
      schema: { body: orderRequestSchema, headers: placeHeadersSchema, response: { 201: placedOrderSchema } },
    },
    // With a staff session it is a staff order (a WhatsApp or phone customer, perhaps new): see CONTRACT 'Staff
    // orders'. Anyone else orders with the details they sent to POST /api/customers just before.
    async (request, reply) => {
      const { 'idempotency-key': idempotencyKey, [CUSTOMER_TICKET_HEADER]: ticket } = request.headers
      const { customerId } = request.body.order
      if (request.user?.isAdmin) {
        return reply.code(201).send(await orders.placeOrder(request.body, { idempotencyKey, staffUserId: request.user.id }))
      }
      if (customerId === undefined) {
        // Only a staff session may name a new customer: none (a staff page whose session ended) is asked to sign in.
        throw new DomainError('unauthorized', text('staff_adds_customer'), [{ path: 'newCustomer', message: text('staff_adds_customer') }])
      }
      const contact = await customers.contactFor(customerId, ticket, request.ip)
      return reply.code(201).send(await orders.placeOrder(request.body, { idempotencyKey, contact }))
    },
  )

  app.get(
    '/api/orders/:id',
    { config: { public: true }, schema: { params: idParamsSchema, querystring: orderAccessQuerySchema, response: { 200: orderDetailSchema } } },
    async (request) =>
      request.user?.isAdmin
        ? {
            ...(await orders.get(request.params.id)),
            ...(await whatsapp.conversation(request.params.id)),
            paymentRecords: await paymentRecords.history(request.params.id),
          }
        : orders.getForCustomer(request.params.id, request.query.token),
  )

  app.get('/api/orders', { schema: { querystring: orderListQuerySchema, response: { 200: z.array(orderSchema) } } }, async (request, reply) => {
    const { limit, page, ...filter } = request.query
    const found = await orders.page(filter, { limit, offset: pageOffset({ limit, page }) })
    return sendPage(request, reply, found.orders, found.total, { limit, page })
  })

  app.get('/api/orders/summary', { schema: { response: { 200: orderSummarySchema } } }, () => orders.summary())

  app.get('/api/orders/date/:date', { schema: { params: z.object({ date: isoDateSchema }), response: { 200: z.array(orderSchema) } } }, (request) =>
    orders.list({ pickupDate: request.params.date }),
  )

  // A regular's history grows every week: paged like every staff list, newest first.
  app.get(
    '/api/orders/customer/:customerId',
    { schema: { params: z.object({ customerId: idSchema }), querystring: pageQuerySchema, response: { 200: z.array(orderSchema) } } },
    async (request, reply) => {
      const found = await orders.page({ customerId: request.params.customerId }, { limit: request.query.limit, offset: pageOffset(request.query) })
      return sendPage(request, reply, found.orders, found.total, request.query)
    },
  )

  app.get('/api/orders/:id/items', { schema: { params: idParamsSchema, response: { 200: z.array(orderItemSchema) } } }, (request) =>
    orders.items(request.params.id),
  )

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/orders/:id/status',
      schema: { params: idParamsSchema, body: statusBodySchema, response: { 200: orderSchema } },
      handler: async (request) => {
        const { status, from } = request.body
        // A stale screen is refused before anything changes, the card payment included.
        if (from) await orders.assertStatusFrom(request.params.id, from)
        // A cancelled order can no longer be paid by card either.
        if (status === 'cancelled') await payments.closeIntentForStaff(request.params.id)
        const order = await orders.setStatus(request.params.id, status, from)
        // A card payment kept on a cancelled order goes back to the card; if Stripe cannot, staff see a refund due.
        if (status === 'cancelled' && (await payments.refundCancelledCardOrder(order, request.user?.id))) return orders.get(order.id)
        return order
      },
    })
  }

  // Staff's "Release": checked again under the order's lock, so a transfer recorded as paid meanwhile keeps its order.
  app.post('/api/orders/:id/release', { schema: { params: idParamsSchema, response: { 200: orderSchema } } }, (request) =>
    orders.releaseOverdueTransfer(request.params.id),
  )

  app.patch(
    '/api/orders/:id/whatsapp',
    { schema: { params: idParamsSchema, body: z.object({ sent: z.boolean() }), response: { 200: orderSchema } } },
    (request) => orders.setWhatsappSent(request.params.id, request.body.sent),
  )

  app.patch(
    '/api/orders/:id/delivery',
    { schema: { params: idParamsSchema, body: orderDeliveryChangeSchema, response: { 200: orderSchema } } },
    (request) => orders.changeDelivery(request.params.id, request.body),
  )

  app.patch('/api/orders/:id', { schema: { params: idParamsSchema, body: orderMoveSchema, response: { 200: orderSchema } } }, (request) =>
    orders.reschedule(request.params.id, request.body),
  )
}
