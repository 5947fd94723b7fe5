import { Link } from 'wouter'
import { LinkMessagePage } from '../../components/link-message-page'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'

export function OrderNotFound() {
  const { t } = useTranslation()
  return (
    <LinkMessagePage
      title={t('confirmation.notFoundTitle')}
      text={t('confirmation.notFoundText')}
      action={
        <Button asChild>
          <Link href="/">{t('confirmation.backHome')}</Link>
        </Button>
      }
    />
  )
}
