import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DomainError } from '../../domain/errors'
import { CUSTOMER_LANGUAGES } from '../../domain/orders/order-schemas'
import { MAX_PRODUCTION_DAYS, productionCsv, productionRangeSchema, productionSheetSchema } from '../../domain/planning/production-sheet'
import { addDaysIso } from '../../domain/schedule/calendar-dates'
import { isoDateSchema } from '../../domain/validation'
import { text } from '../../domain/written-text'
import { sendCsv } from '../plugins/csv-download'
import type { ProductionService } from './production.service'

/** The sheet as JSON, or as CSV in the language staff read the page in. */
const formatSchema = z.object({ format: z.enum(['json', 'csv']).default('json'), lang: z.enum(CUSTOMER_LANGUAGES).default('en') }).strict()

export const productionRoutes: FastifyPluginAsyncZod<{ production: ProductionService }> = async (app, { production }) => {
  app.get(
    '/api/production/:date',
    {
      schema: {
        params: z.object({ date: isoDateSchema }),
        querystring: formatSchema,
        response: { 200: z.union([productionSheetSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const sheet = await production.day(request.params.date)
      if (request.query.format === 'json') return sheet
      return sendCsv(reply, `production-${sheet.date}.csv`, productionCsv(sheet.items, request.query.lang))
    },
  )

  app.get(
    '/api/production',
    { schema: { querystring: z.object({ from: isoDateSchema, to: isoDateSchema }).strict(), response: { 200: productionRangeSchema } } },
    (request) => {
      const { from, to } = request.query
      if (to < from || addDaysIso(from, MAX_PRODUCTION_DAYS - 1) < to) {
        throw new DomainError('validation', text('range_days_max', { days: MAX_PRODUCTION_DAYS }), [
          { path: 'querystring.to', message: text('range_days_after_first', { days: MAX_PRODUCTION_DAYS }) },
        ])
      }
      return production.range(from, to)
    },
  )
}
