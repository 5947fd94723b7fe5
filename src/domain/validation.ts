import { z } from 'zod'

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

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647)

export const idParamsSchema = z.object({ id: idSchema })

export const shortText = (max = SHORT_TEXT_MAX) => z.string().trim().max(max, `Must be at most ${max} characters`)
