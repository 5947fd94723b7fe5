import { z } from 'zod'
import { isValidPhone } from '../customers/phone'
import { TAX_MODES } from '../orders/tax-policy'
import { windowLabel } from '../planning/pickup-windows'
import { hasAtMostTwoDecimals, weekdaySchema } from '../validation'
import { text } from '../written-text'
import { isValidClabe } from './clabe'

/** 24-hour wall-clock time, 'HH:mm' (what an `<input type="time">` gives). */
const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, text('time_format'))

/** See OpeningHoursRow in shop-facts.ts; a week has at most seven lines. */
export const openingHoursSchema = z
  .array(
    z
      .object({ fromDay: weekdaySchema, toDay: weekdaySchema, opens: timeOfDaySchema, closes: timeOfDaySchema })
      // 'HH:mm' strings compare as the times they name.
      .refine((row) => row.closes > row.opens, { path: ['closes'], message: text('closing_after_opening') }),
  )
  .max(7)

/** How tax is shown (domain/orders/tax-policy): added at a rate of 0–100 with up to 2 decimals, or included. */
export const taxPolicySchema = z.object({
  taxMode: z.enum(TAX_MODES),
  taxPercent: z.number().min(0, text('tax_rate_range')).max(100, text('tax_rate_range')).refine(hasAtMostTwoDecimals, text('tax_rate_decimals')),
})

/** The weekly baking days: at least one, each once. */
export const bakingDaysSchema = z
  .array(weekdaySchema)
  .min(1, text('baking_day_required'))
  .max(7)
  .refine((days) => new Set(days).size === days.length, text('day_once'))

export const pickupWindowSchema = z
  .object({
    start: timeOfDaySchema,
    end: timeOfDaySchema,
    limit: z.number().int().min(1, text('window_min_1')).max(1000).nullable(),
  })
  .refine((window) => window.end > window.start, { path: ['end'], message: text('window_ends_after_start') })

export const pickupWindowsSchema = z
  .array(pickupWindowSchema)
  .min(1, text('window_required'))
  .max(8)
  .refine((windows) => new Set(windows.map(windowLabel)).size === windows.length, text('window_once'))
  // Each window's limit counts its own orders: two that overlap would let both limits fill the same hour.
  .refine(
    (windows) =>
      windows
        .toSorted((a, b) => a.start.localeCompare(b.start))
        .every((window, index, sorted) => index === 0 || window.start >= (sorted[index - 1]?.end ?? '')),
    text('windows_overlap'),
  )

/** '' (no page) or an https address on that site, e.g. 'https://www.instagram.com/masamadremerida'. */
function socialPageSchema(site: string) {
  return z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === '' || isPageOn(value, site), text('shop_page_url', { site }))
}

function isPageOn(value: string, site: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && (url.hostname === site || url.hostname.endsWith(`.${site}`))
  } catch {
    return false
  }
}

const PAY_BY_HOURS = text('hours_range')

/** Shop facts customers see (and how tax is shown); staff edit them in /admin/settings, the environment gives the first values. */
export const shopSettingsSchema = z.object({
  whatsappNumber: z.string().trim().max(40).refine(isValidPhone, text('phone_invalid')),
  /** The shop's address and email: on the home page's store card and in the privacy notice. */
  shopAddress: z.string().trim().min(1, text('shop_address_required')).max(200),
  shopEmail: z.string().trim().max(254).email(text('email_invalid')),
  bankName: z.string().trim().max(100),
  bankClabe: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidClabe(value), text('clabe_invalid')),
  /** Whom the transfer goes to, as the bank names the account holder (shown with the CLABE). */
  bankBeneficiary: z.string().trim().max(100),
  /** Hours a transfer customer has to pay (never past the start of the pickup day). */
  transferPayByHours: z.number(PAY_BY_HOURS).int(PAY_BY_HOURS).min(1, PAY_BY_HOURS).max(168, PAY_BY_HOURS),
  /** Cancel unpaid transfer orders past their time to pay by themselves (otherwise staff see them flagged and decide). */
  releaseOverdueTransfers: z.boolean(),
  /** With card payments on, also offer Stripe's OXXO voucher and SPEI transfer on the card tab. */
  stripeCashMethods: z.boolean(),
  openingHours: openingHoursSchema,
  ...taxPolicySchema.shape,
  bakingDays: bakingDaysSchema,
  pickupWindows: pickupWindowsSchema,
  /** Orders for day D close at this time on D−1 (bakery time); null: the spec's calendar (until midnight). */
  orderCutoffTime: timeOfDaySchema.nullable(),
  /** When the WhatsApp reminder goes to the customers of tomorrow's orders (bakery time). */
  reminderTime: timeOfDaySchema,
  /** The shop's pages on Facebook and Instagram; the footer shows an icon only for a page the shop has. */
  facebookUrl: socialPageSchema('facebook.com'),
  instagramUrl: socialPageSchema('instagram.com'),
})
export type ShopSettings = z.infer<typeof shopSettingsSchema>

/** What GET /api/settings serves: the settings plus the bakery's time zone (BAKERY_TIMEZONE), so browsers
 * compute "tomorrow" and the 14-day window in the same zone as the server, and whether the shop can write to
 * customers on WhatsApp itself (otherwise the confirmation page offers a chat link). */
export const publicShopSettingsSchema = shopSettingsSchema.extend({ timeZone: z.string(), whatsappConfigured: z.boolean() })
export type PublicShopSettings = z.infer<typeof publicShopSettingsSchema>

export const shopSettingsChangeSchema = shopSettingsSchema.partial()

/** Where customers send a transfer. */
export const BANK_FIELDS = ['bankName', 'bankClabe', 'bankBeneficiary'] as const satisfies readonly (keyof ShopSettings)[]

/** Where customers reach the shop: its number, address, email and pages. */
export const CONTACT_FIELDS = [
  'whatsappNumber',
  'shopAddress',
  'shopEmail',
  'facebookUrl',
  'instagramUrl',
] as const satisfies readonly (keyof ShopSettings)[]

/** How and where customers pay, and where they reach the shop: only staff who manage accounts (the owner) change
 * these, since a helper's account could otherwise redirect money or messages, or change what customers are charged. */
export const OWNER_FIELDS = [
  ...BANK_FIELDS,
  'taxMode',
  'taxPercent',
  'transferPayByHours',
  'releaseOverdueTransfers',
  'stripeCashMethods',
  ...CONTACT_FIELDS,
] as const satisfies readonly (keyof ShopSettings)[]
export type ShopSettingsChange = z.infer<typeof shopSettingsChangeSchema>
