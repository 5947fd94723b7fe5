import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { categorySchema } from '../../domain/catalog/product-schemas'
import type { CategoryService } from './categories.service'

export const categoryRoutes: FastifyPluginAsyncZod<{ categories: CategoryService }> = async (app, { categories }) => {
  app.get('/api/categories', { config: { public: true, readCache: 'catalogue' }, schema: { response: { 200: z.array(categorySchema) } } }, () =>
    categories.list(),
  )
}
