import { z } from 'zod'
import { bodyIdSchema, hasVisibleText, pageQuerySchema } from '../validation'
import { text } from '../written-text'
import { MESSAGE_KINDS, TEMPLATE_KINDS } from './whatsapp-templates'

/**
 * queued: in the outbox; sent: WhatsApp accepted it (or staff sent it by hand); delivered and read: as WhatsApp
 * reports them later; failed: refused, given up or undeliverable, with the reason.
 */
export const WHATSAPP_MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const
export type WhatsappMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number]

/** The Cloud API refuses text bodies longer than this. */
export const WHATSAPP_TEXT_MAX = 4096

/** Staff's own words to a customer, as WhatsApp takes them. */
const staffTextSchema = z
  .string()
  .trim()
  .max(WHATSAPP_TEXT_MAX, text('text_too_long', { max: WHATSAPP_TEXT_MAX }))
  .refine(hasVisibleText, text('message_required'))

/**
 * POST /api/whatsapp/send and /api/whatsapp/mark-sent: staff write to the customer of one order, either their own
 * text (`message`) or one of the templates filled in with the order's details (`template`).
 */
export const whatsappSendSchema = z
  .object({
    orderId: bodyIdSchema,
    message: staffTextSchema.optional(),
    template: z.enum(TEMPLATE_KINDS).optional(),
  })
  .strict()
  .superRefine((send, context) => {
    if (send.message === undefined && send.template === undefined) {
      context.addIssue({ code: 'custom', path: ['message'], message: text('message_required') })
    }
    if (send.message !== undefined && send.template !== undefined) {
      context.addIssue({ code: 'custom', path: ['template'], message: text('message_or_template') })
    }
  })
export type WhatsappSend = z.infer<typeof whatsappSendSchema>

/** One outbox entry as staff see it: queued until the sender delivers it to WhatsApp, then as WhatsApp reports it. */
export const whatsappMessageSchema = z.object({
  id: z.number().int(),
  /** Null for a message about a waitlist place, which has no order yet, or an answer to a message about no order. */
  orderId: z.number().int().nullable(),
  kind: z.enum(MESSAGE_KINDS),
  phone: z.string(),
  body: z.string(),
  status: z.enum(WHATSAPP_MESSAGE_STATUSES),
  /** When the message reached its status. */
  at: z.string(),
  attempts: z.number().int(),
  providerMessageId: z.string().nullable(),
  /** Why it failed (WhatsApp's reason), or the last transient error while it is retried. */
  lastError: z.string().nullable(),
  /** Automatic (a consented order's template), or written by staff. */
  automatic: z.boolean(),
  /** Sent by staff from their own WhatsApp (the click-to-chat link), not through the Cloud API. */
  sentByHand: z.boolean(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
})
export type WhatsappMessage = z.infer<typeof whatsappMessageSchema>

/** A message the customer wrote to the shop's number, attached to their order. */
export const whatsappReplySchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  body: z.string(),
  at: z.string(),
})
export type WhatsappReply = z.infer<typeof whatsappReplySchema>

/**
 * A message to the shop's number about no order (an answer to a waitlist offer, a first question), for staff:
 * `name` is who the number belongs to as far as the shop knows (a customer, a waitlist entry), else null.
 */
export const unfiledReplySchema = whatsappReplySchema.extend({
  name: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** What staff answered from the shop's number, oldest first. */
  answers: z.array(whatsappMessageSchema.pick({ id: true, body: true, status: true, at: true, lastError: true })),
  /** Until when the shop's number can still answer in staff's own words (24 hours after the number last wrote); null: closed. */
  windowEndsAt: z.string().nullable(),
})
export type UnfiledReply = z.infer<typeof unfiledReplySchema>

/** POST /api/whatsapp/replies/:id/answer: staff answer a message about no order from the shop's number. */
export const whatsappAnswerSchema = z.object({ message: staffTextSchema }).strict()

/** GET /api/whatsapp/replies/unfiled: a staff list's page, optionally only what nobody answered yet. */
export const unfiledReplyQuerySchema = pageQuerySchema.extend({ unanswered: z.enum(['true', 'false']).optional() }).strict()
export type UnfiledReplyQuery = z.infer<typeof unfiledReplyQuerySchema>

/** The WhatsApp side of one order, for staff (GET /api/orders/:id with a session). */
export const orderConversationSchema = z.object({
  whatsappMessages: z.array(whatsappMessageSchema),
  whatsappReplies: z.array(whatsappReplySchema),
  /** When the customer replied BAJA/STOP after placing this order: no automatic message goes out. */
  whatsappOptedOutAt: z.string().nullable(),
  /** Until when staff's free text reaches the customer (24 hours after they last wrote); null: templates only. */
  whatsappWindowEndsAt: z.string().nullable(),
})
export type OrderConversation = z.infer<typeof orderConversationSchema>

export const whatsappStatusSchema = z.object({ configured: z.boolean() })
