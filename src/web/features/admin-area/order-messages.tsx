import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '../../../domain/orders/order-schemas'
import { Button } from '../../components/ui/button'
import { Textarea } from '../../components/ui/textarea'
import { useToast } from '../../components/ui/toaster'
import { api } from '../../lib/api-client'
import { useErrorText } from '../../lib/error-text'
import { useFormatters } from '../../lib/format'
import { adminQueries, type OrderMessage } from './admin-queries'
import { Badge, type Tone } from './admin-table'

const MESSAGE_TONES: Record<OrderMessage['status'], Tone> = { queued: 'amber', sent: 'green', failed: 'red' }

/** The WhatsApp box of one order: prefilled with its status's customer message (spec §4), and what was sent before. */
export function OrderMessages({ order }: { order: Order }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { formatDate } = useFormatters()
  const toast = useToast()
  const queryClient = useQueryClient()
  const id = useId()
  const [message, setMessage] = useState<string>(() => t(`admin.orders.customerMessages.${order.status}`))
  const [historyOpen, setHistoryOpen] = useState(false)
  const history = useQuery({ ...adminQueries.orderMessages(order.id), enabled: historyOpen })

  const send = useMutation({
    mutationFn: (body: string) => api.post<OrderMessage>('/api/whatsapp/send', { orderId: order.id, message: body }),
    onSuccess: () => {
      setMessage(t(`admin.orders.customerMessages.${order.status}`))
      toast({
        title: t('admin.orders.messageSent'),
        description: t('admin.orders.messageSentText', { name: order.customer?.name ?? '' }),
        variant: 'success',
      })
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueries.orderMessages(order.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminQueries.orders().queryKey }),
      ])
    },
    onError: (error) => toast({ title: t('admin.orders.sendFailed'), description: errorText(error.message), variant: 'destructive' }),
  })

  return (
    <div className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-800">
      <label htmlFor={id} className="text-sm font-medium">
        {t('admin.orders.messageLabel', { id: order.id })}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
        <Textarea id={id} value={message} onChange={(event) => setMessage(event.target.value)} height="short" className="flex-1" maxLength={4096} />
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
                  <span className="text-stone-600 dark:text-stone-300">{entry.phone}</span>
                  {entry.attempts > 1 && (
                    <span className="text-stone-600 dark:text-stone-300">{t('admin.orders.attempts', { count: entry.attempts })}</span>
                  )}
                </div>
                <p className="mt-1 whitespace-pre-wrap">{entry.body}</p>
                {entry.lastError && <p className="mt-1 text-red-700 dark:text-red-400">{entry.lastError}</p>}
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  )
}
