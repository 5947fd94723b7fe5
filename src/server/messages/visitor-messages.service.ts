import { randomBytes } from 'node:crypto'
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm'
import { normalizePhone } from '../../domain/customers/phone'
import { DomainError } from '../../domain/errors'
import type { ContactMessage, ContactMessageInput, NewsletterSubscriber } from '../../domain/messages/visitor-message-schemas'
import { toCsv } from '../../domain/shop/csv'
import { type PageQuery, pageOffset } from '../../domain/validation'
import { text } from '../../domain/written-text'
import type { Database } from '../db/client'
import { contactMessages, newsletterSubscribers } from '../db/schema'

type MessageRow = typeof contactMessages.$inferSelect
type SubscriberRow = typeof newsletterSubscribers.$inferSelect

const toMessage = (row: MessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
})

const toSubscriber = (row: SubscriberRow): NewsletterSubscriber => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
})

/** Contact messages and newsletter subscriptions: stored first, so a page never says "sent" for nothing. */
export function createVisitorMessageService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    async receive(input: ContactMessageInput): Promise<{ id: number }> {
      const phone = input.phone ? (normalizePhone(input.phone) ?? input.phone) : null
      const [row] = await db
        .insert(contactMessages)
        .values({ name: input.name, email: input.email, phone, message: input.message })
        .returning({ id: contactMessages.id })
      if (!row) throw new Error('insert returned no row')
      return row
    },

    async page(query: PageQuery & { unanswered?: 'true' | 'false' }): Promise<{ rows: ContactMessage[]; total: number }> {
      const where: SQL | undefined = query.unanswered === 'true' ? isNull(contactMessages.answeredAt) : undefined
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(query.limit)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(contactMessages).where(where),
      ])
      return { rows: rows.map(toMessage), total: counted?.n ?? 0 }
    },

    async markAnswered(id: number, answered: boolean): Promise<ContactMessage> {
      const [row] = await db
        .update(contactMessages)
        .set({ answeredAt: answered ? clock() : null })
        .where(eq(contactMessages.id, id))
        .returning()
      if (!row) throw new DomainError('not_found', text('message_not_found', { id }))
      return toMessage(row)
    },

    /**
     * Subscribes an email. One that left stays off: anyone can type an address, and the shop sends no email that would
     * confirm it is theirs. The answer is the same either way, so it says nothing about who is on the list.
     */
    async subscribe(email: string): Promise<void> {
      await db
        .insert(newsletterSubscribers)
        .values({ email: email.toLowerCase(), unsubscribeToken: randomBytes(24).toString('base64url') })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
    },

    async unsubscribe(token: string): Promise<void> {
      const left = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: clock() })
        .where(and(eq(newsletterSubscribers.unsubscribeToken, token), isNull(newsletterSubscribers.unsubscribedAt)))
        .returning({ id: newsletterSubscribers.id })
      if (left.length === 0) throw new DomainError('not_found', text('link_removed'))
    },

    async subscribers(query: PageQuery): Promise<{ rows: NewsletterSubscriber[]; total: number }> {
      const active = isNull(newsletterSubscribers.unsubscribedAt)
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(newsletterSubscribers)
          .where(active)
          .orderBy(desc(newsletterSubscribers.createdAt))
          .limit(query.limit)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(newsletterSubscribers).where(active),
      ])
      return { rows: rows.map(toSubscriber), total: counted?.n ?? 0 }
    },

    /** Every active subscriber with the link that takes them off the list, for the newsletter the shop sends. */
    async subscribersCsv(origin: string): Promise<string> {
      const rows = await db
        .select()
        .from(newsletterSubscribers)
        .where(isNull(newsletterSubscribers.unsubscribedAt))
        .orderBy(newsletterSubscribers.createdAt)
      return toCsv(
        ['email', 'subscribed', 'unsubscribe link'],
        rows.map((row) => [row.email, row.createdAt.toISOString(), `${origin}/newsletter/leave?token=${row.unsubscribeToken}`]),
      )
    },
  }
}
export type VisitorMessageService = ReturnType<typeof createVisitorMessageService>
