import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { whatsappChatLink } from '../../../domain/shop/whatsapp-link'
import { settingsQueries } from '../../lib/queries/settings'
import { useDocumentTitle } from '../../lib/use-document-title'
import { HeroSection } from './hero-section'

const HomeSections = lazy(() => import('./home-sections').then((m) => ({ default: m.HomeSections })))

export function HomePage() {
  useDocumentTitle()
  const { t } = useTranslation()
  const settings = useQuery(settingsQueries.shop())
  const whatsappUrl = settings.data ? whatsappChatLink(settings.data.whatsappNumber, t('home.whatsappMessage')) : undefined
  return (
    <main>
      <HeroSection whatsappUrl={whatsappUrl} />
      <Suspense fallback={<div id="order" className="min-h-screen" />}>
        <HomeSections settings={settings.data} whatsappUrl={whatsappUrl} />
      </Suspense>
    </main>
  )
}
