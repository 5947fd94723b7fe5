import { z } from 'zod'
import { bodyIdSchema } from '../validation'

export const WHATSAPP_MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const
export type WhatsappMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number]

/** The Cloud API refuses text bodies longer than this. */
export const WHATSAPP_TEXT_MAX = 4096

/** POST /api/whatsapp/send: staff write to the customer of one order. */
export const whatsappSendSchema = z
  .object({
    orderId: bodyIdSchema,
    message: z.string().trim().min(1, 'Please write a message').max(WHATSAPP_TEXT_MAX, `Must be at most ${WHATSAPP_TEXT_MAX} characters`),
  })
  .strict()
export type WhatsappSend = z.infer<typeof whatsappSendSchema>

/** One outbox entry as staff see it: queued until the sender delivers it to WhatsApp, or failed with the reason. */
export const whatsappMessageSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  phone: z.string(),
  body: z.string(),
  status: z.enum(WHATSAPP_MESSAGE_STATUSES),
  attempts: z.number().int(),
  providerMessageId: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
})
export type WhatsappMessage = z.infer<typeof whatsappMessageSchema>

export const whatsappStatusSchema = z.object({ configured: z.boolean() })
