import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { i18next, toLanguage } from '../i18n/i18n'
import type { ApiError } from './api-client'
import { formatDate } from './format'

/** What a failed fetch shows instead of the browser's own words; in the shop's own texts, so it needs no download. */
const NETWORK_FAILURE = 'network.unreachable'

/** fetch's TypeError message when the network is down: Chromium, Firefox, Safari, Node (undici). */
const FETCH_FAILURES = new Set(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed', 'fetch failed'])

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

type Translate = (key: string, options?: Record<string, unknown>) => string
type Template = { key: string; pattern: RegExp; names: string[] }

const ERRORS_LOOKUP = { ns: 'errors', keySeparator: false, nsSeparator: false } as const

/**
 * The errors catalogue's keys with placeholders ('{{date}} is fully booked. …'), each as an anchored pattern that
 * captures its values from the English message the server wrote. The catalogue arrives as its own chunk
 * (i18n.ts), so the keys are read from the loaded texts; both languages have the same keys.
 */
function templatesIn(keys: readonly string[]): Template[] {
  return keys
    .filter((key) => key.includes('{{'))
    .map((key) => {
      const names = [...key.matchAll(/{{(\w+)}}/g)].map((match) => match[1] ?? '')
      const source = key
        .split(/{{\w+}}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.+?)')
      return { key, pattern: new RegExp(`^${source}$`), names }
    })
}

function catalogueKeys(language: string): string[] {
  const bundle: object | undefined = i18next.getResourceBundle(toLanguage(language), 'errors') ?? i18next.getResourceBundle('en', 'errors')
  return Object.keys(bundle ?? {})
}

/** A failed fetch (no answer at all), as opposed to an answer the server refused. */
export function isNetworkFailure(problem: unknown): boolean {
  if (typeof problem === 'string') return FETCH_FAILURES.has(problem)
  // Told by name, not instanceof, so that tests mocking api-client still get the right text.
  if (problem instanceof Error && problem.name === 'ApiError') return !(problem as ApiError).status
  return problem instanceof TypeError && FETCH_FAILURES.has(problem.message)
}

/**
 * A message from the shared schemas or the server in the active language: an exact catalogue key first, then a
 * template whose values are carried over (a bakery day 'yyyy-MM-dd' written out in the language); a failed fetch
 * reads as 'network.unreachable'; a message the catalogue does not know is shown as it came.
 */
export function errorTextOf(problem: string | Error, t: Translate, language: string = i18next.language): string {
  if (isNetworkFailure(problem)) return t(NETWORK_FAILURE, { ns: 'translation' })
  const message = typeof problem === 'string' ? problem : problem.message
  const keys = catalogueKeys(language)
  if (keys.includes(message)) return t(message, { ...ERRORS_LOOKUP, defaultValue: message })
  for (const { key, pattern, names } of templatesIn(keys)) {
    const found = pattern.exec(message)
    if (!found) continue
    const values = Object.fromEntries(names.map((name, index) => [name, valueText(found[index + 1] ?? '', language)]))
    return t(key, { ...ERRORS_LOOKUP, ...values, defaultValue: message })
  }
  return message
}

function valueText(value: string, language: string): string {
  return ISO_DAY.test(value) ? (formatDate(value, 'long', language) ?? value) : value
}

/** errorTextOf in the active language, for components. */
export function useErrorText(): (problem: string | Error) => string {
  const { t, i18n } = useTranslation('errors')
  const language = i18n.language
  return useCallback((problem: string | Error) => errorTextOf(problem, t, language), [t, language])
}
