import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { FocusHeading } from '../../components/ui/focus-heading'
import { useTranslation } from '../../i18n/use-translation'

export function OrderNotFound() {
  const { t } = useTranslation()
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <FocusHeading level="h1" className="text-2xl font-bold">
        {t('confirmation.notFoundTitle')}
      </FocusHeading>
      <p className="mt-3 text-stone-600 dark:text-stone-300">{t('confirmation.notFoundText')}</p>
      <Button asChild className="mt-6">
        <Link href="/">{t('confirmation.backHome')}</Link>
      </Button>
    </main>
  )
}
