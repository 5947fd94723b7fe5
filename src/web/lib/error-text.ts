import { useCallback, useState } from 'react'
import { readWritten } from '../../domain/written-text'
import { toLanguage, translator, withTexts } from '../i18n/i18n'
import type { Translate } from '../i18n/translator'
import { useTranslation } from '../i18n/use-translation'
import type { ApiError } from './api-client'
import { formatDate } from './format'

/** What a failed fetch shows instead of the browser's own words; in the shop's own texts, so it needs no download. */
const NETWORK_FAILURE = 'network.unreachable'

/** fetch's TypeError message when the network is down: Chromium, Firefox, Safari, Node (undici). */
const FETCH_FAILURES = new Set(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed', 'fetch failed'])

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

const ERRORS_LOOKUP = { ns: 'errors', keySeparator: false } as const

/** A failed fetch (no answer at all), as opposed to an answer the server refused. */
export function isNetworkFailure(problem: unknown): boolean {
  if (typeof problem === 'string') return FETCH_FAILURES.has(problem)
  // Told by name, not instanceof, so that tests mocking api-client still get the right text.
  if (problem instanceof Error && problem.name === 'ApiError') return !(problem as ApiError).status
  return problem instanceof TypeError && FETCH_FAILURES.has(problem.message)
}

const hasErrorTexts = (language: string) => translator.hasResourceBundle(toLanguage(language), 'errors')

function knows(key: string, language: string): boolean {
  return translator.exists(key, { ...ERRORS_LOOKUP, lng: toLanguage(language) }) || translator.exists(key, { ...ERRORS_LOOKUP, lng: 'en' })
}

/**
 * A refusal in the active language, by its key: a server answer by the key and values it sent, a message of the shared
 * schemas (a form's field) by the key it carries (src/domain/written-text.ts), a bakery day 'yyyy-MM-dd' among the
 * values written out in the language. A failed fetch reads as 'network.unreachable'; anything without a key the
 * catalogue knows is shown as it came.
 */
export function errorTextOf(problem: string | Error, t: Translate, language: string = translator.language): string {
  if (isNetworkFailure(problem)) return t(NETWORK_FAILURE, { ns: 'translation' })
  const message = typeof problem === 'string' ? problem : problem.message
  const written = typeof problem === 'string' ? problem : ((problem as Partial<ApiError>).written ?? problem.message)
  const found = readWritten(written)
  // A key whose texts have not arrived yet shows nothing rather than a code; the hook shows it once they are in.
  if (found && !knows(found.key, language)) return typeof problem === 'string' && !hasErrorTexts(language) ? '' : message
  if (!found) return message
  const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, valueText(value, language)]))
  // A product is named in both languages (productNamed): a Spanish reader reads its Spanish name where it has one.
  if (toLanguage(language) === 'es') {
    for (const [name, value] of Object.entries(found.values)) if (name.endsWith('Es') && typeof value === 'string') values[name.slice(0, -2)] = value
  }
  // The summary of a refused form lists its fields, each in the reader's language too.
  const fields = (problem as Partial<ApiError>).errors
  if (found.key === 'validation_summary' && fields?.length) {
    values.details = fields.map((field) => `${field.path}: ${errorTextOf(field.message, t, language)}`).join(', ')
  }
  return t(found.key, { ...ERRORS_LOOKUP, ...values, defaultValue: message })
}

function valueText(value: string | number, language: string): string | number {
  return typeof value === 'string' && ISO_DAY.test(value) ? (formatDate(value, 'long', language) ?? value) : value
}

/** Asks for the errors catalogue (the pages with forms bring it with their code; withTexts). */
export const needErrorTexts = (): Promise<void> => withTexts(Promise.resolve(), ['errors'])

/**
 * errorTextOf in the active language, for components. A component outside the pages that bring the errors
 * catalogue (the footer's newsletter, the home page's contact form) gets it on the first error it shows, and shows
 * the translated text once it is in; such forms also ask for it when a field is focused (needErrorTexts).
 */
export function useErrorText(): (problem: string | Error) => string {
  const { t, i18n } = useTranslation('errors')
  const language = i18n.language
  const [, arrived] = useState(0)
  return useCallback(
    (problem: string | Error) => {
      if (!hasErrorTexts(language)) {
        needErrorTexts().then(
          () => arrived((count) => count + 1),
          () => undefined,
        )
      }
      return errorTextOf(problem, t, language)
    },
    [t, language],
  )
}
