import { CheckCheck, ExternalLink } from 'lucide-react'
import type { Order } from '../../../domain/orders/order-schemas'
import { whatsappChatLink } from '../../../domain/shop/whatsapp-link'
import type { WhatsappSend } from '../../../domain/shop/whatsapp-messages'
import { Button } from '../../components/ui/button'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import type { OrderMessage } from '../../lib/queries/messages'
import { useStaffMutation } from './use-staff-mutation'

type Props = { order: Order; text: string; send: WhatsappSend; onMarked: () => Promise<unknown> }

/**
 * Without the Cloud API, staff write from their own WhatsApp: the link opens a chat with the customer and the
 * prepared text, and 'Mark as sent' records it in the order's history.
 */
export function WhatsappClickToChat({ order, text, send, onMarked }: Props) {
  const { t } = useTranslation()
  const number = order.customer?.whatsapp || order.customer?.phone
  const mark = useStaffMutation({
    mutationFn: () => api.post<OrderMessage>('/api/whatsapp/mark-sent', send),
    successToast: () => ({ title: t('admin.orders.markedSent'), description: t('admin.orders.markedSentText', { id: order.id }) }),
    onSuccess: onMarked,
    failureTitle: t('admin.orders.sendFailed'),
  })
  if (!number || text.trim() === '') return null
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-stone-600 dark:text-stone-300">{t('admin.orders.clickToChatHint')}</span>
      <Button variant="secondary" size="sm" asChild>
        <NewTabLink href={whatsappChatLink(number, text)}>
          <ExternalLink className="h-4 w-4" aria-hidden />
          {t('admin.orders.openInWhatsapp')}
        </NewTabLink>
      </Button>
      <Button variant="secondary" size="sm" onClick={() => mark.mutate()} disabled={mark.isPending}>
        <CheckCheck className="h-4 w-4" aria-hidden />
        {t('admin.orders.markSent')}
      </Button>
    </div>
  )
}
