import { lazy, type ReactNode, Suspense } from 'react'
import { useLocation } from 'wouter'
import { SiteHeader } from '../features/layout/site-header'
import { useTranslation } from '../i18n/use-translation'
import { useAfterFirstRender } from '../lib/use-after-first-render'

/** Below the fold on every page: its code (newsletter form, social links) comes right after the first render. */
const SiteFooter = lazy(() => import('../features/layout/site-footer').then((m) => ({ default: m.SiteFooter })))

/** Staff pages (/admin…, /simple-admin-dashboard) bring their own chrome; every other page shares the public header and footer. */
export function isStaffPath(path: string): boolean {
  return path.startsWith('/admin') || path.startsWith('/simple-admin-dashboard')
}

export function StorefrontLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [location] = useLocation()
  const belowTheFold = useAfterFirstRender()
  if (isStaffPath(location)) return <>{children}</>
  return (
    <div id="top" className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <div id="main" className="min-h-screen flex-1">
        {children}
      </div>
      {belowTheFold && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
    </div>
  )
}
