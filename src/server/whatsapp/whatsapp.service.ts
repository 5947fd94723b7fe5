import { and, count, desc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm'
import { DomainError } from '../../domain/errors'
import type { ShopSettings } from '../../domain/shop/settings-schemas'
import type {
  OrderConversation,
  UnfiledReply,
  UnfiledReplyQuery,
  WhatsappMessage,
  WhatsappMessageStatus,
  WhatsappSend,
} from '../../domain/shop/whatsapp-messages'
import type { MessageKind } from '../../domain/shop/whatsapp-templates'
import { templateMessage, templatesFor } from '../../domain/shop/whatsapp-templates'
import { serviceWindowEnd } from '../../domain/shop/whatsapp-webhook'
import { pageOffset } from '../../domain/validation'
import { text } from '../../domain/written-text'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { orders, whatsappMessages, whatsappOptOuts, whatsappReplies } from '../db/schema'
import { hasOptedOut, loadMessageTarget, type MessageTarget, templateRow } from './order-notices'

export type WhatsappConfig = Partial<
  Pick<Config, 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_API_BASE' | 'WHATSAPP_APP_SECRET' | 'WHATSAPP_VERIFY_TOKEN'>
>

type MessageRow = typeof whatsappMessages.$inferSelect

export function isWhatsappConfigured(config: WhatsappConfig): boolean {
  return Boolean(config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID)
}

export function toWhatsappMessage(row: MessageRow): WhatsappMessage {
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.kind as MessageKind,
    phone: row.phone,
    body: row.body,
    status: row.status as WhatsappMessageStatus,
    at: (row.statusAt ?? row.sentAt ?? row.createdAt).toISOString(),
    attempts: row.attempts,
    providerMessageId: row.providerMessageId,
    lastError: row.lastError,
    automatic: row.noticeKey !== null,
    sentByHand: row.sentByHand,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }
}

const orderNotFound = (id: number) => new DomainError('not_found', text('order_not_found', { id }))

const OPTED_OUT = text('customer_opted_out')
const WINDOW_CLOSED = text('whatsapp_window_closed')
const ANSWER_WINDOW_CLOSED = text('answer_window_closed')
const NOT_CONFIGURED = text('whatsapp_not_configured')
/**
 * When the number of a `whatsapp_replies` row last wrote to the shop, any message of theirs, filed or not: it opens
 * the 24-hour window in which the shop's number may answer in staff's own words.
 */
const numberLastWrote = sql`(select max(r.received_at) from whatsapp_replies r where r.phone = whatsapp_replies.phone)`.mapWith(
  whatsappReplies.receivedAt,
)

const messageNotFound = (id: number) => new DomainError('not_found', text('message_not_found', { id }))

type Deps = { db: Database; config: WhatsappConfig; clock: () => Date; timeZone: string; shopSettings: () => Promise<ShopSettings> }

/**
 * Staff's side of the outbox: messages are written here first and answered at once; the worker delivers them.
 * Nothing is sent from a request handler, so a WhatsApp outage never fails or slows the admin page.
 */
export function createWhatsappService({ db, config, clock, timeZone, shopSettings }: Deps) {
  async function findTarget(orderId: number): Promise<MessageTarget & { phone: string }> {
    const target = await loadMessageTarget(db, orderId)
    if (!target) throw orderNotFound(orderId)
    if (!target.phone) throw new DomainError('validation', text('customer_no_whatsapp'), [{ path: 'orderId', message: text('number_invalid') }])
    return { ...target, phone: target.phone }
  }

  /** Staff's text as it is, or a template filled in with the order's details in the customer's language. */
  async function compose(send: WhatsappSend, target: MessageTarget & { phone: string }, now: Date) {
    if (send.template === undefined) {
      return {
        orderId: target.order.id,
        kind: 'text',
        phone: target.phone,
        body: send.message ?? '',
        createdAt: now,
        updatedAt: now,
        nextAttemptAt: now,
      }
    }
    // A template says where the order stands: none that is not true of it now ("ready" for a cancelled order).
    if (!templatesFor(target.order).includes(send.template)) {
      throw new DomainError('conflict', text('template_not_for_order'), [{ path: 'template', message: text('template_not_for_order_short') }])
    }
    if (await hasOptedOut(db, target.phone, target.order.createdAt)) {
      throw new DomainError('conflict', OPTED_OUT, [{ path: 'template', message: OPTED_OUT }])
    }
    return templateRow(target.order.id, target.phone, templateMessage(send.template, target.order, { ...(await shopSettings()), timeZone }), now)
  }

  /** When the customer's 24-hour window closes (their last message to this number or about this order), null when closed. */
  async function windowEndsAt(orderId: number, phone: string): Promise<Date | null> {
    const [lastReply] = await db
      .select({ at: max(whatsappReplies.receivedAt) })
      .from(whatsappReplies)
      .where(or(eq(whatsappReplies.phone, phone), eq(whatsappReplies.orderId, orderId)))
    return serviceWindowEnd(lastReply?.at ?? null, clock())
  }

  async function insertMessage(values: typeof whatsappMessages.$inferInsert): Promise<WhatsappMessage> {
    const [row] = await db.insert(whatsappMessages).values(values).returning()
    if (!row) throw new Error('outbox insert returned no row')
    return toWhatsappMessage(row)
  }

  async function listForOrder(orderId: number): Promise<WhatsappMessage[]> {
    const rows = await db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.orderId, orderId))
      .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
    return rows.map(toWhatsappMessage)
  }

  return {
    status: () => ({ configured: isWhatsappConfigured(config) }),

    /** Queues a message to the order's customer: their WhatsApp number when given, else their phone. */
    async queue(send: WhatsappSend): Promise<WhatsappMessage> {
      const now = clock()
      const target = await findTarget(send.orderId)
      // WhatsApp takes free text outside the window and refuses it later (131047): staff would have seen "sent".
      if (send.template === undefined && isWhatsappConfigured(config) && !(await windowEndsAt(send.orderId, target.phone))) {
        throw new DomainError('conflict', WINDOW_CLOSED, [{ path: 'message', message: WINDOW_CLOSED }])
      }
      return insertMessage(await compose(send, target, now))
    },

    /**
     * Records a message staff sent from their own WhatsApp through the chat link (the Cloud API is not set up, or
     * not working): it shows in the history as sent by hand, and the order counts as told. The same message still
     * waiting in the outbox, never tried (queued without keys), is that one: it must not reach the customer twice once
     * keys are set. One the sender has begun to try stays its own.
     */
    async markSentByHand(send: WhatsappSend): Promise<WhatsappMessage> {
      const now = clock()
      const values = await compose(send, await findTarget(send.orderId), now)
      const byHand = { status: 'sent', sentByHand: true, sentAt: now, statusAt: now, updatedAt: now }
      return db.transaction(async (tx) => {
        const waiting = tx
          .select({ id: whatsappMessages.id })
          .from(whatsappMessages)
          .where(
            and(
              eq(whatsappMessages.orderId, send.orderId),
              eq(whatsappMessages.status, 'queued'),
              eq(whatsappMessages.attempts, 0),
              eq(whatsappMessages.kind, values.kind),
              eq(whatsappMessages.phone, values.phone),
              eq(whatsappMessages.body, values.body),
            ),
          )
          .orderBy(desc(whatsappMessages.id))
          .limit(1)
          .for('update', { skipLocked: true })
        const [adopted] = await tx.update(whatsappMessages).set(byHand).where(inArray(whatsappMessages.id, waiting)).returning()
        const [row] = adopted
          ? [adopted]
          : await tx
              .insert(whatsappMessages)
              .values({ ...values, ...byHand })
              .returning()
        if (!row) throw new Error('outbox insert returned no row')
        await tx.update(orders).set({ whatsappSent: true, updatedAt: now }).where(eq(orders.id, send.orderId))
        return toWhatsappMessage(row)
      })
    },

    /** An order's message history, newest first. */
    async listForOrder(orderId: number): Promise<WhatsappMessage[]> {
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))
      if (!order) throw orderNotFound(orderId)
      return listForOrder(orderId)
    },

    /** What staff see of an order on WhatsApp: messages, the customer's replies, whether they opted out, the 24-hour window. */
    async conversation(orderId: number): Promise<OrderConversation> {
      const target = await loadMessageTarget(db, orderId)
      if (!target) throw orderNotFound(orderId)
      const phone = target.phone ?? ''
      const [messages, replies, [optOut], windowEnd] = await Promise.all([
        listForOrder(orderId),
        db.select().from(whatsappReplies).where(eq(whatsappReplies.orderId, orderId)).orderBy(desc(whatsappReplies.receivedAt)),
        db.select().from(whatsappOptOuts).where(eq(whatsappOptOuts.phone, phone)),
        windowEndsAt(orderId, phone),
      ])
      const optedOut = optOut && optOut.optedOutAt > target.order.createdAt ? optOut.optedOutAt : null
      return {
        whatsappMessages: messages,
        whatsappReplies: replies.map((reply) => ({ id: reply.id, phone: reply.phone, body: reply.body, at: reply.receivedAt.toISOString() })),
        whatsappOptedOutAt: optedOut?.toISOString() ?? null,
        whatsappWindowEndsAt: windowEnd?.toISOString() ?? null,
      }
    },

    /**
     * What customers wrote that is filed under no order (an answer to a waitlist offer, a question from a number with
     * no order yet), newest first, with the name the number goes by: its customer's (the phone's owner first), else
     * the newest waitlist entry's.
     */
    async unfiledReplies(query: UnfiledReplyQuery): Promise<{ rows: UnfiledReply[]; total: number }> {
      const unfiled = and(isNull(whatsappReplies.orderId), query.unanswered === 'true' ? isNull(whatsappReplies.answeredAt) : undefined)
      // Spelled out: in a one-table query drizzle leaves columns unqualified, and "phone" would be the inner table's.
      const name = sql<string | null>`coalesce(
        (select c.name from customers c where c.phone = whatsapp_replies.phone or c.whatsapp = whatsapp_replies.phone
          order by (c.phone = whatsapp_replies.phone) desc, c.id limit 1),
        (select w.name from waitlist_entries w where w.phone = whatsapp_replies.phone order by w.id desc limit 1))`
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: whatsappReplies.id,
            phone: whatsappReplies.phone,
            body: whatsappReplies.body,
            at: whatsappReplies.receivedAt,
            answeredAt: whatsappReplies.answeredAt,
            name,
            lastWrote: numberLastWrote,
          })
          .from(whatsappReplies)
          .where(unfiled)
          .orderBy(desc(whatsappReplies.receivedAt), desc(whatsappReplies.id))
          .limit(query.limit)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(whatsappReplies).where(unfiled),
      ])
      const answers = rows.length
        ? await db
            .select()
            .from(whatsappMessages)
            .where(
              inArray(
                whatsappMessages.replyId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(whatsappMessages.createdAt, whatsappMessages.id)
        : []
      const now = clock()
      return {
        rows: rows.map(({ lastWrote: wrote, ...row }) => ({
          ...row,
          at: row.at.toISOString(),
          answeredAt: row.answeredAt?.toISOString() ?? null,
          answers: answers
            .filter((answer) => answer.replyId === row.id)
            .map(toWhatsappMessage)
            .map(({ id, body, status, at, lastError }) => ({ id, body, status, at, lastError })),
          windowEndsAt: serviceWindowEnd(wrote, now)?.toISOString() ?? null,
        })),
        total: counted?.n ?? 0,
      }
    },

    /** Staff mark a message about no order answered (or not again); 404 for one filed under an order or none at all. */
    async markReplyAnswered(id: number, answered: boolean): Promise<void> {
      const [row] = await db
        .update(whatsappReplies)
        .set({ answeredAt: answered ? clock() : null })
        .where(and(eq(whatsappReplies.id, id), isNull(whatsappReplies.orderId)))
        .returning({ id: whatsappReplies.id })
      if (!row) throw messageNotFound(id)
    },

    /**
     * Staff answer a message about no order from the shop's number, in their own words: only through the Cloud API and
     * within the customer's 24-hour window (outside it WhatsApp takes templates only, and these are about orders). The
     * message is then answered; the worker delivers the answer, and what the customer writes back is filed here again.
     */
    async answerReply(id: number, message: string): Promise<WhatsappMessage> {
      if (!isWhatsappConfigured(config)) throw new DomainError('conflict', NOT_CONFIGURED, [{ path: 'message', message: NOT_CONFIGURED }])
      const [reply] = await db
        .select({ phone: whatsappReplies.phone, lastWrote: numberLastWrote })
        .from(whatsappReplies)
        .where(and(eq(whatsappReplies.id, id), isNull(whatsappReplies.orderId)))
      if (!reply) throw messageNotFound(id)
      if (!serviceWindowEnd(reply.lastWrote, clock())) {
        throw new DomainError('conflict', ANSWER_WINDOW_CLOSED, [{ path: 'message', message: ANSWER_WINDOW_CLOSED }])
      }
      const now = clock()
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(whatsappMessages)
          .values({ replyId: id, kind: 'text', phone: reply.phone, body: message, createdAt: now, updatedAt: now, nextAttemptAt: now })
          .returning()
        if (!row) throw new Error('outbox insert returned no row')
        await tx
          .update(whatsappReplies)
          .set({ answeredAt: now })
          .where(and(eq(whatsappReplies.id, id), isNull(whatsappReplies.answeredAt)))
        return toWhatsappMessage(row)
      })
    },
  }
}
export type WhatsappService = ReturnType<typeof createWhatsappService>
