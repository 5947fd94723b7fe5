import { createTranslator } from './translator'

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

/**
 * Pesos on the pre-order page, with Intl for the language's locale (es-MX writes them as en-US does):
 * '{{amount, pesos}}' for price tags on the menu, cents only when there are any ('3 for $150 MXN');
 * '{{amount, pesosWithCents}}' for amounts being added up, always with cents ('$1,600.00 MXN', '$507.60 MXN').
 */
const pesos = (trailingZeroDisplay: 'auto' | 'stripIfInteger') => (value: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 2, trailingZeroDisplay } as Intl.NumberFormatOptions).format(value)

/** The shop's texts in the active language (the remembered choice, else the browser's), English where one is missing. */
export const translator = createTranslator({
  language: detectLanguage(),
  fallbackLanguage: DEFAULT_LANGUAGE,
  formats: {
    pesos: pesos('stripIfInteger'),
    pesosWithCents: pesos('auto'),
    /** '{{total, number}}': a count with the language's grouping ('40,000'). */
    number: (value: number, language: string) => new Intl.NumberFormat(localeOf(language)).format(value),
  },
})

/**
 * Texts that arrive as chunks of their own the first time they are needed: the shop's texts in the visitor's
 * language only (most customers read Spanish, so neither language rides in the main bundle for the other), and
 * the messages of the schemas and the server ('errors'), which only pages with forms show (checkout, staff areas),
 * so the home page never downloads them.
 */
const LAZY_TEXTS = {
  shop: {
    en: () => import('./en').then(({ en }) => void translator.addResourceBundle('en', 'translation', en)),
    es: () => import('./es').then(({ es }) => void translator.addResourceBundle('es', 'translation', es)),
  },
  /** Standing orders and the waitlist: their pages, the confirmation card, the join dialog and the staff lists. */
  regulars: {
    en: () => import('./en/regulars').then(({ regulars }) => void translator.addResourceBundle('en', 'translation', regulars)),
    es: () => import('./es/regulars').then(({ regulars }) => void translator.addResourceBundle('es', 'translation', regulars)),
  },
  errors: {
    en: () => import('./en/errors').then(({ errors }) => void translator.addResourceBundle('en', 'errors', errors)),
    es: () => import('./es/errors').then(({ errors }) => void translator.addResourceBundle('es', 'errors', errors)),
  },
} satisfies Record<string, Record<Language, () => Promise<void>>>

export type TextArea = keyof typeof LAZY_TEXTS
const ALL_AREAS = Object.keys(LAZY_TEXTS) as TextArea[]

const loading = new Map<string, Promise<void>>()
/** The areas this visit has used so far; a language switch brings them along in the new language. */
const areasInUse = new Set<TextArea>(['shop'])

function loadTexts(area: TextArea, language: Language): Promise<void> {
  const key = `${area}:${language}`
  let texts = loading.get(key)
  if (!texts) {
    // A chunk that failed to arrive (offline) is asked for again next time.
    texts = LAZY_TEXTS[area][language]().catch((error: unknown) => {
      loading.delete(key)
      throw error
    })
    loading.set(key, texts)
  }
  return texts
}

/** The texts of the areas in use so far, in `language`. */
export function loadLanguage(language: string, areas: Iterable<TextArea> = areasInUse): Promise<void> {
  const chosen = toLanguage(language)
  return Promise.all([...areas].map((area) => loadTexts(area, chosen))).then(() => undefined)
}

/** A page's code together with the texts it needs beyond the shop's own, so it never shows a message untranslated. */
export function withTexts<T>(page: Promise<T>, areas: TextArea[]): Promise<T> {
  for (const area of areas) areasInUse.add(area)
  return Promise.all([page, loadLanguage(translator.language, areas)]).then(([loaded]) => loaded)
}

/** Changes the language once all its texts are here, so nothing shows in the old language by mistake. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language, ALL_AREAS)
  translator.changeLanguage(language)
}

/**
 * The remembered choice, else the browser's first language. Five lines instead of
 * a language-detector package, whose 2 KB the initial-JS budget of the home page cannot spare.
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

translator.on('languageChanged', (language) => {
  followLanguage(language)
  rememberLanguage(language)
  void loadLanguage(language)
})
followLanguage(translator.language)
rememberLanguage(translator.language)

/**
 * Resolves once the shop's texts in the visitor's language have arrived (a chunk fetched as soon as this module
 * runs), or English if Spanish could not. main.tsx renders when it resolves; the static shell of index.html is on
 * screen until then.
 */
export const i18nReady: Promise<unknown> = loadLanguage(translator.language)
  // A Spanish chunk that cannot arrive (a flaky phone connection) should not leave the shop without words.
  .catch(() => (toLanguage(translator.language) === DEFAULT_LANGUAGE ? undefined : loadLanguage(DEFAULT_LANGUAGE)))
