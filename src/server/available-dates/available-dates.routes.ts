import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { availableDateChangeSchema, availableDateSchema, newAvailableDateSchema } from '../../domain/schedule/available-date-schemas'
import { idParamsSchema } from '../../domain/validation'
import type { AvailableDateService } from './available-dates.service'

/** The storefront says /api/available-dates and the staff dashboard /api/availableDates: one resource, two spellings. */
const PATHS = ['/api/available-dates', '/api/availableDates'] as const

export const availableDateRoutes: FastifyPluginAsyncZod<{ availableDates: AvailableDateService }> = async (app, { availableDates }) => {
  for (const base of PATHS) {
    app.get(base, { config: { public: true, readCache: 'dates' }, schema: { response: { 200: z.array(availableDateSchema) } } }, () =>
      availableDates.list(),
    )

    app.post(base, { schema: { body: newAvailableDateSchema, response: { 201: availableDateSchema } } }, async (request, reply) =>
      reply.code(201).send(await availableDates.create(request.body)),
    )

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: `${base}/:id`,
        schema: { params: idParamsSchema, body: availableDateChangeSchema, response: { 200: availableDateSchema } },
        handler: (request) => availableDates.update(request.params.id, request.body),
      })
    }

    app.delete(`${base}/:id`, { schema: { params: idParamsSchema } }, async (request, reply) => {
      await availableDates.remove(request.params.id)
      return reply.code(204).send()
    })
  }
}
