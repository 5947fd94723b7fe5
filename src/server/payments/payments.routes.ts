import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { orderAccessQuerySchema, orderSchema } from '../../domain/orders/order-schemas'
import {
  abandonOrderSchema,
  createdPaymentIntentSchema,
  createPaymentIntentSchema,
  owedDaySchema,
  paymentRecordSchema,
  paymentsConfigSchema,
  recordPaymentSchema,
  stripeVoucherReplySchema,
} from '../../domain/payments/payment-schemas'
import { idParamsSchema } from '../../domain/validation'
import type { PaymentRecordService } from './payment-records.service'
import type { PaymentService } from './payments.service'

/** Stripe's events are a few KB; this leaves room for large metadata without accepting junk. */
const WEBHOOK_BODY_LIMIT = 512 * 1024

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService; paymentRecords: PaymentRecordService }> = async (
  app,
  { payments, paymentRecords },
) => {
  app.get('/api/payments/config', { config: { public: true }, schema: { response: { 200: paymentsConfigSchema } } }, () => payments.publicConfig())

  app.post(
    '/api/create-payment-intent',
    // Each call may reach Stripe: one client looping on it must not spend the shop's Stripe rate for every customer.
    { config: { public: true, rateLimit: 'orders' }, schema: { body: createPaymentIntentSchema, response: { 200: createdPaymentIntentSchema } } },
    (request) => payments.createPaymentIntent(request.body.orderId, request.body.token),
  )

  // Public like create-payment-intent: the order's access token, not a session, shows it is the customer's.
  app.post(
    '/api/orders/:id/abandon',
    { config: { public: true, rateLimit: 'orders' }, schema: { params: idParamsSchema, body: abandonOrderSchema, response: { 200: orderSchema } } },
    (request) => payments.abandonOrder(request.params.id, request.body.token),
  )

  // Public like abandon: the order's token shows it is the customer's. Each call reaches Stripe, so it is limited the same.
  app.get(
    '/api/orders/:id/stripe-voucher',
    {
      config: { public: true, rateLimit: 'orders' },
      schema: { params: idParamsSchema, querystring: orderAccessQuerySchema, response: { 200: stripeVoucherReplySchema } },
    },
    (request) => payments.stripeVoucher(request.params.id, request.query.token),
  )

  app.get('/api/payments/owed', { schema: { response: { 200: z.array(owedDaySchema) } } }, () => paymentRecords.owedByDay())

  app.patch(
    '/api/orders/:id/payment',
    {
      schema: {
        params: idParamsSchema,
        body: recordPaymentSchema,
        response: { 200: orderSchema.extend({ paymentRecords: z.array(paymentRecordSchema) }) },
      },
    },
    async (request) => {
      // A refund needs a paid order, whose PaymentIntent is settled already: a refused one must not cancel it.
      if (request.body.paymentStatus === 'paid') await payments.closeIntentForStaff(request.params.id)
      return paymentRecords.record(request.params.id, request.body, request.user?.id)
    },
  )

  // The signature covers the exact bytes Stripe sent, so this one route keeps the body raw. The
  // parser lives only inside this encapsulated plugin; every other route still parses JSON.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers()
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body))
    webhook.post('/api/stripe/webhook', { config: { public: true }, bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
      const signature = request.headers['stripe-signature']
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      return payments.receiveWebhook(rawBody, typeof signature === 'string' ? signature : undefined)
    })
  })
}
