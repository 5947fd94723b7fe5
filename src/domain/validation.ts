import { z } from 'zod'
import { MAX_AMOUNT } from './money'

/** Free text limits: enough for any real name or note, small enough that a 10 KB paste is refused. */
export const SHORT_TEXT_MAX = 200
export const LONG_TEXT_MAX = 2000

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-MM-dd')
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Invalid date',
  )

/** PostgreSQL integer ids stop here; a larger number is refused as input, never sent to the database. */
export const MAX_ID = 2_147_483_647

/** An id in a URL (text, so coerced). */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID)

/** An id in a JSON body: a number, never a string that happens to look like one. */
export const bodyIdSchema = z.number().int().positive().max(MAX_ID)

/** Pesos with at most 2 decimals (a centavo), from 0 to what the database can store. */
export const amountSchema = z
  .number()
  .min(0)
  .max(MAX_AMOUNT)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most 2 decimals')

export const idParamsSchema = z.object({ id: idSchema })

export const shortText = (max = SHORT_TEXT_MAX) => z.string().trim().max(max, `Must be at most ${max} characters`)

/** A day of the week, 0 = Sunday … 6 = Saturday (as JavaScript's Date counts them). */
export const weekdaySchema = z.number().int().min(0).max(6)
