import { RotateCcw } from 'lucide-react'
import { useId } from 'react'
import type { BadgeTone } from '../../../domain/orders/order-status'
import type { OrderConversation, WhatsappMessage, WhatsappReply } from '../../../domain/shop/whatsapp-messages'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { formatPhone } from '../../lib/format-phone'

const MESSAGE_TONES: Record<WhatsappMessage['status'], BadgeTone> = { queued: 'amber', sent: 'grey', delivered: 'green', read: 'blue', failed: 'red' }

/** Where a message the shop sent stands: queued, sent, delivered, read or failed. */
export function MessageStatusBadge({ status }: { status: WhatsappMessage['status'] }) {
  const { t } = useTranslation()
  return <Badge tone={MESSAGE_TONES[status]}>{t(`admin.orders.messageStatuses.${status}`)}</Badge>
}

type Entry = { at: string } & ({ message: WhatsappMessage } | { reply: WhatsappReply })

/** The shop's messages and the customer's replies, newest first. */
function entriesOf(conversation: OrderConversation): Entry[] {
  const entries: Entry[] = [
    ...conversation.whatsappMessages.map((message) => ({ at: message.createdAt, message })),
    ...conversation.whatsappReplies.map((reply) => ({ at: reply.at, reply })),
  ]
  return entries.sort((a, b) => b.at.localeCompare(a.at))
}

type Props = { conversation: OrderConversation; onResend: (message: WhatsappMessage) => void; resendingId: number | null }

/** An order's WhatsApp conversation for staff: each message with what WhatsApp said of it, and what the customer wrote. */
export function WhatsappHistory({ conversation, onResend, resendingId }: Props) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const id = useId()
  const entries = entriesOf(conversation)
  return (
    <div className="mt-2 grid gap-2">
      {conversation.whatsappOptedOutAt && (
        <p className="text-amber-900 dark:text-amber-200">
          {t('admin.orders.optedOut', { date: formatDate(conversation.whatsappOptedOutAt, 'dateTime') })}
        </p>
      )}
      {entries.length === 0 && <p className="text-stone-600 dark:text-stone-300">{t('admin.orders.historyEmpty')}</p>}
      <ul className="grid gap-2">
        {entries.map((entry) =>
          'reply' in entry ? (
            <li key={`reply-${entry.reply.id}`} className="rounded-lg border border-blue-200 bg-blue-50 p-3 dark:border-blue-900 dark:bg-blue-950">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="blue">{t('admin.orders.customerReply')}</Badge>
                <span className="text-stone-600 dark:text-stone-300">{formatDate(entry.reply.at, 'dateTime')}</span>
              </div>
              <p className="mt-1 whitespace-pre-wrap">{entry.reply.body}</p>
            </li>
          ) : (
            <li key={entry.message.id} className="rounded-lg bg-stone-50 p-3 dark:bg-stone-800">
              <div className="flex flex-wrap items-center gap-2">
                <MessageStatusBadge status={entry.message.status} />
                <span className="font-medium">
                  {entry.message.kind === 'text' ? t('admin.orders.ownMessage') : t(`admin.orders.templates.${entry.message.kind}`)}
                </span>
                <span className="text-stone-600 dark:text-stone-300">{formatDate(entry.message.at, 'dateTime')}</span>
                <span className="text-stone-600 dark:text-stone-300">{formatPhone(entry.message.phone)}</span>
                {entry.message.sentByHand && <span className="text-stone-600 dark:text-stone-300">{t('admin.orders.sentByHand')}</span>}
                {entry.message.automatic && <span className="text-stone-600 dark:text-stone-300">{t('admin.orders.automatic')}</span>}
                {entry.message.attempts > 1 && (
                  <span className="text-stone-600 dark:text-stone-300">{t('admin.orders.attempts', { count: entry.message.attempts })}</span>
                )}
              </div>
              <p id={`${id}-message-${entry.message.id}`} className="mt-1 whitespace-pre-wrap">
                {entry.message.body}
              </p>
              {entry.message.lastError && <p className="mt-1 text-red-700 dark:text-red-400">{entry.message.lastError}</p>}
              {entry.message.status === 'failed' && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-2"
                  aria-describedby={`${id}-message-${entry.message.id}`}
                  onClick={() => onResend(entry.message)}
                  disabled={resendingId !== null}
                >
                  <RotateCcw className="h-4 w-4" aria-hidden />
                  {resendingId === entry.message.id ? t('admin.orders.sending') : t('admin.orders.sendAgain')}
                </Button>
              )}
            </li>
          ),
        )}
      </ul>
    </div>
  )
}
