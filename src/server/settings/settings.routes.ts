import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicShopSettingsSchema, shopSettingsChangeSchema } from '../../domain/shop/settings-schemas'
import type { SettingsService } from './settings.service'

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService; timeZone: string; whatsappConfigured: boolean }> = async (
  app,
  { settings, timeZone, whatsappConfigured },
) => {
  app.get(
    '/api/settings',
    { config: { public: true, readCache: 'catalogue' }, schema: { response: { 200: publicShopSettingsSchema } } },
    async () => ({
      ...(await settings.get()),
      timeZone,
      whatsappConfigured,
    }),
  )

  app.put('/api/settings', { schema: { body: shopSettingsChangeSchema, response: { 200: publicShopSettingsSchema } } }, async (request) => ({
    ...(await settings.update(request.body)),
    timeZone,
    whatsappConfigured,
  }))
}
