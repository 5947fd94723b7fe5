import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RotateCcw, Send } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '../../../domain/orders/order-schemas'
import { Button } from '../../components/ui/button'
import { Textarea } from '../../components/ui/textarea'
import { useToast } from '../../components/ui/toaster'
import { loadLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { useErrorText } from '../../lib/error-text'
import { useFormatters } from '../../lib/format'
import { formatPhone } from '../../lib/format-phone'
import { adminQueries, type OrderMessage, refreshOrders } from './admin-queries'
import { Badge, type Tone } from './admin-table'

const MESSAGE_TONES: Record<OrderMessage['status'], Tone> = { queued: 'amber', sent: 'green', failed: 'red' }

/** How often the history is asked again while a message waits in the outbox; it stops once none is queued. */
export const QUEUED_MESSAGE_POLL_MS = 4000

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

/** The WhatsApp box of one order: prefilled with its status's customer message (spec §4), and what was sent before. */
export function OrderMessages({ order }: { order: Order }) {
  const { t } = useTranslation()
  // The message is written in the language the customer ordered in, whatever language staff read.
  const customerLanguageReady = useCustomerLanguage(order.language)
  const template = (status: Order['status']) => t(`admin.orders.customerMessages.${status}`, { lng: order.language })
  const errorText = useErrorText()
  const { formatDate } = useFormatters()
  const toast = useToast()
  const queryClient = useQueryClient()
  const whatsapp = useQuery(adminQueries.whatsappStatus())
  const id = useId()
  // null until staff type: the box shows the status template, once the customer's language has loaded.
  const [typed, setTyped] = useState<string | null>(null)
  const message = typed ?? (customerLanguageReady ? template(order.status) : '')
  const [historyOpen, setHistoryOpen] = useState(false)
  // After a send the outbox is watched even with the history closed, so the 'sent' indicator follows it.
  const [watchingOutbox, setWatchingOutbox] = useState(false)
  const history = useQuery({
    ...adminQueries.orderMessages(order.id),
    enabled: historyOpen || watchingOutbox,
    refetchInterval: (query) => (queuedIds(query.state.data).size > 0 ? QUEUED_MESSAGE_POLL_MS : false),
  })

  // A message that leaves the queue (sent or failed) changes the order's WhatsApp flag on the server.
  const queuedBefore = useRef<ReadonlySet<number>>(new Set())
  useEffect(() => {
    if (!history.data) return
    const queued = queuedIds(history.data)
    const settled = [...queuedBefore.current].some((messageId) => !queued.has(messageId))
    queuedBefore.current = queued
    if (settled) void refreshOrders(queryClient)
  }, [history.data, queryClient])

  const post = (body: string) => api.post<OrderMessage>('/api/whatsapp/send', { orderId: order.id, message: body })
  const afterSend = () => {
    setWatchingOutbox(true)
    // Without WhatsApp keys the message waits in the outbox: say so rather than 'sent'.
    const queued = whatsapp.data?.configured === false
    toast({
      title: t(queued ? 'admin.orders.messageQueued' : 'admin.orders.messageSent'),
      description: t(queued ? 'admin.orders.messageQueuedText' : 'admin.orders.messageSentText', { name: order.customer?.name ?? '' }),
      variant: 'success',
    })
    return Promise.all([queryClient.invalidateQueries({ queryKey: adminQueries.orderMessages(order.id).queryKey }), refreshOrders(queryClient)])
  }
  const sendFailed = (error: Error) => toast({ title: t('admin.orders.sendFailed'), description: errorText(error.message), variant: 'destructive' })

  const send = useMutation({
    mutationFn: post,
    onSuccess: () => {
      setTyped(null)
      return afterSend()
    },
    onError: sendFailed,
  })
  // A failed message goes out again with the very same text; the box keeps whatever staff are typing.
  const resend = useMutation({ mutationFn: (failed: OrderMessage) => post(failed.body), onSuccess: afterSend, onError: sendFailed })

  return (
    <div className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-800">
      <label htmlFor={id} className="text-sm font-medium">
        {t('admin.orders.messageLabel', { id: order.id })}{' '}
        <span className="font-normal text-stone-600 dark:text-stone-300">{t(`admin.orders.messageLanguage.${order.language}`)}</span>
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
        <Textarea id={id} value={message} onChange={(event) => setTyped(event.target.value)} height="short" className="flex-1" maxLength={4096} />
        <Button variant="whatsapp" onClick={() => send.mutate(message.trim())} disabled={message.trim() === '' || send.isPending}>
          <Send className="h-4 w-4" aria-hidden />
          {send.isPending ? t('admin.orders.sending') : t('admin.orders.send')}
        </Button>
      </div>
      <details className="mt-3 text-sm" onToggle={(event) => setHistoryOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer font-medium text-crust-800 dark:text-crust-300">{t('admin.orders.history')}</summary>
        {history.isPending && historyOpen && <p className="mt-2">{t('app.loading')}</p>}
        {history.isError && <p className="mt-2 text-red-700 dark:text-red-400">{t('admin.table.loadFailed')}</p>}
        {history.isSuccess && history.data.length === 0 && (
          <p className="mt-2 text-stone-600 dark:text-stone-300">{t('admin.orders.historyEmpty')}</p>
        )}
        {history.isSuccess && history.data.length > 0 && (
          <ul className="mt-2 grid gap-2">
            {history.data.map((entry) => (
              <li key={entry.id} className="rounded-lg bg-stone-50 p-3 dark:bg-stone-800">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={MESSAGE_TONES[entry.status]}>{t(`admin.orders.messageStatuses.${entry.status}`)}</Badge>
                  <span className="text-stone-600 dark:text-stone-300">{formatDate(entry.sentAt ?? entry.createdAt, 'dateTime')}</span>
                  <span className="text-stone-600 dark:text-stone-300">{formatPhone(entry.phone)}</span>
                  {entry.attempts > 1 && (
                    <span className="text-stone-600 dark:text-stone-300">{t('admin.orders.attempts', { count: entry.attempts })}</span>
                  )}
                </div>
                <p id={`${id}-message-${entry.id}`} className="mt-1 whitespace-pre-wrap">
                  {entry.body}
                </p>
                {entry.lastError && <p className="mt-1 text-red-700 dark:text-red-400">{entry.lastError}</p>}
                {entry.status === 'failed' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="mt-2"
                    aria-describedby={`${id}-message-${entry.id}`}
                    onClick={() => resend.mutate(entry)}
                    disabled={resend.isPending}
                  >
                    <RotateCcw className="h-4 w-4" aria-hidden />
                    {resend.isPending && resend.variables?.id === entry.id ? t('admin.orders.sending') : t('admin.orders.sendAgain')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  )
}
