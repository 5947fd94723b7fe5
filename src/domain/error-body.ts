import { englishOf, readText, type TextKey } from './error-texts'
import type { ErrorCode, FieldError } from './errors'
import type { TextValues } from './written-text'

/** A text on the wire: the English, and the key and values pages translate (CONTRACT: Bad input). */
type Said = { message: string; key?: TextKey; values?: TextValues }
export type ErrorBody = Said & { code: ErrorCode; errors: (Said & { path: string })[] }

/** A written text (`text()`), or a message no page shows, as the body says it. */
function said(written: string): Said {
  const found = readText(written)
  if (!found) return { message: written }
  return { message: englishOf(written), key: found.key, ...(Object.keys(found.values).length > 0 ? { values: found.values } : {}) }
}

/** The one shape of every refusal under /api and of the server's raw socket answers (CONTRACT: Bad input). */
export function errorBody(code: ErrorCode, written: string, errors: readonly FieldError[] = []): ErrorBody {
  return { ...said(written), code, errors: errors.map(({ path, message }) => ({ path, ...said(message) })) }
}
