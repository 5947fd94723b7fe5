import { useQuery } from '@tanstack/react-query'
import { MessageCircle } from 'lucide-react'
import type { Order } from '../../../domain/orders/order-schemas'
import { whatsappChatLink } from '../../../domain/shop/whatsapp-link'
import { customerChatText, messageOrderOf } from '../../../domain/shop/whatsapp-templates'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { useTranslation } from '../../i18n/use-translation'
import { settingsQueries } from '../../lib/queries/settings'

/**
 * WhatsApp on the confirmation page. When the shop writes to the customer itself (Cloud API set up, consent given)
 * it says so; otherwise it offers a chat link that writes the order to the shop, in the customer's language.
 */
export function OrderChatCard({ order, orderLink }: { order: Order; orderLink: string }) {
  const { t } = useTranslation()
  const settings = useQuery(settingsQueries.shop())
  if (!settings.data) return null
  if (settings.data.whatsappConfigured && order.whatsappOptIn) {
    return (
      <p className="flex items-center justify-center gap-2 text-center text-sm">
        <MessageCircle className="h-4 w-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden />
        {t('confirmation.whatsapp.updatesComing')}
      </p>
    )
  }
  const link = whatsappChatLink(settings.data.whatsappNumber, customerChatText(messageOrderOf(order), settings.data, orderLink))
  return (
    <Card tone="green" className="grid gap-3">
      <h2 className="font-semibold">{t('confirmation.whatsapp.title')}</h2>
      <p className="text-sm">{t('confirmation.whatsapp.text')}</p>
      <Button variant="whatsapp" asChild className="h-auto min-h-10 py-2 sm:justify-self-start">
        <NewTabLink href={link}>
          <MessageCircle className="h-5 w-5" aria-hidden />
          {t('confirmation.whatsapp.send')}
        </NewTabLink>
      </Button>
    </Card>
  )
}
