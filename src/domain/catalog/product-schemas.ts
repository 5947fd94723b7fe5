import { z } from 'zod'
import {
  bodyIdSchema,
  hasAtMostTwoDecimals,
  isNothing,
  isoDateSchema,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  shortText,
  typedNumber,
  weekdaySchema,
} from '../validation'
import { text } from '../written-text'

export const MAX_TAGS = 12
export const MAX_PRICE = 99_999.99
export const MAX_DAILY_LIMIT = 10_000

const priceSchema = typedNumber(
  z
    .number({ error: (issue) => text(isNothing(issue.input) ? 'price_required' : 'price_not_number') })
    .min(0, text('price_negative'))
    .max(MAX_PRICE, text('price_too_high', { max: MAX_PRICE }))
    .refine(hasAtMostTwoDecimals, text('amount_decimals')),
)

/** A pack sold at its own price: the weekly special's '3 for $150'. As replies carry it: a plain number (a reply cannot be encoded through typedNumber's preprocess); staff's input is checked by packsSchema. */
const packPriceSchema = z.object({ count: z.number().int().min(1).max(100), price: z.number() })
export type PackPrice = z.infer<typeof packPriceSchema>

/** A cake size's own price. */
const sizePriceSchema = z.object({ size: z.string().trim().min(1).max(20), price: z.number() })
export type SizePrice = z.infer<typeof sizePriceSchema>

/** A pack's or a size's own price: more than nothing, or it would be given away (a price not typed yet is no $0). */
const ownPriceSchema = priceSchema.refine((price) => price > 0, text('own_price_free'))

const packsSchema = z
  .array(packPriceSchema.extend({ price: ownPriceSchema }))
  .min(1)
  .max(6)
  .refine((packs) => new Set(packs.map((pack) => pack.count)).size === packs.length, text('pack_size_once'))
  // Smallest first, however staff typed them: the storefront offers the first, and refusals list them in order.
  .transform((packs) => packs.toSorted((a, b) => a.count - b.count))
const sizePricesSchema = z
  .array(sizePriceSchema.extend({ price: ownPriceSchema }))
  .max(6)
  .refine((sizes) => new Set(sizes.map((entry) => entry.size)).size === sizes.length, text('size_once'))

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Spanish name and description, null where staff gave none: Spanish readers then see the English ones. */
  nameEs: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  price: z.number(),
  imageUrl: z.string(),
  categoryId: z.number().int(),
  tags: z.array(z.string()),
  /** The tags in Spanish, one for each English tag in the same order; null where staff gave none. */
  tagsEs: z.array(z.string()).nullable(),
  availabilityDays: z.array(z.number().int()),
  inStock: z.boolean(),
  customizable: z.boolean(),
  prepTime: z.number().int(),
  isWeeklySpecial: z.boolean(),
  packs: z.array(packPriceSchema).nullable(),
  sizePrices: z.array(sizePriceSchema).nullable(),
  dailyLimit: z.number().int().nullable(),
  limitGroupId: z.number().int().nullable(),
})
export type Product = z.infer<typeof productSchema>

/** A Spanish text staff may leave empty (stored as null); left out of an update, the stored one stays. */
const spanishText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, text('text_too_long', { max }))
    .nullish()
    .transform((text) => (text === '' ? null : text))

/** What staff send to create or update a product; defaults are the admin form's (spec §9). */
export const productInputSchema = z.object({
  name: shortText().min(1, text('name_required')),
  description: z.string().trim().max(LONG_TEXT_MAX).default(''),
  nameEs: spanishText(SHORT_TEXT_MAX),
  descriptionEs: spanishText(LONG_TEXT_MAX),
  price: priceSchema,
  // The shop's own images and uploaded photos only: the pages' security policy (img-src 'self') shows no other.
  imageUrl: z
    .string()
    .trim()
    .max(500)
    // '/' then anything but a second slash or a backslash, which browsers read as '//' (another site).
    .refine((url) => url === '' || /^\/(?![/\\])/.test(url), text('image_url_own'))
    .default(''),
  categoryId: bodyIdSchema.default(1),
  tags: z
    .array(shortText(40).min(1, text('tags_empty')))
    .max(MAX_TAGS)
    .default([])
    .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, text('tags_unique')),
  // Left out of an update, the stored ones stay; an empty list clears them.
  tagsEs: z
    .array(shortText(40).min(1, text('tags_empty')))
    .max(MAX_TAGS)
    .nullish()
    .transform((tags) => (tags?.length === 0 ? null : tags)),
  availabilityDays: z
    .array(weekdaySchema)
    .default([1, 2, 3, 4, 5])
    .refine((days) => new Set(days).size === days.length, text('days_unique')),
  inStock: z.boolean().default(true),
  customizable: z.boolean().default(false),
  prepTime: z.number().int().min(0).max(10_080).default(60),
  // Planning fields: left out of an update, the stored value stays (older clients send only the fields above).
  isWeeklySpecial: z.boolean().optional(),
  packs: packsSchema.nullable().optional(),
  sizePrices: sizePricesSchema.nullable().optional(),
  dailyLimit: z.number().int().min(1, text('daily_limit_min_1')).max(MAX_DAILY_LIMIT).nullable().optional(),
  limitGroupId: bodyIdSchema.nullable().optional(),
})
export type ProductInput = z.infer<typeof productInputSchema>

/** How many units of a product (or a shared group) the coming days already hold: orders and waitlist offers. */
export const daysHeldSchema = z.array(z.object({ date: z.string(), units: z.number().int() }))
export type DaysHeld = z.infer<typeof daysHeldSchema>

/** From which day the held units are read (the bakery's today, as the page knows it). */
export const daysHeldQuerySchema = z.object({ from: isoDateSchema }).strict()

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  nameEs: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  slug: z.string(),
})
export type Category = z.infer<typeof categorySchema>

/** A daily limit several products share (one oven, one dough). */
export const limitGroupSchema = z.object({ id: z.number().int(), name: z.string(), dailyLimit: z.number().int() })
export type LimitGroup = z.infer<typeof limitGroupSchema>

export const limitGroupInputSchema = z.object({
  name: shortText(80).min(1, text('name_required')),
  dailyLimit: z.number().int().min(1, text('daily_limit_min_1')).max(MAX_DAILY_LIMIT),
})
export type LimitGroupInput = z.infer<typeof limitGroupInputSchema>
