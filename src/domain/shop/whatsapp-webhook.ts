import { z } from 'zod'
import type { WhatsappMessageStatus } from './whatsapp-messages'

/** The statuses Meta reports for a message it accepted. */
export const REPORTED_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const
export type ReportedStatus = (typeof REPORTED_STATUSES)[number]

const graphErrorSchema = z.object({
  code: z.number().optional(),
  title: z.string().optional(),
  message: z.string().optional(),
  error_data: z.object({ details: z.string().optional() }).optional(),
})

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().optional(),
  errors: z.array(graphErrorSchema).optional(),
})

const inboundSchema = z.object({
  id: z.string().min(1),
  from: z.string().min(1),
  timestamp: z.string().optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
  // A photo, video or document may come with a line of text (a receipt: "ya pagué"), which staff must read too.
  image: z.object({ caption: z.string().optional() }).optional(),
  video: z.object({ caption: z.string().optional() }).optional(),
  document: z.object({ caption: z.string().optional(), filename: z.string().optional() }).optional(),
  context: z.object({ id: z.string().optional() }).optional(),
})

/**
 * The part of a WhatsApp Cloud API webhook the shop reads (field `messages`): delivery statuses of what it sent and
 * the customers' messages. Anything else Meta may send (template reviews, account updates) passes through unread.
 */
export const whatsappWebhookSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(z.object({ value: z.object({ statuses: z.array(statusSchema).optional(), messages: z.array(inboundSchema).optional() }) }))
          .default([]),
      }),
    )
    .default([]),
})
export type WhatsappWebhook = z.infer<typeof whatsappWebhookSchema>

export type StatusReport = { providerMessageId: string; status: ReportedStatus; at: Date; error: string | null }
export type InboundMessage = { providerMessageId: string; from: string; body: string; at: Date; replyTo: string | null }

/** Meta's timestamps are Unix seconds as text; a missing, unreadable or impossible one is the moment it arrived. */
function instant(timestamp: string | undefined, receivedAt: Date): Date {
  const at = new Date(Number(timestamp) * 1000)
  return timestamp && !Number.isNaN(at.getTime()) ? at : receivedAt
}

function errorText(errors: z.infer<typeof statusSchema>['errors']): string | null {
  const [first] = errors ?? []
  if (!first) return null
  const details = first.error_data?.details ? `: ${first.error_data.details}` : ''
  return `code ${first.code ?? '?'}: ${first.title ?? first.message ?? 'unknown error'}${details}`
}

/** What a customer sent that is not text (a photo, a location) shows as its kind in brackets, then its caption. */
function inboundBody(message: z.infer<typeof inboundSchema>): string {
  const text = message.text?.body ?? message.button?.text
  if (text !== undefined) return text
  const media = message.image ?? message.video ?? message.document
  const caption = [message.document?.filename, media?.caption].filter(Boolean).join(': ')
  return caption ? `[${message.type}] ${caption}` : `[${message.type}]`
}

/** The statuses and customer messages of one webhook delivery, in the order Meta listed them. */
export function readWebhook(payload: WhatsappWebhook, receivedAt: Date): { statuses: StatusReport[]; inbound: InboundMessage[] } {
  const values = payload.entry.flatMap((entry) => entry.changes.map((change) => change.value))
  return {
    statuses: values
      .flatMap((value) => value.statuses ?? [])
      .filter((report): report is typeof report & { status: ReportedStatus } => (REPORTED_STATUSES as readonly string[]).includes(report.status))
      .map((report) => ({
        providerMessageId: report.id,
        status: report.status,
        at: instant(report.timestamp, receivedAt),
        error: report.status === 'failed' ? (errorText(report.errors) ?? 'failed without a reason') : null,
      })),
    inbound: values
      .flatMap((value) => value.messages ?? [])
      .map((message) => ({
        providerMessageId: message.id,
        from: message.from,
        body: inboundBody(message),
        at: instant(message.timestamp, receivedAt),
        replyTo: message.context?.id ?? null,
      })),
  }
}

const STATUS_RANK: Record<Exclude<WhatsappMessageStatus, 'failed'>, number> = { queued: 0, sent: 1, delivered: 2, read: 3 }

/**
 * The status a message moves to when Meta reports `reported`, or null to keep the one it has. Webhooks may arrive
 * out of order, so a status never goes back ('delivered' after 'read' changes nothing); a failure ends a message
 * that had not reached the phone yet.
 */
export function statusAfterReport(current: WhatsappMessageStatus, reported: ReportedStatus): WhatsappMessageStatus | null {
  if (current === 'failed') return null
  if (reported === 'failed') return STATUS_RANK[current] <= STATUS_RANK.sent ? 'failed' : null
  return STATUS_RANK[reported] > STATUS_RANK[current] ? reported : null
}

/** Replies that stop the shop's automatic messages, and those that start them again. */
export const OPT_OUT_WORDS = ['BAJA', 'STOP'] as const
export const OPT_IN_WORDS = ['ALTA', 'START'] as const

/** 'out' for "BAJA" / "stop." / " Stop! ", 'in' for "ALTA" / "START", null for anything else. */
export function consentChange(body: string): 'out' | 'in' | null {
  const word = body
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}]/gu, '')
    .toUpperCase()
  if ((OPT_OUT_WORDS as readonly string[]).includes(word)) return 'out'
  if ((OPT_IN_WORDS as readonly string[]).includes(word)) return 'in'
  return null
}

/** Free text reaches a customer only within this many hours of their last message (WhatsApp's service window). */
export const SERVICE_WINDOW_HOURS = 24

/** Until when staff's free text can reach the customer, or null when the window is closed (or never opened). */
export function serviceWindowEnd(lastCustomerMessageAt: Date | null, now: Date): Date | null {
  if (!lastCustomerMessageAt) return null
  const end = new Date(lastCustomerMessageAt.getTime() + SERVICE_WINDOW_HOURS * 3600_000)
  return end > now ? end : null
}
