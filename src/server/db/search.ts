import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import { ACCENTED, COMBINING_MARKS, foldForSearch, PLAIN } from '../../domain/search-text'

/**
 * The letters as SQL literals, not parameters: the trigram indexes on folded names (schema.ts) are built on this very
 * expression, and PostgreSQL uses one only when the query spells it the same. Accent marks standing alone (a name
 * stored decomposed) have no counterpart in PLAIN, so translate drops them.
 */
const FOLD_FROM = sql.raw(`'${ACCENTED}${COMBINING_MARKS}'`)
const FOLD_TO = sql.raw(`'${PLAIN}'`)

/** A column or expression folded as `foldForSearch` folds text: lower case, accents off. */
export const folded = (value: AnyColumn | SQL) => sql`translate(lower(${value}), ${FOLD_FROM}, ${FOLD_TO})`

/** Whether `value` holds what staff typed, both folded; a `%` or `_` typed is a letter, not a wildcard. */
export function containsFolded(value: AnyColumn | SQL, typed: string): SQL {
  const pattern = `%${foldForSearch(typed).replace(/[\\%_]/g, (special) => `\\${special}`)}%`
  return sql`${folded(value)} like ${pattern}`
}
