import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import { ACCENTED, foldForSearch, PLAIN } from '../../domain/search-text'

/** A column or expression folded as `foldForSearch` folds text: lower case, accents off. */
const folded = (value: AnyColumn | SQL) => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`

/** Whether `value` holds what staff typed, both folded; a `%` or `_` typed is a letter, not a wildcard. */
export function containsFolded(value: AnyColumn | SQL, typed: string): SQL {
  const pattern = `%${foldForSearch(typed).replace(/[\\%_]/g, (special) => `\\${special}`)}%`
  return sql`${folded(value)} like ${pattern}`
}
