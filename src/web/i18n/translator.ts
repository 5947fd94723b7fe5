/**
 * The shop's texts by language and namespace, and `t` to read them: what the pages used of i18next (nested keys,
 * `{{name}}` and `{{name, format}}` placeholders, plural forms chosen by Intl.PluralRules, a fallback language,
 * defaultValue, returnObjects) without its 17 KB gzip on every first visit. See docs/decisions/0012-own-translator.md.
 */

/** A catalogue: nested objects of texts ('cart.title'), plural forms as siblings ('items_one', 'items_other'). */
export type Texts = { readonly [key: string]: unknown }

export type TextOptions = {
  /** Another language than the active one for this text (a message in the customer's language). */
  lng?: string
  ns?: string
  /** Picks the plural form ('key_one', 'key_other') and fills {{count}}. */
  count?: number | string
  /** Shown (and filled) when no catalogue has the key; otherwise the key itself shows. */
  defaultValue?: string
  /** Returns the object or list found at the key instead of a text ('admin.weekdays'). */
  returnObjects?: boolean
  /** false: the key is one name, not a path (the errors catalogue's keys hold dots). */
  keySeparator?: false
  [value: string]: unknown
}

export type Translate = (key: string, options?: TextOptions) => string

/** Writes a value for a `{{name, format}}` placeholder in a language. */
export type Format = (value: never, language: string) => string

type Change = 'languageChanged' | 'added'

const PLACEHOLDER = /\{\{([^}]+)\}\}/g
const DEFAULT_NAMESPACE = 'translation'

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Copies `source` into `target` key by key; an existing text stays unless `overwrite`. */
function merge(target: Record<string, unknown>, source: Texts, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    if (isPlainObject(value)) {
      if (!isPlainObject(existing)) {
        if (existing !== undefined && !overwrite) continue
        target[key] = {}
      }
      merge(target[key] as Record<string, unknown>, value, overwrite)
    } else if (existing === undefined || overwrite) {
      target[key] = value
    }
  }
}

export function createTranslator({
  language,
  fallbackLanguage,
  formats,
}: {
  language: string
  fallbackLanguage: string
  formats: Record<string, Format>
}) {
  const catalogues = new Map<string, Record<string, unknown>>()
  const listeners: Record<Change, Set<(language: string) => void>> = { languageChanged: new Set(), added: new Set() }
  const pluralRules = new Map<string, Intl.PluralRules>()
  let active = language
  /** Counts changes (language, texts added), so a component re-renders when its texts can have changed. */
  let version = 0

  const emit = (change: Change) => {
    version += 1
    for (const listener of [...listeners[change]]) listener(active)
  }

  const lookup = (lng: string, ns: string, key: string, keySeparator: boolean): unknown => {
    const catalogue = catalogues.get(`${lng}:${ns}`)
    if (!catalogue) return undefined
    if (!keySeparator) return catalogue[key]
    let found: unknown = catalogue
    // Lists are walked by index as objects by name ('catalog.weekdays.2' is Tuesday).
    for (const part of key.split('.')) found = typeof found === 'object' && found !== null ? (found as Record<string, unknown>)[part] : undefined
    return found
  }

  /** The keys to try, most specific first: 'items_one' for count 1 in English, then 'items_other', then 'items'. */
  const candidates = (key: string, lng: string, count: unknown): string[] => {
    if (typeof count !== 'number') return [key]
    const rules = pluralRules.get(lng) ?? new Intl.PluralRules(lng)
    pluralRules.set(lng, rules)
    const forms = [count === 0 ? `${key}_zero` : '', `${key}_${rules.select(count)}`, `${key}_other`, key]
    return forms.filter(Boolean)
  }

  const fill = (text: string, options: TextOptions, lng: string): string =>
    text.replace(PLACEHOLDER, (placeholder, inside: string) => {
      const [name = '', format] = inside.split(',').map((part) => part.trim())
      const value = options[name]
      if (value === undefined) return Object.hasOwn(options, name) ? '' : placeholder
      const write = format ? formats[format] : undefined
      if (write) return write(value as never, lng)
      return value === null ? '' : String(value)
    })

  /** The text (or, with returnObjects, the object) at `key` in the language asked for, else the fallback language. */
  const find = (key: string, options: TextOptions): unknown => {
    const ns = options.ns ?? DEFAULT_NAMESPACE
    const keySeparator = options.keySeparator !== false
    for (const lng of new Set([options.lng ?? active, fallbackLanguage])) {
      for (const candidate of candidates(key, lng, options.count)) {
        const found = lookup(lng, ns, candidate, keySeparator)
        if (typeof found === 'string') return fill(found, options, lng)
        if (found !== undefined && options.returnObjects) return found
      }
    }
    return undefined
  }

  const t = (key: string, options: TextOptions = {}): string => {
    const found = find(key, options)
    if (found !== undefined) return found as string
    return options.defaultValue === undefined ? key : fill(options.defaultValue, options, options.lng ?? active)
  }

  return {
    get language() {
      return active
    },
    t,
    /** A new `t` reading `ns` unless a call names another (new each time, so memoised work can depend on it). */
    fixedT:
      (ns?: string): Translate =>
      (key, options) =>
        t(key, ns ? { ns, ...options } : options),
    exists: (key: string, options: TextOptions = {}) => find(key, { ...options, defaultValue: undefined }) !== undefined,
    hasResourceBundle: (lng: string, ns: string) => catalogues.has(`${lng}:${ns}`),
    /** Adds texts to a catalogue; with `overwrite` false, texts already there stay (as i18next's addResourceBundle). */
    addResourceBundle(lng: string, ns: string, texts: Texts, overwrite = false) {
      const key = `${lng}:${ns}`
      const catalogue = catalogues.get(key) ?? {}
      merge(catalogue, texts, overwrite)
      catalogues.set(key, catalogue)
      emit('added')
    },
    changeLanguage(lng: string) {
      if (lng === active) return
      active = lng
      emit('languageChanged')
    },
    /** Calls `listener` with the active language on each change of that kind; returns the way to stop. */
    on(change: Change, listener: (language: string) => void) {
      listeners[change].add(listener)
      return () => void listeners[change].delete(listener)
    },
    /** For useSyncExternalStore: any change, and the count of changes so far. */
    subscribe(listener: () => void) {
      listeners.languageChanged.add(listener)
      listeners.added.add(listener)
      return () => {
        listeners.languageChanged.delete(listener)
        listeners.added.delete(listener)
      }
    },
    version: () => version,
  }
}

export type Translator = ReturnType<typeof createTranslator>
