import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Check, Download, Mail, MessageCircle, Undo2 } from 'lucide-react'
import { useState } from 'react'
import type { ContactMessage } from '../../../domain/messages/visitor-message-schemas'
import { whatsappChatLink } from '../../../domain/shop/whatsapp-link'
import type { UnfiledReply } from '../../../domain/shop/whatsapp-messages'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { queryKeys } from '../../lib/queries/keys'
import { messageQueries } from '../../lib/queries/messages'
import { LoadStatus, PageHeading } from './admin-table'
import { LabeledCheckbox } from './labeled-checkbox'
import { useStaffMutation } from './use-staff-mutation'

/**
 * What visitors wrote through the contact form, newest first; WhatsApp messages about no order (an answer to a
 * waitlist offer, a first question), which no order page shows; and the newsletter list for the owner's mailings.
 */
export function InboxPage() {
  const { t } = useTranslation()
  const [onlyOpen, setOnlyOpen] = useState(false)
  const messages = useQuery({ ...messageQueries.contact(onlyOpen), placeholderData: keepPreviousData })
  const subscribers = useQuery(messageQueries.newsletterCount())
  return (
    <>
      <PageHeading title={t('admin.inbox.title')}>
        <LabeledCheckbox label={t('admin.inbox.onlyOpen')} checked={onlyOpen} onCheckedChange={setOnlyOpen} />
      </PageHeading>
      <h2 className="mb-3 text-lg font-semibold">{t('admin.inbox.contactTitle')}</h2>
      <LoadStatus query={messages} />
      {messages.isSuccess && messages.data.length === 0 && <p>{t('admin.inbox.empty')}</p>}
      <ul className="grid gap-3">
        {(messages.data ?? []).map((message) => (
          <li key={message.id}>
            <InboxMessage message={message} />
          </li>
        ))}
      </ul>
      <UnfiledWhatsapp onlyOpen={onlyOpen} />
      <Card className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{t('admin.inbox.newsletter')}</h2>
          <p className="text-sm text-stone-600 dark:text-stone-300">{t('admin.inbox.subscribers', { count: subscribers.data ?? 0 })}</p>
        </div>
        <Button asChild variant="secondary">
          <a href="/api/newsletter-subscribers?format=csv" download>
            <Download className="h-4 w-4" aria-hidden />
            {t('admin.inbox.downloadCsv')}
          </a>
        </Button>
      </Card>
    </>
  )
}

function InboxMessage({ message }: { message: ContactMessage }) {
  const { t } = useTranslation()
  const { formatDate, formatPhone } = useFormatters()
  const answer = useStaffMutation({
    mutationFn: (answered: boolean) => api.patch<ContactMessage>(`/api/contact-messages/${message.id}`, { answered }),
    reloads: [queryKeys.contactMessages],
    failureTitle: t('admin.orders.updateFailed'),
  })
  const reply = t('admin.inbox.replyText', { name: message.name.split(' ')[0] })
  const answered = message.answeredAt !== null
  return (
    <Card className={answered ? 'opacity-70' : undefined}>
      <article aria-label={t('admin.inbox.from', { name: message.name })} className="grid gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold">
            {message.name} · <span className="font-normal">{message.email}</span>
            {message.phone && <span className="font-normal"> · {formatPhone(message.phone)}</span>}
          </p>
          <span className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-300">
            {formatDate(message.createdAt, 'dateTime')}
            <Badge tone={answered ? 'green' : 'amber'}>{t(answered ? 'admin.inbox.answered' : 'admin.inbox.open')}</Badge>
          </span>
        </div>
        <p className="whitespace-pre-line">{message.message}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="secondary">
            <a href={`mailto:${message.email}?subject=${encodeURIComponent(t('admin.inbox.replySubject'))}&body=${encodeURIComponent(reply)}`}>
              <Mail className="h-4 w-4" aria-hidden />
              {t('admin.inbox.replyEmail')}
            </a>
          </Button>
          {message.phone && (
            <Button asChild size="sm" variant="secondary">
              <a href={whatsappChatLink(message.phone, reply)} target="_blank" rel="noreferrer">
                <MessageCircle className="h-4 w-4" aria-hidden />
                {t('admin.inbox.replyWhatsapp')}
              </a>
            </Button>
          )}
          <Button size="sm" variant="ghost" disabled={answer.isPending} onClick={() => answer.mutate(!answered)}>
            {answered ? <Undo2 className="h-4 w-4" aria-hidden /> : <Check className="h-4 w-4" aria-hidden />}
            {t(answered ? 'admin.inbox.markOpen' : 'admin.inbox.markAnswered')}
          </Button>
        </div>
      </article>
    </Card>
  )
}

/** Shown once there is any: a shop without WhatsApp set up never receives one. */
function UnfiledWhatsapp({ onlyOpen }: { onlyOpen: boolean }) {
  const { t } = useTranslation()
  const replies = useQuery({ ...messageQueries.unfiledWhatsapp(onlyOpen), placeholderData: keepPreviousData })
  if (!replies.data?.length) return null
  return (
    <section aria-labelledby="unfiled-whatsapp" className="mt-8 grid gap-3">
      <h2 id="unfiled-whatsapp" className="text-lg font-semibold">
        {t('admin.inbox.whatsappTitle')}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-300">{t('admin.inbox.whatsappHint')}</p>
      <ul className="grid gap-3">
        {replies.data.map((reply) => (
          <li key={reply.id}>
            <UnfiledMessage reply={reply} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function UnfiledMessage({ reply }: { reply: UnfiledReply }) {
  const { t } = useTranslation()
  const { formatDate, formatPhone } = useFormatters()
  const answer = useStaffMutation({
    mutationFn: (answered: boolean) => api.patch<void>(`/api/whatsapp/replies/${reply.id}`, { answered }),
    reloads: [queryKeys.whatsapp],
    failureTitle: t('admin.orders.updateFailed'),
  })
  const answered = reply.answeredAt !== null
  const who = reply.name ?? t('admin.inbox.unknownNumber')
  return (
    <Card className={answered ? 'opacity-70' : undefined}>
      <article aria-label={t('admin.inbox.from', { name: who })} className="grid gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold">
            {who} · <span className="font-normal">{formatPhone(reply.phone)}</span>
          </p>
          <span className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-300">
            {formatDate(reply.at, 'dateTime')}
            <Badge tone={answered ? 'green' : 'amber'}>{t(answered ? 'admin.inbox.answered' : 'admin.inbox.open')}</Badge>
          </span>
        </div>
        <p className="whitespace-pre-line">{reply.body}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="secondary">
            <a href={whatsappChatLink(reply.phone, '')} target="_blank" rel="noreferrer">
              <MessageCircle className="h-4 w-4" aria-hidden />
              {t('admin.inbox.replyWhatsapp')}
            </a>
          </Button>
          <Button size="sm" variant="ghost" disabled={answer.isPending} onClick={() => answer.mutate(!answered)}>
            {answered ? <Undo2 className="h-4 w-4" aria-hidden /> : <Check className="h-4 w-4" aria-hidden />}
            {t(answered ? 'admin.inbox.markOpen' : 'admin.inbox.markAnswered')}
          </Button>
        </div>
      </article>
    </Card>
  )
}
