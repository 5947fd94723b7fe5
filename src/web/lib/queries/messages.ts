import { queryOptions } from '@tanstack/react-query'
import type { ContactMessage, NewsletterSubscriber } from '../../../domain/messages/visitor-message-schemas'
import type { UnfiledReply, WhatsappMessage } from '../../../domain/shop/whatsapp-messages'
import { api } from '../api-client'
import { queryKeys } from './keys'

/** One WhatsApp message of an order, as staff see it (queued, sent, delivered, read or failed). */
export type OrderMessage = WhatsappMessage

/** How often a list of the shop's messages is asked again while one waits in the outbox (or staff watch statuses). */
export const QUEUED_MESSAGE_POLL_MS = 4000

/** What visitors sent the shop, and the WhatsApp sender's state (staff). */
export const messageQueries = {
  contact: (onlyOpen: boolean) =>
    queryOptions({
      queryKey: [...queryKeys.contactMessages, onlyOpen],
      queryFn: () => api.get<ContactMessage[]>(`/api/contact-messages${onlyOpen ? '?unanswered=true' : ''}`),
      staleTime: 0,
    }),
  /** How many visitors are signed up (the list itself is the CSV download): one row is asked for, the count comes in X-Total-Count. */
  newsletterCount: () =>
    queryOptions({
      queryKey: [...queryKeys.newsletterSubscribers, 'count'],
      queryFn: async () => (await api.getPage<NewsletterSubscriber>('/api/newsletter-subscribers?limit=1')).total,
      staleTime: 0,
    }),
  /** The newest WhatsApp messages about no order (staff answer them from the inbox), asked again while an answer is queued. */
  unfiledWhatsapp: (onlyOpen: boolean) =>
    queryOptions({
      queryKey: [...queryKeys.whatsapp, 'unfiled', onlyOpen],
      queryFn: () => api.get<UnfiledReply[]>(`/api/whatsapp/replies/unfiled?limit=50${onlyOpen ? '&unanswered=true' : ''}`),
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data?.some((reply) => reply.answers.some((answer) => answer.status === 'queued')) ? QUEUED_MESSAGE_POLL_MS : false,
    }),
  whatsappStatus: () =>
    queryOptions({ queryKey: [...queryKeys.whatsapp, 'status'], queryFn: () => api.get<{ configured: boolean }>('/api/whatsapp/status') }),
}
