import { eq, lt, sql } from 'drizzle-orm'
import type { WhatsappMessageStatus } from '../../domain/shop/whatsapp-messages'
import { type ReportedStatus, type StatusReport, statusAfterReport } from '../../domain/shop/whatsapp-webhook'
import type { Queryable } from '../db/client'
import { whatsappEarlyStatuses, whatsappMessages } from '../db/schema'

/**
 * A status for a message id the outbox has not stored is kept this long. The worker stores an id within one request
 * timeout of Meta accepting it; what is older belongs to a message sent from elsewhere and never matches.
 */
export const EARLY_STATUS_MAX_AGE_MS = 3600_000

/** Namespace of the advisory locks that order a message id's webhook statuses against the worker storing that id. */
const MESSAGE_ID_LOCK_NAMESPACE = 724_350

/**
 * Taken by the webhook before it looks the id up, and by the worker before it stores the id: whichever comes second
 * waits, then sees what the first committed (the row with its id, or the early status to apply).
 */
async function lockMessageId(tx: Queryable, providerMessageId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MESSAGE_ID_LOCK_NAMESPACE}, hashtext(${providerMessageId}))`)
}

type Tracked = { id: number; status: WhatsappMessageStatus }

/** Moves one message by Meta's reports, in the order given; a status never goes back (statusAfterReport). */
async function applyReports(tx: Queryable, message: Tracked, reports: StatusReport[], now: Date): Promise<void> {
  let status = message.status
  let change: Partial<typeof whatsappMessages.$inferInsert> = {}
  for (const report of reports) {
    const next = statusAfterReport(status, report.status)
    if (!next) continue
    status = next
    change = { ...change, status: next, statusAt: report.at, ...(report.error ? { lastError: report.error } : {}) }
  }
  if (change.status)
    await tx
      .update(whatsappMessages)
      .set({ ...change, updatedAt: now })
      .where(eq(whatsappMessages.id, message.id))
}

/** The webhook's side: applies a status to its message, or keeps it until the worker stores that message id. */
export async function applyStatusReport(tx: Queryable, report: StatusReport, now: Date): Promise<void> {
  await lockMessageId(tx, report.providerMessageId)
  const [message] = await tx
    .select({ id: whatsappMessages.id, status: whatsappMessages.status })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.providerMessageId, report.providerMessageId))
    .for('update')
  if (message) {
    await applyReports(tx, { id: message.id, status: message.status as WhatsappMessageStatus }, [report], now)
    return
  }
  await tx
    .insert(whatsappEarlyStatuses)
    .values({ providerMessageId: report.providerMessageId, status: report.status, reportedAt: report.at, error: report.error, receivedAt: now })
    .onConflictDoNothing()
  await tx.delete(whatsappEarlyStatuses).where(lt(whatsappEarlyStatuses.receivedAt, new Date(now.getTime() - EARLY_STATUS_MAX_AGE_MS)))
}

/**
 * The worker's side, in the transaction that stores the id WhatsApp gave a message (then 'sent'): applies the
 * statuses that came before it, in WhatsApp's order, and forgets them.
 */
export async function storeMessageId(tx: Queryable, message: { id: number }, providerMessageId: string, now: Date): Promise<void> {
  await lockMessageId(tx, providerMessageId)
  await tx
    .update(whatsappMessages)
    .set({ status: 'sent', providerMessageId, sentAt: now, statusAt: now, lastError: null, updatedAt: now })
    .where(eq(whatsappMessages.id, message.id))
  const early = await tx.delete(whatsappEarlyStatuses).where(eq(whatsappEarlyStatuses.providerMessageId, providerMessageId)).returning()
  const reports = early
    .map((row) => ({ providerMessageId, status: row.status as ReportedStatus, at: row.reportedAt, error: row.error }))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
  await applyReports(tx, { id: message.id, status: 'sent' }, reports, now)
}
