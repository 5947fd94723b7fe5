import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  daysHeldQuerySchema,
  daysHeldSchema,
  limitGroupInputSchema,
  limitGroupSchema,
  productInputSchema,
  productSchema,
} from '../../domain/catalog/product-schemas'
import { idParamsSchema } from '../../domain/validation'
import type { ProductService } from './products.service'

export const productRoutes: FastifyPluginAsyncZod<{ products: ProductService }> = async (app, { products }) => {
  app.get('/api/products', { config: { public: true, readCache: 'catalogue' }, schema: { response: { 200: z.array(productSchema) } } }, () =>
    products.list(),
  )

  app.get(
    '/api/products/:id',
    { config: { public: true, readCache: 'catalogue' }, schema: { params: idParamsSchema, response: { 200: productSchema } } },
    (request) => products.get(request.params.id),
  )

  app.post('/api/products', { schema: { body: productInputSchema, response: { 201: productSchema } } }, async (request, reply) =>
    reply.code(201).send(await products.create(request.body)),
  )

  app.put('/api/products/:id', { schema: { params: idParamsSchema, body: productInputSchema, response: { 200: productSchema } } }, (request) =>
    products.update(request.params.id, request.body),
  )

  app.delete('/api/products/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await products.remove(request.params.id)
    return reply.code(204).send()
  })

  app.get(
    '/api/products/:id/days-held',
    { schema: { params: idParamsSchema, querystring: daysHeldQuerySchema, response: { 200: daysHeldSchema } } },
    (request) => products.daysHeld(request.params.id, request.query.from),
  )

  app.get(
    '/api/limit-groups/:id/days-held',
    { schema: { params: idParamsSchema, querystring: daysHeldQuerySchema, response: { 200: daysHeldSchema } } },
    (request) => products.groupDaysHeld(request.params.id, request.query.from),
  )

  app.get('/api/limit-groups', { schema: { response: { 200: z.array(limitGroupSchema) } } }, () => products.listGroups())

  app.post('/api/limit-groups', { schema: { body: limitGroupInputSchema, response: { 201: limitGroupSchema } } }, async (request, reply) =>
    reply.code(201).send(await products.createGroup(request.body)),
  )

  app.put(
    '/api/limit-groups/:id',
    { schema: { params: idParamsSchema, body: limitGroupInputSchema, response: { 200: limitGroupSchema } } },
    (request) => products.updateGroup(request.params.id, request.body),
  )

  app.delete('/api/limit-groups/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await products.removeGroup(request.params.id)
    return reply.code(204).send()
  })
}
