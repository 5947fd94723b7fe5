import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { normalizePhone } from '../../domain/customers/phone'
import { DomainError } from '../../domain/errors'
import { WITHDRAWN } from '../../domain/shop/whatsapp-outbox'
import { consentChange, type InboundMessage, readWebhook, type StatusReport, whatsappWebhookSchema } from '../../domain/shop/whatsapp-webhook'
import { sameToken } from '../auth/secret-tokens'
import type { Database, Queryable } from '../db/client'
import { customers, orders, whatsappMessages, whatsappOptOuts, whatsappReplies } from '../db/schema'
import type { WhatsappConfig } from './whatsapp.service'
import { applyStatusReport } from './whatsapp-early-statuses'

const SIGNATURE_PREFIX = 'sha256='

/** X-Hub-Signature-256 is 'sha256=' and the hex HMAC-SHA256 of the exact bytes Meta sent, keyed with the app secret. */
export function isSignedByMeta(rawBody: Buffer, signature: string | undefined, appSecret: string | undefined): boolean {
  if (!appSecret || !signature?.startsWith(SIGNATURE_PREFIX)) return false
  const expected = Buffer.from(createHmac('sha256', appSecret).update(rawBody).digest('hex'))
  const given = Buffer.from(signature.slice(SIGNATURE_PREFIX.length).toLowerCase())
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export type VerifyQuery = { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string }

type Deps = { db: Database; config: WhatsappConfig; clock: () => Date; log?: Pick<FastifyBaseLogger, 'warn'> }

/** Why a queued automatic message is dropped when its customer opts out before it leaves. */

/**
 * What Meta tells the shop: delivery statuses of the messages it sent, and what customers write (stored with their
 * order; BAJA/STOP stops the automatic messages, ALTA/START starts them again).
 */
export function createWhatsappWebhook({ db, config, clock, log }: Deps) {
  async function applyStatus(report: StatusReport): Promise<void> {
    await db.transaction((tx) => applyStatusReport(tx, report, clock()))
  }

  /**
   * The order a customer's message is about: the one of the message they answer; quoting nothing, the one the shop
   * last wrote to them about (a reply to tomorrow's reminder is about tomorrow's order, not next week's; to a
   * waitlist offer, about none), unless they placed an order since, or were never written to: then their newest
   * order. Orders keep the contact they were placed with; older orders, from before 0017, go by the customer.
   */
  async function orderOf(tx: Queryable, phone: string, replyTo: string | null): Promise<number | null> {
    if (replyTo) {
      const [answered] = await tx
        .select({ orderId: whatsappMessages.orderId })
        .from(whatsappMessages)
        .where(eq(whatsappMessages.providerMessageId, replyTo))
      if (answered) return answered.orderId
    }
    // What reached them: a message WhatsApp failed to deliver was never read.
    const [lastWritten] = await tx
      .select({ orderId: whatsappMessages.orderId, sentAt: whatsappMessages.sentAt })
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.phone, phone), isNotNull(whatsappMessages.sentAt), ne(whatsappMessages.status, 'failed')))
      .orderBy(desc(whatsappMessages.sentAt), desc(whatsappMessages.id))
      .limit(1)
    const [newest] = await tx
      .select({ id: orders.id, placedAt: orders.orderDate })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(
        or(
          sql`${orders.contact}->>'whatsapp' = ${phone}`,
          sql`${orders.contact}->>'phone' = ${phone}`,
          and(isNull(orders.contact), or(eq(customers.phone, phone), eq(customers.whatsapp, phone))),
        ),
      )
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .limit(1)
    // An order placed after the last message (an unpaid card order, one without WhatsApp consent) is the newer subject.
    const placedSince = newest && lastWritten?.sentAt && newest.placedAt.getTime() > lastWritten.sentAt.getTime()
    // A last message about a waitlist offer has no order: the answer is read in the staff inbox.
    if (lastWritten && !placedSince) return lastWritten.orderId
    return newest?.id ?? null
  }

  async function applyConsent(tx: Queryable, phone: string, change: 'out' | 'in'): Promise<void> {
    if (change === 'in') {
      await tx.delete(whatsappOptOuts).where(eq(whatsappOptOuts.phone, phone))
      return
    }
    // The database's clock, as for orders.created_at, which it is compared with: Meta's timestamps are whole
    // seconds, and an order placed in the same second must not count as placed after the opt-out.
    const now = sql`now()`
    await tx
      .insert(whatsappOptOuts)
      .values({ phone, optedOutAt: now })
      .onConflictDoUpdate({ target: whatsappOptOuts.phone, set: { optedOutAt: now } })
    await tx
      .update(whatsappMessages)
      .set({ status: 'failed', lastError: WITHDRAWN.optedOut, statusAt: clock(), updatedAt: clock() })
      .where(
        and(
          eq(whatsappMessages.phone, phone),
          eq(whatsappMessages.status, 'queued'),
          // The shop writing first (automatic or a staff template); staff's own words may still answer the STOP.
          or(isNotNull(whatsappMessages.noticeKey), isNotNull(whatsappMessages.template)),
        ),
      )
  }

  async function storeInbound(message: InboundMessage): Promise<void> {
    const phone = normalizePhone(`+${message.from}`) ?? `+${message.from}`
    await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(whatsappReplies)
        .values({
          providerMessageId: message.providerMessageId,
          phone,
          body: message.body,
          orderId: await orderOf(tx, phone, message.replyTo),
          receivedAt: message.at,
        })
        .onConflictDoNothing({ target: whatsappReplies.providerMessageId })
        .returning({ id: whatsappReplies.id })
      // Meta delivers a webhook again until it gets a 200: a message seen before changes nothing.
      const change = stored ? consentChange(message.body) : null
      if (change) await applyConsent(tx, phone, change)
    })
  }

  return {
    /** Meta's check when the webhook is set up: the challenge back when the verify token matches. */
    verify(query: VerifyQuery): string {
      const token = config.WHATSAPP_VERIFY_TOKEN
      if (query['hub.mode'] === 'subscribe' && token && sameToken(token, query['hub.verify_token']) && query['hub.challenge'] !== undefined) {
        return query['hub.challenge']
      }
      throw new DomainError('forbidden', 'The verify token does not match')
    },

    /** Checks the signature first: anything not signed with the app secret is refused and nothing is stored. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
      if (!isSignedByMeta(rawBody, signature, config.WHATSAPP_APP_SECRET)) {
        log?.warn('WhatsApp webhook refused: bad signature')
        throw new DomainError('unauthorized', 'The webhook signature is missing or invalid')
      }
      let parsed: ReturnType<typeof whatsappWebhookSchema.safeParse>
      try {
        parsed = whatsappWebhookSchema.safeParse(JSON.parse(rawBody.toString('utf8')))
      } catch {
        throw new DomainError('malformed_body', 'The request body is not valid JSON')
      }
      // Signed by Meta but not a shape this shop reads: acknowledged, or Meta would send it again for days.
      if (!parsed.success) return { received: true }
      const { statuses, inbound } = readWebhook(parsed.data, clock())
      for (const report of statuses) await applyStatus(report)
      for (const message of inbound) await storeInbound(message)
      return { received: true }
    },
  }
}
export type WhatsappWebhook = ReturnType<typeof createWhatsappWebhook>
