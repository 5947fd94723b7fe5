import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'

export function ProductNotFound() {
  const { t } = useTranslation()
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('catalog.detail.notFoundTitle')}</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-300">{t('catalog.detail.notFoundText')}</p>
      <Button asChild className="mt-6">
        <Link href="/products">{t('catalog.detail.back')}</Link>
      </Button>
    </main>
  )
}
