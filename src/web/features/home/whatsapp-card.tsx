import { MessageCircle } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { useTranslation } from '../../i18n/use-translation'

export function WhatsappCard({ whatsappUrl }: { whatsappUrl: string | undefined }) {
  const { t } = useTranslation()
  return (
    <Card tone="green" className="grid gap-3">
      <h3 className="text-lg font-semibold">{t('home.contact.whatsappTitle')}</h3>
      <p className="text-sm">{t('home.contact.whatsappText')}</p>
      {whatsappUrl && (
        <Button variant="whatsapp" asChild>
          <NewTabLink href={whatsappUrl}>
            <MessageCircle className="h-5 w-5" aria-hidden />
            {t('home.contact.whatsappButton')}
          </NewTabLink>
        </Button>
      )}
    </Card>
  )
}
