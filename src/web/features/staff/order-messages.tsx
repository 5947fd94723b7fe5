import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { Order } from '../../../domain/orders/order-schemas'
import type { WhatsappSend } from '../../../domain/shop/whatsapp-messages'
import { isTemplateKind, messageOrderOf, statusTemplate, type TemplateKind, templateMessage } from '../../../domain/shop/whatsapp-templates'
import { hasVisibleText } from '../../../domain/validation'
import { Button } from '../../components/ui/button'
import { Textarea } from '../../components/ui/textarea'
import { loadLanguage } from '../../i18n/i18n'
import { useTranslation } from '../../i18n/use-translation'
import { ApiError, api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { messageQueries, type OrderMessage, QUEUED_MESSAGE_POLL_MS } from '../../lib/queries/messages'
import { orderQueries, refreshOrders } from '../../lib/queries/orders'
import { settingsQueries } from '../../lib/queries/settings'
import { useStaffMutation } from './use-staff-mutation'
import { WhatsappClickToChat } from './whatsapp-click-to-chat'
import { WhatsappHistory } from './whatsapp-history'
import { WhatsappTemplatePicker } from './whatsapp-template-picker'

/** A template is several lines: the box shows it whole. */
const TEMPLATE_ROWS = 9

const queuedIds = (messages: readonly OrderMessage[] | undefined) =>
  new Set((messages ?? []).filter((message) => message.status === 'queued').map((message) => message.id))

/** Resolves once the catalogue of `language` is loaded (Spanish arrives as its own chunk). */
function useCustomerLanguage(language: Order['language']): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let current = true
    void loadLanguage(language).then(() => current && setReady(true))
    return () => {
      current = false
    }
  }, [language])
  return ready
}

/** Staff's message again: a template goes out as that template, free text as the same text. */
const resendOf = (orderId: number, failed: OrderMessage): WhatsappSend =>
  isTemplateKind(failed.kind) ? { orderId, template: failed.kind } : { orderId, message: failed.body }

/**
 * The WhatsApp box of one order: prefilled with its status's customer message (spec §4), or one of the templates
 * filled in with the order's details; the conversation so far; and, without the Cloud API, a chat link.
 */
export function OrderMessages({ order }: { order: Order }) {
  const { t } = useTranslation()
  // The message is written in the language the customer ordered in, whatever language staff read.
  const customerLanguageReady = useCustomerLanguage(order.language)
  const statusText = (status: Order['status']) => t(`admin.orders.customerMessages.${status}`, { lng: order.language })
  const { formatDate } = useFormatters()
  const queryClient = useQueryClient()
  const whatsapp = useQuery(messageQueries.whatsappStatus())
  const settings = useQuery(settingsQueries.shop())
  const id = useId()
  const [picked, setPicked] = useState<TemplateKind | null>(null)
  const templateText = picked && settings.data ? templateMessage(picked, messageOrderOf(order), settings.data).text : null
  // null until staff type: the box shows the chosen template, or the status message once the customer's language has loaded.
  const [typed, setTyped] = useState<string | null>(null)
  const message = typed ?? templateText ?? (customerLanguageReady ? statusText(order.status) : '')
  // A template left as it was goes out as that template (delivered outside the 24-hour window too).
  const composed: WhatsappSend =
    picked !== null && message === templateText ? { orderId: order.id, template: picked } : { orderId: order.id, message: message.trim() }
  const [historyOpen, setHistoryOpen] = useState(false)
  // After a send the outbox is watched even with the history closed, so the 'sent' indicator follows it.
  const [watchingOutbox, setWatchingOutbox] = useState(false)
  const configured = whatsapp.data?.configured
  const conversation = useQuery({
    ...orderQueries.detail(order.id),
    enabled: historyOpen || watchingOutbox || (configured === true && typed !== null),
    refetchInterval: (query) => (historyOpen || queuedIds(query.state.data?.whatsappMessages).size > 0 ? QUEUED_MESSAGE_POLL_MS : false),
  })

  // A message that leaves the queue (sent or failed) changes the order's WhatsApp flag on the server.
  const queuedBefore = useRef<ReadonlySet<number>>(new Set())
  useEffect(() => {
    if (!conversation.data) return
    const queued = queuedIds(conversation.data.whatsappMessages)
    const settled = [...queuedBefore.current].some((messageId) => !queued.has(messageId))
    queuedBefore.current = queued
    if (settled) void refreshOrders(queryClient)
  }, [conversation.data, queryClient])

  const post = (send: WhatsappSend) => api.post<OrderMessage>('/api/whatsapp/send', send)
  const refreshConversation = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: orderQueries.detail(order.id).queryKey }), refreshOrders(queryClient)])
  // Without WhatsApp keys the message waits in the outbox: say so rather than 'sent'. While the status is still
  // unknown (loading, or its request failed) neither is claimed: the history shows what became of it.
  const sent = () => {
    const said = configured === true ? 'messageSent' : configured === false ? 'messageQueued' : 'messageAccepted'
    return {
      title: t(`admin.orders.${said}`),
      description: t(`admin.orders.${said}Text`, { name: order.customer?.name ?? '' }),
    }
  }
  const afterSend = () => {
    setWatchingOutbox(true)
    return refreshConversation()
  }
  const failed = t('admin.orders.sendFailed')

  const send = useStaffMutation({
    mutationFn: post,
    successToast: sent,
    // Without the Cloud API the message waits in the outbox and the box keeps it: staff then send that very text
    // from their own WhatsApp, and 'Mark as sent' records it (the server takes it out of the outbox).
    onSuccess: () => {
      if (configured === true) {
        setTyped(null)
        setPicked(null)
      }
      return afterSend()
    },
    // Outside the 24-hour window only a template reaches the customer: the box takes the one for the order's status,
    // ready to send as it is.
    onError: (error) => {
      const kind = statusTemplate(order)
      if (error instanceof ApiError && error.key === 'whatsapp_window_closed' && kind) {
        setPicked(kind)
        setTyped(null)
      }
    },
    failureTitle: failed,
  })
  // A failed message goes out again as it was; the box keeps whatever staff are typing.
  const resend = useStaffMutation({
    mutationFn: (message: OrderMessage) => post(resendOf(order.id, message)),
    successToast: sent,
    onSuccess: afterSend,
    failureTitle: failed,
  })
  const windowEndsAt = conversation.data?.whatsappWindowEndsAt

  return (
    <div className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('admin.orders.messageLabel', { id: order.id })}{' '}
          <span className="font-normal text-stone-600 dark:text-stone-300">{t(`admin.orders.messageLanguage.${order.language}`)}</span>
        </label>
        <WhatsappTemplatePicker
          order={order}
          value={picked}
          disabled={!settings.data}
          onPick={(kind) => {
            setPicked(kind)
            setTyped(null)
          }}
        />
      </div>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
        <Textarea
          id={id}
          value={message}
          onChange={(event) => setTyped(event.target.value)}
          height="short"
          rows={picked ? TEMPLATE_ROWS : undefined}
          className="flex-1"
          maxLength={4096}
        />
        <Button variant="whatsapp" onClick={() => send.mutate(composed)} disabled={!hasVisibleText(message) || send.isPending}>
          <Send className="h-4 w-4" aria-hidden />
          {send.isPending ? t('admin.orders.sending') : t('admin.orders.send')}
        </Button>
      </div>
      {configured && !('template' in composed) && conversation.data && (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
          {windowEndsAt ? t('admin.orders.windowOpen', { date: formatDate(windowEndsAt, 'dateTime') }) : t('admin.orders.windowClosed')}
        </p>
      )}
      {configured === false && <WhatsappClickToChat order={order} text={message} send={composed} onMarked={refreshConversation} />}
      <details className="mt-3 text-sm" onToggle={(event) => setHistoryOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer font-medium text-crust-800 dark:text-crust-300">{t('admin.orders.history')}</summary>
        {conversation.isPending && historyOpen && <p className="mt-2">{t('app.loading')}</p>}
        {conversation.isError && <p className="mt-2 text-red-700 dark:text-red-400">{t('admin.table.loadFailed')}</p>}
        {conversation.isSuccess && (
          <WhatsappHistory
            conversation={conversation.data}
            onResend={(message) => resend.mutate(message)}
            resendingId={resend.isPending ? (resend.variables?.id ?? null) : null}
          />
        )}
      </details>
    </div>
  )
}
