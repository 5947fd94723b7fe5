import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { whatsappChatLink } from '../../../domain/shop/whatsapp-link'
import { useTranslation } from '../../i18n/use-translation'
import { settingsQueries } from '../../lib/queries/settings'
import { useAfterFirstRender } from '../../lib/use-after-first-render'
import { useDocumentTitle } from '../../lib/use-document-title'
import { HeroSection } from './hero-section'

const HomeSections = lazy(() => import('./home-sections').then((m) => ({ default: m.HomeSections })))

export function HomePage() {
  useDocumentTitle()
  const { t } = useTranslation()
  const settings = useQuery(settingsQueries.shop())
  const whatsappUrl = settings.data ? whatsappChatLink(settings.data.whatsappNumber, t('home.whatsappMessage')) : undefined
  const belowTheFold = useAfterFirstRender()
  // Holds the sections' place (and the #order anchor) until their chunk is here.
  const placeholder = <div id="order" className="min-h-screen" />
  return (
    <main>
      <HeroSection whatsappUrl={whatsappUrl} />
      {belowTheFold ? (
        <Suspense fallback={placeholder}>
          <HomeSections settings={settings.data} whatsappUrl={whatsappUrl} />
        </Suspense>
      ) : (
        placeholder
      )}
    </main>
  )
}
