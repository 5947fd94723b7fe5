import { useTranslation } from '../i18n/use-translation'
import { LinkMessagePage } from './link-message-page'
import { Button } from './ui/button'

/** A private-link page whose first load did not reach the shop: not "not found", but a retry (failedLinkLoad). */
export function LinkPageUnreachable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <LinkMessagePage title={t('app.unreachableTitle')} text={t('app.unreachableText')} action={<Button onClick={onRetry}>{t('app.retry')}</Button>} />
  )
}
