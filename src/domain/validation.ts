import { z } from 'zod'
import { MAX_AMOUNT } from './money'
import { text } from './written-text'

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/

/**
 * A number sent as JSON or typed as decimal text ('150.50', what a form field holds); anything else (null, '', true,
 * [5], '0x10') is left for `schema` to refuse, never turned into 0 or 1 as z.coerce would.
 */
export const typedNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && DECIMAL_TEXT.test(value.trim()) ? Number(value.trim()) : value), schema)

/** Nothing in a field: left out, null, empty, or a number field left empty (NaN). */
export const isNothing = (value: unknown) => value === undefined || value === null || value === '' || Number.isNaN(value)

/** Free text limits: enough for any real name or note, small enough that a 10 KB paste is refused. */
export const SHORT_TEXT_MAX = 200
export const LONG_TEXT_MAX = 2000

/** A shop's days fall in these years; year 0, which PostgreSQL has no room for, never reaches it. */
export const ISO_DATE_YEARS = { from: 2000, to: 2100 } as const

/** A real calendar day in the shop's years, said once: a caller shows every message it gets. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: text('date_format'), abort: true })
  .refine((value) => {
    const year = Number(value.slice(0, 4))
    const day = new Date(`${value}T00:00:00Z`)
    return year >= ISO_DATE_YEARS.from && year <= ISO_DATE_YEARS.to && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
  }, text('date_invalid'))

/** PostgreSQL integer ids stop here; a larger number is refused as input, never sent to the database. */
export const MAX_ID = 2_147_483_647

/** An id in a URL: plain decimal digits only ('0x1', '1e0', ' 1' and '01' are not ids), then a number. */
export const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, text('id_invalid'))
  .transform(Number)
  .pipe(z.number().max(MAX_ID))

/** An id in a JSON body: a number, never a string that happens to look like one. */
export const bodyIdSchema = z.number().int().positive().max(MAX_ID)

/**
 * At most 2 decimals (a centavo, a hundredth of a percent). Within a tolerance: 8.7 * 100 is 869.9999999999999 in
 * floating point, so an exact integer check would refuse what the user typed.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
}

/** Pesos with at most 2 decimals (a centavo), from 0 to what the database can store. */
export const amountSchema = z.number().min(0).max(MAX_AMOUNT).refine(hasAtMostTwoDecimals, text('amount_decimals'))

export const idParamsSchema = z.object({ id: idSchema })

export const shortText = (max = SHORT_TEXT_MAX) => z.string().trim().max(max, text('text_too_long', { max }))

/** How many letters and digits a text holds: an address of dots, dashes or invisible characters has none to find. */
/**
 * Characters that show nothing: zero-width spaces and joiners, and letters made to show nothing (the Hangul fillers,
 * U+3164). Unicode lists them as Default_Ignorable_Code_Point.
 */
const SHOWS_NOTHING = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu

/** Whether a message shows anything: spaces and characters that show nothing, alone, are nothing. */
export const hasVisibleText = (value: string): boolean => value.replace(SHOWS_NOTHING, '').replace(/\s/gu, '').length > 0

export const readableLength = (value: string): number => value.replace(SHOWS_NOTHING, '').match(/[\p{L}\p{N}]/gu)?.length ?? 0

/** A short text that must hold at least `min` letters or digits (a street, a colonia), said with `key` otherwise. */
export const readableText = (min: number, key: Parameters<typeof text>[0], max = SHORT_TEXT_MAX) =>
  shortText(max).refine((value) => readableLength(value) >= min, text(key))

/** A day of the week, 0 = Sunday … 6 = Saturday (as JavaScript's Date counts them). */
export const weekdaySchema = z.number().int().min(0).max(6)

/** No form nests deeper than a few levels; deeper JSON is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32

export type InputProblem = { key: 'nul_character' | 'broken_character' | 'input_too_deep'; path: string }

/** A surrogate not paired into a character: with the `u` flag, a pair reads as one code point, a lone half as Cs. */
const LONE_SURROGATE = /\p{Cs}/u

/**
 * The first text holding a NUL character (PostgreSQL text cannot store one) or half a character, or the first place nested deeper than
 * MAX_INPUT_DEPTH, with its dotted path; undefined when there is neither. A loop, not recursion, building a path only
 * for the place it reports: a 100 KB body of thousands of nested arrays costs one pass, never a stack overflow.
 */
export function inputProblem(root: unknown): InputProblem | undefined {
  const parents: Array<{ parent: number; key: string }> = [{ parent: -1, key: '' }]
  const pending: Array<{ value: unknown; node: number; depth: number }> = [{ value: root, node: 0, depth: 0 }]
  const pathOf = (node: number, ...last: string[]) => {
    const keys = last
    for (let at = node; at > 0; at = parents[at]?.parent ?? 0) keys.unshift(parents[at]?.key ?? '')
    return keys.join('.') || '(root)'
  }
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, node, depth } = next
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { key: 'nul_character', path: pathOf(node) }
      // Half a character (a lone surrogate, which valid UTF-8 cannot hold) would be stored as '�'.
      if (LONE_SURROGATE.test(value)) return { key: 'broken_character', path: pathOf(node) }
      continue
    }
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue
    if (depth >= MAX_INPUT_DEPTH) return { key: 'input_too_deep', path: pathOf(node) }
    const entries = Object.entries(value)
    // Pushed last to first, so the first field is looked at first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, inner] = entries[index] as [string, unknown]
      if (key.includes('\u0000')) return { key: 'nul_character', path: pathOf(node, key.replaceAll('\u0000', '\\0')) }
      parents.push({ parent: node, key })
      pending.push({ value: inner, node: parents.length - 1, depth: depth + 1 })
    }
  }
  return undefined
}

/**
 * A body's text as the shop keeps it. Invisible direction controls (embeddings, overrides, isolates) are dropped: a
 * name holding U+202E shows the phone and email after it reversed on a staff screen, no form needs them, and iOS
 * wraps a copied phone number in them. Letters and their accents are composed (NFC): 'é' typed as 'e' and an accent
 * mark is stored as the one letter, so a search finds it. Runs on input already checked by inputProblem (no deeper
 * than MAX_INPUT_DEPTH).
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g

export function tidiedInput(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(DIRECTION_CONTROLS, '').normalize('NFC')
  if (Array.isArray(value)) return value.map(tidiedInput)
  // Only what JSON makes (plain objects, also a query's null-prototype one); anything else a parser hands over is kept.
  const prototype = typeof value === 'object' && value !== null ? Object.getPrototypeOf(value) : undefined
  if (prototype !== Object.prototype && prototype !== null) return value
  return Object.fromEntries(Object.entries(value as object).map(([key, inner]) => [key, tidiedInput(inner)]))
}

/** Staff lists come in pages of at most this many rows, newest first; no reply grows with the database. */
export const PAGE_SIZE_MAX = 200

/** The longest search a staff list takes (a name, a number, an address fragment). */
export const SEARCH_MAX = 100

/** `?limit=` (1–200, default 200) and `?page=` (from 1) of every staff list; the whole count goes in X-Total-Count. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_MAX),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
})
export type PageQuery = z.infer<typeof pageQuerySchema>

export const pageOffset = ({ limit, page }: PageQuery) => (page - 1) * limit
