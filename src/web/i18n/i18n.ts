import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { en } from './en'
import { errors as enErrors } from './en/errors'

export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'
/** The localStorage key that remembers the visitor's choice. */
export const LANGUAGE_STORAGE_KEY = 'language'

/** Any Spanish browser locale (es, es-MX, es-419…) reads Spanish; everything else reads English. */
export function toLanguage(code: string | undefined): Language {
  return code?.toLowerCase().startsWith('es') ? 'es' : 'en'
}

/** The BCP 47 tag for `<html lang>` and for Intl: the shop speaks Mexican Spanish. */
export function localeOf(language: string | undefined): 'es-MX' | 'en-US' {
  return toLanguage(language) === 'es' ? 'es-MX' : 'en-US'
}

/** Keeps `<html lang>` in the active language (zod's own messages follow in zod-language.ts, with the forms). */
function followLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(language) === 'es' ? 'es-MX' : 'en'
}

/** Spanish arrives as its own chunk the first time it is needed, so English visitors never download it. */
let spanish: Promise<void> | undefined
export function loadLanguage(language: string): Promise<void> {
  if (toLanguage(language) !== 'es') return Promise.resolve()
  spanish ??= Promise.all([import('./es'), import('./es/errors')]).then(([{ es }, { errors }]) => {
    i18next.addResourceBundle('es', 'translation', es, true, false)
    i18next.addResourceBundle('es', 'errors', errors, true, false)
  })
  return spanish
}

/** Changes the language once its texts are here, so nothing shows in the old language by mistake. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language)
  await i18next.changeLanguage(language)
}

/**
 * The remembered choice, else the browser's first language. Five lines instead of
 * i18next-browser-languagedetector, whose 2 KB the initial-JS budget of the home page cannot spare.
 */
function detectLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    if (stored) return toLanguage(stored)
  } catch {}
  return toLanguage(typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language))
}

function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, toLanguage(language))
  } catch {}
}

i18next.on('languageChanged', (language) => {
  followLanguage(language)
  rememberLanguage(language)
  void loadLanguage(language)
})

/** Resolves once the visitor's language is ready; main.tsx waits for it before the first render. */
export const i18nReady: Promise<unknown> = i18next
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { en: { translation: en, errors: enErrors } },
    partialBundledLanguages: true,
    // Re-render when a language or an area adds its texts.
    react: { bindI18nStore: 'added' },
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(() => loadLanguage(i18next.language))

export { i18next }
