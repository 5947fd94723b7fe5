import { useTranslation } from '../i18n/use-translation'
import { Button } from './ui/button'
import { FocusHeading } from './ui/focus-heading'

/** A private-link page whose first load did not reach the shop: not "not found", but a retry (failedLinkLoad). */
export function LinkPageUnreachable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <FocusHeading level="h1" className="text-2xl font-bold">
        {t('app.unreachableTitle')}
      </FocusHeading>
      <p className="mt-3 text-stone-600 dark:text-stone-300">{t('app.unreachableText')}</p>
      <Button className="mt-6" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </main>
  )
}
