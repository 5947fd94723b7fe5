import { z } from 'zod'
import { isValidPhone } from '../customers/phone'
import { taxPolicySchema } from '../orders/tax-policy'
import { isValidClabe } from './clabe'

export const openingHoursSchema = z.array(z.object({ days: z.string().trim().min(1).max(60), hours: z.string().trim().min(1).max(60) })).max(7)

/** Shop facts customers see (and how tax is shown); staff edit them in /admin/settings, the environment gives the first values. */
export const shopSettingsSchema = z.object({
  whatsappNumber: z.string().trim().max(40).refine(isValidPhone, 'Please enter a valid phone number'),
  bankName: z.string().trim().max(100),
  bankClabe: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidClabe(value), 'A CLABE has 18 digits and a valid check digit'),
  openingHours: openingHoursSchema,
  ...taxPolicySchema.shape,
})
export type ShopSettings = z.infer<typeof shopSettingsSchema>

/** What GET /api/settings serves: the settings plus the bakery's time zone (BAKERY_TIMEZONE), so browsers
 * compute "tomorrow" and the 14-day window in the same zone as the server. */
export const publicShopSettingsSchema = shopSettingsSchema.extend({ timeZone: z.string() })
export type PublicShopSettings = z.infer<typeof publicShopSettingsSchema>

export const shopSettingsChangeSchema = shopSettingsSchema.partial()
export type ShopSettingsChange = z.infer<typeof shopSettingsChangeSchema>
