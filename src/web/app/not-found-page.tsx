import { Link, useLocation } from 'wouter'
import { useTranslation } from '../i18n/use-translation'
import { useDocumentTitle } from '../lib/use-document-title'

/** The spec's two texts, and a way on: home for customers, the admin dashboard under /admin (which has no header). */
export function NotFoundPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('notFound.title'))
  const [location] = useLocation()
  const inAdmin = location.startsWith('/admin')
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-300">{t('notFound.body')}</p>
      <Link
        href={inAdmin ? '/admin' : '/'}
        className="mt-6 inline-block font-medium text-crust-800 underline underline-offset-4 hover:text-crust-950 dark:text-crust-300 dark:hover:text-crust-100"
      >
        {t(inAdmin ? 'notFound.toAdmin' : 'notFound.toHome')}
      </Link>
    </main>
  )
}
