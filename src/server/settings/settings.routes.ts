import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError } from '../../domain/errors'
import { OWNER_FIELDS, publicShopSettingsSchema, shopSettingsChangeSchema } from '../../domain/shop/settings-schemas'
import { text } from '../../domain/written-text'
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

  app.put('/api/settings', { schema: { body: shopSettingsChangeSchema, response: { 200: publicShopSettingsSchema } } }, async (request) => {
    if (!request.user?.managesStaff) {
      const current = await settings.get()
      const touched = OWNER_FIELDS.filter((field) => request.body[field] !== undefined && request.body[field] !== current[field])
      if (touched.length > 0) {
        throw new DomainError(
          'forbidden',
          text('owner_settings_only'),
          touched.map((path) => ({ path, message: text('owner_settings_only') })),
        )
      }
    }
    return { ...(await settings.update(request.body)), timeZone, whatsappConfigured }
  })
}
