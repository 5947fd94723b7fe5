import { queryOptions } from '@tanstack/react-query'
import type { ContactMessage, NewsletterSubscriber } from '../../../domain/messages/visitor-message-schemas'
import type { UnfiledReply, WhatsappMessage } from '../../../domain/shop/whatsapp-messages'
import { api } from '../api-client'
import { queryKeys } from './keys'

/** One WhatsApp message of an order, as staff see it (queued, sent, delivered, read or failed). */
export type OrderMessage = WhatsappMessage

/** How often a list of the shop's messages is asked again while one waits in the outbox (or staff watch statuses). */
export const QUEUED_MESSAGE_POLL_MS = 4000

/** The inbox's lists show this many messages a page. */
export const INBOX_PAGE_SIZE = 20

/** One page of an inbox list, newest first; `onlyOpen`: those nobody answered yet. */
const inboxPage = (path: string, onlyOpen: boolean, page: number) =>
  `${path}?limit=${INBOX_PAGE_SIZE}&page=${page}${onlyOpen ? '&unanswered=true' : ''}`

/** What visitors sent the shop, and the WhatsApp sender's state (staff). */
export const messageQueries = {
  contact: (onlyOpen: boolean, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.contactMessages, onlyOpen, page],
      queryFn: () => api.getPage<ContactMessage>(inboxPage('/api/contact-messages', onlyOpen, page)),
      staleTime: 0,
    }),
  /** How many visitors are signed up (the list itself is the CSV download): one row is asked for, the count comes in X-Total-Count. */
  newsletterCount: () =>
    queryOptions({
      queryKey: [...queryKeys.newsletterSubscribers, 'count'],
      queryFn: async () => (await api.getPage<NewsletterSubscriber>('/api/newsletter-subscribers?limit=1')).total,
      staleTime: 0,
    }),
  /** WhatsApp messages about no order (staff answer them from the inbox), asked again while an answer is queued. */
  unfiledWhatsapp: (onlyOpen: boolean, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.whatsapp, 'unfiled', onlyOpen, page],
      queryFn: () => api.getPage<UnfiledReply>(inboxPage('/api/whatsapp/replies/unfiled', onlyOpen, page)),
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data?.items.some((reply) => reply.answers.some((answer) => answer.status === 'queued')) ? QUEUED_MESSAGE_POLL_MS : false,
    }),
  whatsappStatus: () =>
    queryOptions({ queryKey: [...queryKeys.whatsapp, 'status'], queryFn: () => api.get<{ configured: boolean }>('/api/whatsapp/status') }),
}
