import { useEffect } from 'react'
import { useTranslation } from '../i18n/use-translation'

/**
 * Names the browser tab after the page ('Checkout · Masa Madre Mérida'; WCAG 2.4.2), in the visitor's language;
 * without a page title, the shop's own ('Masa Madre Mérida · Artisan Sourdough Bakery').
 */
export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation()
  const title = pageTitle ? `${pageTitle} · ${t('app.name')}` : t('app.title')
  useEffect(() => {
    document.title = title
  }, [title])
}
