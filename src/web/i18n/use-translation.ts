import { useMemo, useSyncExternalStore } from 'react'
import { translator } from './i18n'
import type { Translate, Translator } from './translator'

/**
 * The texts for a component: `t` (reading `ns`, 'translation' by default) and the translator (its `language`).
 * The component renders again when the language changes or texts arrive, with a new `t`, so memoised work that
 * depends on `t` follows.
 */
export function useTranslation(ns?: string): { t: Translate; i18n: Translator } {
  const version = useSyncExternalStore(translator.subscribe, translator.version, translator.version)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for each change of language or texts
  const t = useMemo(() => translator.fixedT(ns), [ns, version])
  return { t, i18n: translator }
}
