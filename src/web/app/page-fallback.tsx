import { useTranslation } from '../i18n/use-translation'

/** Holds the page's height while a page chunk loads, so the footer does not jump (layout shift). */
export function PageFallback() {
  const { t } = useTranslation()
  return (
    <p role="status" className="mx-auto min-h-screen max-w-6xl px-4 py-20 text-center text-stone-600 dark:text-stone-300">
      {t('app.loading')}
    </p>
  )
}
