import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { shopSettingsChangeSchema, shopSettingsSchema } from '../../domain/shop/settings-schemas'
import type { SettingsService } from './settings.service'

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get('/api/settings', { config: { public: true }, schema: { response: { 200: shopSettingsSchema } } }, () => settings.get())

  app.put('/api/settings', { schema: { body: shopSettingsChangeSchema, response: { 200: shopSettingsSchema } } }, (request) =>
    settings.update(request.body),
  )
}
