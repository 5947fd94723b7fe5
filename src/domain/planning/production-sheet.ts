import { z } from 'zod'
import { FLAVOR_NAMES_ES, sizesFor } from '../catalog/customization-options'
import type { Customizations } from '../orders/order-schemas'
import { lineUnits } from '../orders/pricing'
import { toCsv } from '../shop/csv'

/** The choices that change what is baked; notes and pack prices do not. */
const VARIANT_CHOICES = ['breadFormat', 'size', 'flavor'] as const
type VariantChoices = Partial<Record<(typeof VARIANT_CHOICES)[number], string>>

export const productionVariantSchema = z.object({
  customizations: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  /** A cake ordered without a size: staff must ask the customer. */
  missingSize: z.boolean(),
  /** The lines' own notes ("sin semillas"), each with the units it is for: the baker reads them at the oven. */
  notes: z.array(z.object({ quantity: z.number().int(), note: z.string() })),
})
export const productionItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  nameEs: z.string().nullable(),
  quantity: z.number().int(),
  variants: z.array(productionVariantSchema),
})
export type ProductionItem = z.infer<typeof productionItemSchema>

export type ProductionLine = {
  productId: number
  name: string
  nameEs: string | null
  categoryId: number
  quantity: number
  customizations: Customizations | null
}

function variantOf(customizations: Customizations | null): VariantChoices {
  const variant: VariantChoices = {}
  for (const choice of VARIANT_CHOICES) {
    const value = customizations?.[choice]
    if (typeof value === 'string' && value !== '') variant[choice] = value
  }
  return variant
}

const variantKey = (variant: VariantChoices) => VARIANT_CHOICES.map((choice) => variant[choice] ?? '').join('|')

/**
 * What to bake: units (loaves, pieces; a pack counts its pieces) per product, split by the choices that change the
 * bake (whole or sliced, size, flavour), products and variants in a stable order. Lines of cancelled orders are the
 * caller's to leave out.
 */
export function productionItems(lines: readonly ProductionLine[]): ProductionItem[] {
  const items = new Map<number, ProductionItem & { byVariant: Map<string, ProductionItem['variants'][number]> }>()
  for (const line of lines) {
    const units = lineUnits(line)
    const item = items.get(line.productId) ?? {
      productId: line.productId,
      name: line.name,
      nameEs: line.nameEs,
      quantity: 0,
      variants: [],
      byVariant: new Map(),
    }
    items.set(line.productId, item)
    item.quantity += units
    const variant = variantOf(line.customizations)
    const key = variantKey(variant)
    const entry = item.byVariant.get(key) ?? {
      customizations: variant,
      quantity: 0,
      missingSize: sizesFor(line.categoryId).length > 0 && variant.size === undefined,
      notes: [],
    }
    item.byVariant.set(key, entry)
    entry.quantity += units
    const note = typeof line.customizations?.specialInstructions === 'string' ? line.customizations.specialInstructions.trim() : ''
    if (note) entry.notes.push({ quantity: units, note })
  }
  return [...items.values()]
    .sort((a, b) => a.productId - b.productId)
    .map(({ byVariant, ...item }) => ({
      ...item,
      variants: [...byVariant.values()].sort((a, b) => variantKey(a.customizations).localeCompare(variantKey(b.customizations))),
    }))
}

/** The sheet's CSV words in each language staff read the shop in. */
const CSV_WORDS = {
  en: { header: ['product', 'format', 'size', 'flavor', 'quantity', 'missing size', 'notes'], whole: 'whole', sliced: 'sliced', yes: 'yes' },
  es: {
    header: ['producto', 'presentación', 'tamaño', 'sabor', 'cantidad', 'falta tamaño', 'notas'],
    whole: 'entero',
    sliced: 'rebanado',
    yes: 'sí',
  },
} as const

/** The sheet as CSV for a spreadsheet: one row per product and variant, in English or Spanish. */
export function productionCsv(items: readonly ProductionItem[], language: keyof typeof CSV_WORDS = 'en'): string {
  const words = CSV_WORDS[language]
  const rows: string[][] = []
  for (const item of items) {
    for (const variant of item.variants) {
      const choices = variant.customizations
      rows.push([
        language === 'es' ? (item.nameEs ?? item.name) : item.name,
        choices.breadFormat === 'sliced' ? words.sliced : choices.breadFormat === 'whole' ? words.whole : (choices.breadFormat ?? ''),
        choices.size ?? '',
        choices.flavor && language === 'es' ? (FLAVOR_NAMES_ES[choices.flavor] ?? choices.flavor) : (choices.flavor ?? ''),
        String(variant.quantity),
        variant.missingSize ? words.yes : '',
        // As the bake list shows them: the units each note is for ('1 × Feliz cumpleaños Sofía').
        variant.notes.map(({ quantity, note }) => `${quantity} × ${note}`).join('; '),
      ])
    }
  }
  // The shop's one CSV writer: quoted where needed, a formula-like start neutralised.
  return toCsv(words.header, rows)
}

export const packingOrderSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerPhone: z.string(),
  pickupTime: z.string().nullable(),
  isDelivery: z.boolean(),
  deliveryAddress: z.string().nullable(),
  status: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  total: z.number(),
  /** What is still to collect: the total until it is paid. */
  owed: z.number(),
  specialInstructions: z.string().nullable(),
  items: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      nameEs: z.string().nullable(),
      quantity: z.number().int(),
      price: z.number(),
      customizations: z.record(z.string(), z.unknown()),
    }),
  ),
})
export type PackingOrder = z.infer<typeof packingOrderSchema>

/** GET /api/production/:date: the bake list, and each order to pack and label, by pickup window. */
export const productionSheetSchema = z.object({
  date: z.string(),
  orderCount: z.number().int(),
  items: z.array(productionItemSchema),
  orders: z.array(packingOrderSchema),
})
export type ProductionSheet = z.infer<typeof productionSheetSchema>

/** GET /api/production?from=&to=: the week summed per product and variant, and each day's sheet. */
export const productionRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  orderCount: z.number().int(),
  items: z.array(productionItemSchema),
  days: z.array(z.object({ date: z.string(), orderCount: z.number().int(), items: z.array(productionItemSchema) })),
})
export type ProductionRange = z.infer<typeof productionRangeSchema>

/** The most days one range may cover: a week or two of planning. */
export const MAX_PRODUCTION_DAYS = 31
