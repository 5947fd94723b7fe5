import type { ReactNode } from 'react'
import { Redirect, useLocation } from 'wouter'
import { useTranslation } from '../../i18n/use-translation'
import { loginPathFor } from './admin-paths'
import { useAdminAuth } from './use-admin-auth'

/** Spec §2: 'Checking authentication...' while the session is checked, then the login page for visitors. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [location] = useLocation()
  const { loading, isAuthenticated } = useAdminAuth()
  if (loading) {
    return (
      <p role="status" className="grid min-h-screen place-items-center text-stone-600 dark:text-stone-300">
        {t('admin.checkingAuth')}
      </p>
    )
  }
  if (!isAuthenticated) return <Redirect to={loginPathFor(location)} replace />
  return <>{children}</>
}
