import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { whatsappDigits } from '../../domain/customers/phone'
import type { OrderStatus } from '../../domain/orders/order-status'
import { type MessageContext, withdrawnReason } from '../../domain/shop/whatsapp-outbox'
import { isTemplateKind, type MessageKind, type MessageShop, templateMessage } from '../../domain/shop/whatsapp-templates'
import type { Database } from '../db/client'
import { orders, standingOrders, waitlistEntries, whatsappMessages } from '../db/schema'
import { type SendOutcome, sendMessage } from './graph-api'
import { hasOptedOut, loadMessageTarget } from './order-notices'
import { isWhatsappConfigured, type WhatsappConfig } from './whatsapp.service'
import { storeMessageId } from './whatsapp-early-statuses'

/** After this many tries a transient failure (outage, timeouts) is recorded as failed for good. */
export const MAX_SEND_ATTEMPTS = 8
export const RETRY_BASE_DELAY_MS = 30_000
export const RETRY_MAX_DELAY_MS = 60 * 60_000

/** Graph usually answers within a second: on shutdown a send in flight gets this long to bring its answer back. */
export const SHUTDOWN_GRACE_MS = 3000

/** Why a message cut off by a shutdown is not sent again: what staff read beside it. */
export const SEND_UNCONFIRMED =
  'Not confirmed: the shop stopped while WhatsApp was taking this message, so it may have reached the customer. Check the chat before sending it again.'

/** 30 s, 1 min, 2 min, … capped at 1 h: WhatsApp outages are usually short, and long ones are not hammered. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS)
}

export type WhatsappWorkerOptions = {
  db: Database
  config: WhatsappConfig
  clock?: () => Date
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  pollIntervalMs?: number
  batchSize?: number
  requestTimeoutMs?: number
  retryDelay?: (attempts: number) => number
  shutdownGraceMs?: number
  /** The shop's facts for messages (settings): with it, an order's template is written again as it leaves. */
  readShop?: () => Promise<MessageShop>
}

export type WhatsappWorker = {
  configured: boolean
  /** Claims the due messages once and sends them; resolves with how many were tried. */
  runOnce: () => Promise<number>
  start: () => void
  /**
   * Stops polling, gives a request in flight SHUTDOWN_GRACE_MS to be answered, then aborts it (its message is failed
   * for staff to check, see SEND_UNCONFIRMED), gives back the claimed messages not yet sent and waits for the round.
   */
  stop: () => Promise<void>
}

/**
 * Sends the outbox. Each round claims due messages one at a time with FOR UPDATE SKIP LOCKED and, in the same
 * statement, moves the next attempt past a lease of one send: another instance polling at the same moment skips
 * it, and if this process dies mid-send it becomes due again when the lease ends (the others were never held).
 * Nothing is lost on restart because the outbox is the only state.
 */
export function createWhatsappWorker({
  db,
  config,
  clock = () => new Date(),
  log,
  pollIntervalMs = 2000,
  batchSize = 10,
  requestTimeoutMs = 10_000,
  retryDelay = retryDelayMs,
  shutdownGraceMs = SHUTDOWN_GRACE_MS,
  readShop,
}: WhatsappWorkerOptions): WhatsappWorker {
  const configured = isWhatsappConfigured(config)
  const target = { apiBase: config.WHATSAPP_API_BASE, phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '', token: config.WHATSAPP_TOKEN ?? '' }
  // One send's time and a margin: messages are claimed one at a time, so a process that dies holds only the one it sent.
  const leaseMs = requestTimeoutMs + 30_000
  /** No new round, no new send. */
  const stopping = new AbortController()
  /** Aborts the request in flight, once the shutdown grace is over. */
  const cutOff = new AbortController()
  let timer: NodeJS.Timeout | undefined
  let round: Promise<unknown> = Promise.resolve()
  let started = false

  /** The oldest due message not tried yet this round, leased to this process for one send; none when nothing is due. */
  async function claimNext(triedThisRound: number[]) {
    const now = clock()
    const due = db
      .select({ id: whatsappMessages.id })
      .from(whatsappMessages)
      .where(
        and(
          eq(whatsappMessages.status, 'queued'),
          lte(whatsappMessages.nextAttemptAt, now),
          triedThisRound.length > 0 ? notInArray(whatsappMessages.id, triedThisRound) : undefined,
        ),
      )
      .orderBy(asc(whatsappMessages.nextAttemptAt), asc(whatsappMessages.id))
      .limit(1)
      .for('update', { skipLocked: true })
    const [claimed] = await db
      .update(whatsappMessages)
      .set({ attempts: sql`${whatsappMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs), updatedAt: now })
      .where(inArray(whatsappMessages.id, due))
      .returning()
    return claimed
  }

  async function record(message: { id: number; orderId: number | null; attempts: number }, outcome: SendOutcome) {
    const now = clock()
    if (outcome.kind === 'sent') {
      await db.transaction(async (tx) => {
        await storeMessageId(tx, message, outcome.providerMessageId, now)
        if (message.orderId !== null) await tx.update(orders).set({ whatsappSent: true, updatedAt: now }).where(eq(orders.id, message.orderId))
      })
      return
    }
    const givingUp = outcome.kind === 'failed' || message.attempts >= MAX_SEND_ATTEMPTS
    const lastError = outcome.kind === 'retry' && givingUp ? `${outcome.error} (gave up after ${message.attempts} attempts)` : outcome.error
    log?.warn({ messageId: message.id, orderId: message.orderId, attempts: message.attempts, error: outcome.error }, 'WhatsApp message not sent')
    await db
      .update(whatsappMessages)
      .set(
        givingUp
          ? { status: 'failed', lastError, statusAt: now, updatedAt: now }
          : { lastError, nextAttemptAt: new Date(now.getTime() + retryDelay(message.attempts)), updatedAt: now },
      )
      .where(eq(whatsappMessages.id, message.id))
  }

  /**
   * The order (or waitlist entry, or series) as it is now, and whether the customer said STOP since giving consent
   * (placing the order, joining the waitlist).
   */
  async function contextOf(message: typeof whatsappMessages.$inferSelect): Promise<MessageContext> {
    const [order] =
      message.orderId === null
        ? []
        : await db
            .select({ status: orders.status, pickupDate: orders.pickupDate, placedAt: orders.createdAt })
            .from(orders)
            .where(eq(orders.id, message.orderId))
    const [entry] =
      message.waitlistEntryId === null
        ? []
        : await db
            .select({ status: waitlistEntries.status, joinedAt: waitlistEntries.createdAt })
            .from(waitlistEntries)
            .where(eq(waitlistEntries.id, message.waitlistEntryId))
    // A series' notices are stored against the order it was set from (one series per order).
    const [standing] =
      message.orderId !== null && message.noticeKey?.startsWith('standing_')
        ? await db
            .select({ status: standingOrders.status, pausedUntil: standingOrders.pausedUntil })
            .from(standingOrders)
            .where(eq(standingOrders.sourceOrderId, message.orderId))
        : []
    const optedOut = await hasOptedOut(db, message.phone, order?.placedAt ?? entry?.joinedAt ?? message.createdAt)
    return {
      order: order ? { status: order.status as OrderStatus, pickupDate: order.pickupDate } : null,
      optedOut,
      standing: standing ?? null,
      waitlistEntry: entry ?? null,
    }
  }

  /**
   * An order's template written again from the order as it is when it leaves: staff may have moved the order, changed
   * its lines or recorded its payment while the message waited (an outage, retries), and the customer must read what
   * is true then. Kept on the row, so staff see what went.
   */
  async function rewritten(message: typeof whatsappMessages.$inferSelect): Promise<typeof whatsappMessages.$inferSelect> {
    const kind = message.kind as MessageKind
    if (!readShop || message.orderId === null || message.template === null || !isTemplateKind(kind)) return message
    const found = await loadMessageTarget(db, message.orderId)
    if (!found) return message
    const fresh = templateMessage(kind, found.order, await readShop())
    const template = { name: fresh.name, languageCode: fresh.languageCode, parameters: fresh.parameters }
    const stored = message.template
    // Field by field: jsonb gives the keys back in an order of its own.
    const same =
      stored.name === template.name &&
      stored.languageCode === template.languageCode &&
      stored.parameters.length === template.parameters.length &&
      stored.parameters.every((parameter, index) => parameter === template.parameters[index])
    if (same) return message
    await db.update(whatsappMessages).set({ template, body: fresh.text, updatedAt: clock() }).where(eq(whatsappMessages.id, message.id))
    return { ...message, template, body: fresh.text }
  }

  async function withdraw(id: number, reason: string) {
    const now = clock()
    await db.update(whatsappMessages).set({ status: 'failed', lastError: reason, statusAt: now, updatedAt: now }).where(eq(whatsappMessages.id, id))
  }

  /** A claimed message this process gives back on shutdown, never handed to the HTTP client: due again at once, untried. */
  async function release(id: number) {
    await db
      .update(whatsappMessages)
      .set({ attempts: sql`${whatsappMessages.attempts} - 1`, nextAttemptAt: clock(), updatedAt: clock() })
      .where(eq(whatsappMessages.id, id))
  }

  /**
   * A send our shutdown cut off had left this process: Meta may have taken it and told the customer, and the Graph API
   * has no idempotency key to make a second try safe. A duplicate ("your order is ready" twice, a second confirmation)
   * is worse than a message staff re-send after a look at the chat, so it is failed with the reason, never retried.
   */
  async function markUnconfirmed(id: number) {
    const now = clock()
    await db
      .update(whatsappMessages)
      .set({ status: 'failed', lastError: SEND_UNCONFIRMED, statusAt: now, updatedAt: now })
      .where(eq(whatsappMessages.id, id))
  }

  /** Up to `batchSize` messages, oldest first, each claimed as its turn comes. */
  async function runOnce(): Promise<number> {
    const tried: number[] = []
    while (configured && !stopping.signal.aborted && tried.length < batchSize) {
      // A message that failed just now waits for the next round, whatever its retry delay.
      const message = await claimNext(tried)
      if (!message) break
      tried.push(message.id)
      await sendClaimed(message)
    }
    return tried.length
  }

  /** Checks a claimed message against the order as it is now, then sends it and records what came of it. */
  async function sendClaimed(message: typeof whatsappMessages.$inferSelect): Promise<void> {
    const withdrawn = withdrawnReason({ ...message, isTemplate: message.template !== null }, await contextOf(message), clock())
    if (withdrawn) {
      await withdraw(message.id, withdrawn)
      return
    }
    // Should the order or the settings not be read, the message goes as it was written rather than not at all.
    const leaving = await rewritten(message).catch((error: unknown) => {
      log?.warn({ err: error, messageId: message.id }, 'WhatsApp message not rewritten; sending it as queued')
      return message
    })
    // The shutdown began while the message was being checked: nothing has left yet.
    if (stopping.signal.aborted) {
      await release(message.id)
      return
    }
    const signal = AbortSignal.any([cutOff.signal, AbortSignal.timeout(requestTimeoutMs)])
    const content = leaving.template ? { template: leaving.template } : { text: leaving.body }
    const outcome = await sendMessage(target, whatsappDigits(leaving.phone), content, signal)
    // A retry once we cut the request off: whatever WhatsApp did with it, no answer says so (see markUnconfirmed).
    if (outcome.kind === 'retry' && cutOff.signal.aborted) await markUnconfirmed(message.id)
    else await record(message, outcome)
  }

  function schedule() {
    if (stopping.signal.aborted) return
    timer = setTimeout(() => {
      round = runOnce()
        .catch((error: unknown) => log?.error({ err: error }, 'WhatsApp outbox round failed'))
        .finally(schedule)
    }, pollIntervalMs)
  }

  return {
    configured,
    runOnce,
    start() {
      if (started) return
      started = true
      if (!configured) {
        log?.info('WhatsApp is not configured (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID): messages stay queued in the outbox')
        return
      }
      round = runOnce()
        .catch((error: unknown) => log?.error({ err: error }, 'WhatsApp outbox round failed'))
        .finally(schedule)
    },
    async stop() {
      stopping.abort()
      clearTimeout(timer)
      const grace = setTimeout(() => cutOff.abort(), shutdownGraceMs)
      await round
      clearTimeout(grace)
    },
  }
}
