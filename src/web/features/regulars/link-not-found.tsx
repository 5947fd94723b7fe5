import { Link } from 'wouter'
import { LinkMessagePage } from '../../components/link-message-page'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'

/** A private link that opens nothing: a token cut short when copied, or a link to something removed. */
export function LinkNotFound({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation()
  return (
    <LinkMessagePage
      title={title}
      text={text}
      action={
        <Button asChild>
          <Link href="/">{t('regulars.manage.backHome')}</Link>
        </Button>
      }
    />
  )
}
