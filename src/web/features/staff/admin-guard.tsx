import type { ReactNode } from 'react'
import { Redirect, useLocation } from 'wouter'
import { useTranslation } from '../../i18n/use-translation'
import { loginPathFor } from './admin-paths'
import { SessionEndedDialog } from './session-ended-dialog'
import { useAdminAuth, useSessionEnded } from './use-admin-auth'

/**
 * Spec §2: 'Checking authentication...' while the session is checked, then the login page for visitors. A session
 * that ends while staff work keeps the page as it is, under a dialog to sign in again.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [location] = useLocation()
  const { loading, isAuthenticated } = useAdminAuth()
  const sessionEnded = useSessionEnded()
  if (loading) {
    return (
      <p role="status" className="grid min-h-screen place-items-center text-stone-600 dark:text-stone-300">
        {t('admin.checkingAuth')}
      </p>
    )
  }
  if (sessionEnded) {
    return (
      <>
        {children}
        <SessionEndedDialog />
      </>
    )
  }
  if (!isAuthenticated) return <Redirect to={loginPathFor(location)} replace />
  return <>{children}</>
}
