import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { SiteFooter } from '../features/layout/site-footer'
import { SiteHeader } from '../features/layout/site-header'

/** Staff pages (/admin…, /simple-admin-dashboard) bring their own chrome; every other page shares the public header and footer. */
export function isStaffPath(path: string): boolean {
  return path.startsWith('/admin') || path.startsWith('/simple-admin-dashboard')
}

export function StorefrontLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [location] = useLocation()
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
      <SiteFooter />
    </div>
  )
}
