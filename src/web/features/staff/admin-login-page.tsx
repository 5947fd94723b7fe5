import { useEffect } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { useTranslation } from '../../i18n/use-translation'
import { useDocumentTitle } from '../../lib/use-document-title'
import { safeReturnPath } from './admin-paths'
import { StaffSignInForm } from './staff-sign-in-form'
import { useAdminAuth } from './use-admin-auth'

export function AdminLoginPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('admin.login.title'))
  const [, navigate] = useLocation()
  const search = useSearch()
  const returnTo = safeReturnPath(new URLSearchParams(search).get('next'))
  const { isAuthenticated, loading } = useAdminAuth()

  useEffect(() => {
    if (!loading && isAuthenticated) navigate(returnTo, { replace: true })
  }, [loading, isAuthenticated, navigate, returnTo])

  return (
    <main className="grid min-h-screen place-items-center bg-crust-50 px-4 dark:bg-stone-950">
      <div className="w-full max-w-sm rounded-xl border border-crust-100 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900">
        <h1 className="font-serif text-2xl font-bold text-crust-900 dark:text-crust-100">{t('admin.login.title')}</h1>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{t('admin.login.subtitle')}</p>
        <div className="mt-6">
          <StaffSignInForm onSignedIn={() => navigate(returnTo, { replace: true })} />
        </div>
        <Link href="/simple-admin-dashboard" className="mt-6 block text-center text-sm text-crust-800 underline dark:text-crust-300">
          {t('admin.login.simpleDashboard')}
        </Link>
      </div>
    </main>
  )
}
