import { Languages } from 'lucide-react'
import { type Language, switchLanguage, toLanguage } from '../i18n/i18n'
import { useTranslation } from '../i18n/use-translation'
import { Button } from './ui/button'

const HTML_LANG: Record<Language, string> = { en: 'en', es: 'es-MX' }

/**
 * One button that offers the other language, named in that language ('Español' / 'English'); on phones it shows
 * the short code. Its tooltip is in the page's language: only that one's texts are loaded. The choice is remembered by
 * the language detector (localStorage 'language').
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const next: Language = toLanguage(i18n.language) === 'es' ? 'en' : 'es'
  const name = t(`language.names.${next}`)
  return (
    <Button
      variant="ghost"
      size="toolbar"
      lang={HTML_LANG[next]}
      title={t('language.switchTo', { name })}
      className={className}
      onClick={() => void switchLanguage(next)}
    >
      <Languages className="hidden h-4 w-4 sm:block" aria-hidden />
      <span className="sm:hidden" aria-hidden>
        {t(`language.short.${next}`)}
      </span>
      <span className="sr-only sm:not-sr-only">{name}</span>
    </Button>
  )
}
