import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  createdStandingOrderSchema,
  newStandingOrderSchema,
  orderStandingSchema,
  placedFromRegularsSchema,
  staffStandingOrderSchema,
  standingAccessQuerySchema,
  standingListQuerySchema,
  standingOrderChangeSchema,
  standingOrderViewSchema,
  standingPlaceSchema,
} from '../../domain/regulars/standing-order-schemas'
import {
  claimWaitlistSchema,
  joinedWaitlistSchema,
  joinWaitlistSchema,
  staffWaitlistEntrySchema,
  waitlistAccessQuerySchema,
  waitlistEntryViewSchema,
  waitlistListQuerySchema,
  waitlistTokenBodySchema,
} from '../../domain/regulars/waitlist-schemas'
import { idParamsSchema, pageOffset } from '../../domain/validation'
import { sendPage } from '../plugins/paging'
import type { StandingOrderService } from './standing-orders.service'
import type { WaitlistService } from './waitlist.service'

type Deps = { standingOrders: StandingOrderService; waitlist: WaitlistService }

/** Standing orders and the waitlist (CONTRACT 'Regulars and full days'): the customer's private links and staff's lists. */
export const regularsRoutes: FastifyPluginAsyncZod<Deps> = async (app, { standingOrders, waitlist }) => {
  app.post(
    '/api/orders/:id/standing',
    {
      config: { public: true, rateLimit: 'orderLinks' },
      schema: { params: idParamsSchema, body: newStandingOrderSchema, response: { 201: createdStandingOrderSchema } },
    },
    async (request, reply) => reply.code(201).send(await standingOrders.create(request.params.id, request.body)),
  )

  app.get(
    '/api/orders/:id/standing',
    { config: { public: true }, schema: { params: idParamsSchema, querystring: standingAccessQuerySchema, response: { 200: orderStandingSchema } } },
    (request) => standingOrders.ofOrder(request.params.id, request.query.token),
  )

  app.get(
    '/api/standing-orders/:id',
    {
      config: { public: true },
      schema: { params: idParamsSchema, querystring: standingAccessQuerySchema, response: { 200: standingOrderViewSchema } },
    },
    (request) => standingOrders.get(request.params.id, { token: request.query.token, staff: request.user?.isAdmin === true }),
  )

  app.patch(
    '/api/standing-orders/:id',
    { config: { public: true }, schema: { params: idParamsSchema, body: standingOrderChangeSchema, response: { 200: standingOrderViewSchema } } },
    (request) => standingOrders.change(request.params.id, request.body, { token: request.body.token, staff: request.user?.isAdmin === true }),
  )

  app.post(
    '/api/standing-orders/:id/place',
    {
      config: { public: true, rateLimit: 'orders' },
      schema: { params: idParamsSchema, body: standingPlaceSchema, response: { 201: placedFromRegularsSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await standingOrders.placeOn(request.params.id, request.body.date, { token: request.body.token, staff: request.user?.isAdmin === true }),
        ),
  )

  app.get(
    '/api/standing-orders',
    { schema: { querystring: standingListQuerySchema, response: { 200: z.array(staffStandingOrderSchema) } } },
    async (request, reply) => {
      const { limit, page, status } = request.query
      const found = await standingOrders.page({ limit, offset: pageOffset({ limit, page }), status })
      return sendPage(request, reply, found.rows, found.total, { limit, page })
    },
  )

  app.post(
    '/api/waitlist',
    { config: { public: true, rateLimit: 'signups' }, schema: { body: joinWaitlistSchema, response: { 201: joinedWaitlistSchema } } },
    async (request, reply) => reply.code(201).send(await waitlist.join(request.body)),
  )

  app.get(
    '/api/waitlist',
    { schema: { querystring: waitlistListQuerySchema, response: { 200: z.array(staffWaitlistEntrySchema) } } },
    async (request, reply) => {
      const { limit, page, date } = request.query
      const found = await waitlist.list({ date, limit, offset: pageOffset({ limit, page }) })
      return sendPage(request, reply, found.entries, found.total, { limit, page })
    },
  )

  app.get(
    '/api/waitlist/:id',
    {
      config: { public: true },
      schema: { params: idParamsSchema, querystring: waitlistAccessQuerySchema, response: { 200: waitlistEntryViewSchema } },
    },
    (request) => waitlist.get(request.params.id, request.query.token),
  )

  app.post(
    '/api/waitlist/:id/claim',
    {
      config: { public: true, rateLimit: 'orders' },
      schema: { params: idParamsSchema, body: claimWaitlistSchema, response: { 201: placedFromRegularsSchema } },
    },
    async (request, reply) => reply.code(201).send(await waitlist.claim(request.params.id, request.body)),
  )

  app.post(
    '/api/waitlist/:id/leave',
    { config: { public: true }, schema: { params: idParamsSchema, body: waitlistTokenBodySchema, response: { 200: waitlistEntryViewSchema } } },
    (request) => waitlist.leave(request.params.id, request.body.token),
  )
}
