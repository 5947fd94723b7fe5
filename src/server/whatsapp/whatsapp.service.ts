import { desc, eq } from 'drizzle-orm'
import { normalizePhone } from '../../domain/customers/phone'
import { DomainError } from '../../domain/errors'
import type { WhatsappMessage, WhatsappMessageStatus } from '../../domain/shop/whatsapp-messages'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { customers, orders, whatsappMessages } from '../db/schema'

export type WhatsappConfig = Partial<Pick<Config, 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_API_BASE'>>

type MessageRow = typeof whatsappMessages.$inferSelect

export function isWhatsappConfigured(config: WhatsappConfig): boolean {
  return Boolean(config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID)
}

export function toWhatsappMessage(row: MessageRow): WhatsappMessage {
  return {
    id: row.id,
    orderId: row.orderId,
    phone: row.phone,
    body: row.body,
    status: row.status as WhatsappMessageStatus,
    attempts: row.attempts,
    providerMessageId: row.providerMessageId,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }
}

const orderNotFound = (id: number) => new DomainError('not_found', `Order ${id} was not found`)

/**
 * The outbox: staff messages are written here first and answered at once; the worker delivers them.
 * Nothing is sent from a request handler, so a WhatsApp outage never fails or slows the admin page.
 */
export function createWhatsappService({ db, config, clock }: { db: Database; config: WhatsappConfig; clock: () => Date }) {
  return {
    status: () => ({ configured: isWhatsappConfigured(config) }),

    /** Queues a message to the order's customer: their WhatsApp number when given, else their phone. */
    async queue(orderId: number, body: string): Promise<WhatsappMessage> {
      const [order] = await db
        .select({ id: orders.id, phone: customers.phone, whatsapp: customers.whatsapp })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(eq(orders.id, orderId))
      if (!order) throw orderNotFound(orderId)
      const phone = normalizePhone(order.whatsapp || order.phone)
      if (!phone) throw new DomainError('validation', 'This customer has no valid WhatsApp number', [{ path: 'orderId', message: 'No valid number' }])
      const now = clock()
      const [row] = await db.insert(whatsappMessages).values({ orderId, phone, body, createdAt: now, updatedAt: now, nextAttemptAt: now }).returning()
      if (!row) throw new Error('outbox insert returned no row')
      return toWhatsappMessage(row)
    },

    /** An order's message history, newest first. */
    async listForOrder(orderId: number): Promise<WhatsappMessage[]> {
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))
      if (!order) throw orderNotFound(orderId)
      const rows = await db
        .select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.orderId, orderId))
        .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
      return rows.map(toWhatsappMessage)
    },
  }
}
export type WhatsappService = ReturnType<typeof createWhatsappService>
