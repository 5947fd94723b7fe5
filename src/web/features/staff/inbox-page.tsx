import { type QueryKey, useQuery } from '@tanstack/react-query'
import { Check, Mail, MessageCircle, Send, Undo2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import type { ContactMessage } from '../../../domain/messages/visitor-message-schemas'
import { whatsappChatLink } from '../../../domain/shop/whatsapp-link'
import { type UnfiledReply, WHATSAPP_TEXT_MAX, type WhatsappMessage } from '../../../domain/shop/whatsapp-messages'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Pager } from '../../components/ui/data-table'
import { DownloadButton } from '../../components/ui/download-button'
import { Field } from '../../components/ui/field'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { Textarea } from '../../components/ui/textarea'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { queryKeys } from '../../lib/queries/keys'
import { INBOX_PAGE_SIZE, messageQueries } from '../../lib/queries/messages'
import { LoadStatus, PageHeading } from './admin-table'
import { LabeledCheckbox } from './labeled-checkbox'
import { useServerPaging } from './use-server-paging'
import { useStaffMutation } from './use-staff-mutation'
import { MessageStatusBadge } from './whatsapp-history'

/**
 * What visitors wrote through the contact form, newest first; WhatsApp messages about no order (an answer to a
 * waitlist offer, a first question), which no order page shows; and the newsletter list for the owner's mailings.
 */
export function InboxPage() {
  const { t } = useTranslation()
  const [onlyOpen, setOnlyOpen] = useState(false)
  // The server pages both lists: the oldest unanswered messages are reached too.
  const paging = useServerPaging(String(onlyOpen), INBOX_PAGE_SIZE, (page) => messageQueries.contact(onlyOpen, page))
  const messages = paging.query
  const subscribers = useQuery(messageQueries.newsletterCount())
  return (
    <>
      <PageHeading title={t('admin.inbox.title')}>
        <LabeledCheckbox label={t('admin.inbox.onlyOpen')} checked={onlyOpen} onCheckedChange={setOnlyOpen} />
      </PageHeading>
      <h2 className="mb-3 text-lg font-semibold">{t('admin.inbox.contactTitle')}</h2>
      <LoadStatus query={messages} />
      {messages.isSuccess && messages.data.total === 0 && <p>{t('admin.inbox.empty')}</p>}
      <ul className="grid gap-3">
        {(messages.data?.items ?? []).map((message) => (
          <li key={message.id}>
            <InboxMessage message={message} />
          </li>
        ))}
      </ul>
      <Pager page={paging.page} pages={paging.pages} onPage={paging.setPage} list={t('admin.inbox.contactTitle')} />
      <UnfiledWhatsapp onlyOpen={onlyOpen} />
      <Card className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{t('admin.inbox.newsletter')}</h2>
          <p className="text-sm text-stone-600 dark:text-stone-300">{t('admin.inbox.subscribers', { count: subscribers.data ?? 0 })}</p>
        </div>
        <DownloadButton href="/api/newsletter-subscribers?format=csv">{t('admin.inbox.downloadCsv')}</DownloadButton>
      </Card>
    </>
  )
}

type InboxItemProps = {
  /** Who wrote, as the card's heading shows it; `name` labels the card. */
  name: string
  from: ReactNode
  at: string
  body: string
  answered: boolean
  /** PATCHes the message's `answered` flag. */
  mark: (answered: boolean) => Promise<unknown>
  reloads: readonly QueryKey[]
  /** Shown under the text (the shop's answers). */
  details?: ReactNode
  /** The ways to answer (email, WhatsApp). */
  children: ReactNode
}

/** One message in the inbox, whichever way it came: who and when, answered or not, the text, how to answer. */
function InboxItem({ name, from, at, body, answered, mark, reloads, details, children }: InboxItemProps) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const answer = useStaffMutation({ mutationFn: mark, reloads, failureTitle: t('admin.orders.updateFailed') })
  return (
    <Card className={answered ? 'opacity-70' : undefined}>
      {/* What a visitor typed (name, email, message) wraps, even one long unbroken word. */}
      <article aria-label={t('admin.inbox.from', { name })} className="grid gap-2 wrap-anywhere">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold">{from}</p>
          <span className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-300">
            {formatDate(at, 'dateTime')}
            <Badge tone={answered ? 'green' : 'amber'}>{t(answered ? 'admin.inbox.answered' : 'admin.inbox.open')}</Badge>
          </span>
        </div>
        <p className="whitespace-pre-line">{body}</p>
        {details}
        <div className="flex flex-wrap gap-2">
          {children}
          <Button size="sm" variant="ghost" disabled={answer.isPending} onClick={() => answer.mutate(!answered)}>
            {answered ? <Undo2 className="h-4 w-4" aria-hidden /> : <Check className="h-4 w-4" aria-hidden />}
            {t(answered ? 'admin.inbox.markOpen' : 'admin.inbox.markAnswered')}
          </Button>
        </div>
      </article>
    </Card>
  )
}

function WhatsappAnswer({ phone, text }: { phone: string; text: string }) {
  const { t } = useTranslation()
  return (
    <Button asChild size="sm" variant="secondary">
      <NewTabLink href={whatsappChatLink(phone, text)}>
        <MessageCircle className="h-4 w-4" aria-hidden />
        {t('admin.inbox.replyWhatsapp')}
      </NewTabLink>
    </Button>
  )
}

function InboxMessage({ message }: { message: ContactMessage }) {
  const { t } = useTranslation()
  const { formatPhone } = useFormatters()
  const reply = t('admin.inbox.replyText', { name: message.name.split(' ')[0] })
  return (
    <InboxItem
      name={message.name}
      from={
        <>
          {message.name} · <span className="font-normal">{message.email}</span>
          {message.phone && <span className="font-normal"> · {formatPhone(message.phone)}</span>}
        </>
      }
      at={message.createdAt}
      body={message.message}
      answered={message.answeredAt !== null}
      mark={(answered) => api.patch<ContactMessage>(`/api/contact-messages/${message.id}`, { answered })}
      reloads={[queryKeys.contactMessages]}
    >
      <Button asChild size="sm" variant="secondary">
        <a href={`mailto:${message.email}?subject=${encodeURIComponent(t('admin.inbox.replySubject'))}&body=${encodeURIComponent(reply)}`}>
          <Mail className="h-4 w-4" aria-hidden />
          {t('admin.inbox.replyEmail')}
        </a>
      </Button>
      {message.phone && <WhatsappAnswer phone={message.phone} text={reply} />}
    </InboxItem>
  )
}

/** Shown once there is any: a shop without WhatsApp set up never receives one. */
function UnfiledWhatsapp({ onlyOpen }: { onlyOpen: boolean }) {
  const { t } = useTranslation()
  const paging = useServerPaging(String(onlyOpen), INBOX_PAGE_SIZE, (page) => messageQueries.unfiledWhatsapp(onlyOpen, page))
  const replies = paging.query
  if (!replies.data?.total) return null
  return (
    <section aria-labelledby="unfiled-whatsapp" className="mt-8 grid gap-3">
      <h2 id="unfiled-whatsapp" className="text-lg font-semibold">
        {t('admin.inbox.whatsappTitle')}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-300">{t('admin.inbox.whatsappHint')}</p>
      <ul className="grid gap-3">
        {replies.data.items.map((reply) => (
          <li key={reply.id}>
            <UnfiledMessage reply={reply} />
          </li>
        ))}
      </ul>
      <Pager page={paging.page} pages={paging.pages} onPage={paging.setPage} list={t('admin.inbox.whatsappTitle')} />
    </section>
  )
}

function UnfiledMessage({ reply }: { reply: UnfiledReply }) {
  const { t } = useTranslation()
  const { formatPhone } = useFormatters()
  const whatsapp = useQuery(messageQueries.whatsappStatus())
  const who = reply.name ?? t('admin.inbox.unknownNumber')
  // The shop's number answers in staff's words through the Cloud API, within the 24 hours after the customer wrote;
  // otherwise staff answer from their own WhatsApp.
  const fromShop = whatsapp.data?.configured === true && reply.windowEndsAt !== null
  return (
    <InboxItem
      name={who}
      from={
        <>
          {who} · <span className="font-normal">{formatPhone(reply.phone)}</span>
        </>
      }
      at={reply.at}
      body={reply.body}
      answered={reply.answeredAt !== null}
      mark={(answered) => api.patch<void>(`/api/whatsapp/replies/${reply.id}`, { answered })}
      reloads={[queryKeys.whatsapp]}
      details={<ShopAnswers reply={reply} canAnswer={fromShop} />}
    >
      {!fromShop && <WhatsappAnswer phone={reply.phone} text="" />}
    </InboxItem>
  )
}

/** What the shop answered from its number, and, while the customer's window is open, a box to answer again. */
function ShopAnswers({ reply, canAnswer }: { reply: UnfiledReply; canAnswer: boolean }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const [text, setText] = useState('')
  const send = useStaffMutation({
    mutationFn: (message: string) => api.post<WhatsappMessage>(`/api/whatsapp/replies/${reply.id}/answer`, { message }),
    reloads: [queryKeys.whatsapp],
    successToast: () => ({ title: t('admin.inbox.answerQueued') }),
    failureTitle: t('admin.inbox.answerFailed'),
    onSuccess: () => setText(''),
  })
  if (!canAnswer && reply.answers.length === 0) return null
  return (
    <div className="grid gap-2">
      {reply.answers.map((answer) => (
        <div key={answer.id} className="rounded-lg bg-stone-50 p-3 dark:bg-stone-800">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <MessageStatusBadge status={answer.status} />
            <span className="font-medium">{t('admin.inbox.shopAnswer')}</span>
            <span className="text-stone-600 dark:text-stone-300">{formatDate(answer.at, 'dateTime')}</span>
          </div>
          <p className="mt-1 whitespace-pre-line">{answer.body}</p>
          {answer.lastError && <p className="mt-1 text-sm text-red-700 dark:text-red-400">{answer.lastError}</p>}
        </div>
      ))}
      {canAnswer && (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            send.mutate(text)
          }}
        >
          <Field label={t('admin.inbox.answerLabel')} error={send.error ?? undefined}>
            <Textarea value={text} onChange={(event) => setText(event.target.value)} rows={3} maxLength={WHATSAPP_TEXT_MAX} />
          </Field>
          <Button type="submit" size="sm" variant="whatsapp" className="justify-self-start" disabled={text.trim() === '' || send.isPending}>
            <Send className="h-4 w-4" aria-hidden />
            {send.isPending ? t('admin.orders.sending') : t('admin.inbox.answerSend')}
          </Button>
        </form>
      )}
    </div>
  )
}
