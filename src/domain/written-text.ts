import type { TextKey } from './error-texts'

export type TextValues = Record<string, string | number>

const WRITTEN = /^([a-z][a-z0-9_]*)(?::(\{.*\}))?$/s

/**
 * A text as zod checks and DomainErrors carry it (zod keeps only a string): its key (error-texts.ts), then its values
 * as JSON after a colon when it has any ('date_fully_booked:{"date":"2026-11-24"}'). Kept apart from the English
 * table so that the schemas the pages share do not carry it.
 */
export function text(key: TextKey, values?: TextValues): string {
  return writeText(key, values)
}

/** `text()` for a key that came from elsewhere (an error body), checked when it is read. */
export function writeText(key: string, values?: TextValues): string {
  return values && Object.keys(values).length > 0 ? `${key}:${JSON.stringify(values)}` : key
}

/** The key and values of anything written like a text; whether the key is known is the reader's to check. */
export function readWritten(written: string): { key: string; values: TextValues } | undefined {
  const match = WRITTEN.exec(written)
  if (!match?.[1]) return undefined
  try {
    const values: unknown = match[2] ? JSON.parse(match[2]) : {}
    return typeof values === 'object' && values !== null && !Array.isArray(values) ? { key: match[1], values: values as TextValues } : undefined
  } catch {
    return undefined
  }
}
