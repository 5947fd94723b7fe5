import { z } from 'zod'
import { isValidPhone } from '../customers/phone'
import { hasVisibleText, LONG_TEXT_MAX, pageQuerySchema, shortText } from '../validation'
import { text } from '../written-text'

/** The home page's contact form (spec §3: name, email, phone, message; name, email and message required). */
export const contactMessageInputSchema = z
  .object({
    name: shortText().min(1, text('name_required')),
    email: z.string().trim().max(254).email(text('email_invalid')),
    phone: z
      .string()
      .trim()
      .max(40)
      .refine((value) => value === '' || isValidPhone(value), text('phone_invalid'))
      .optional(),
    message: z
      .string()
      .trim()
      .max(LONG_TEXT_MAX, text('text_too_long', { max: LONG_TEXT_MAX }))
      .refine(hasVisibleText, text('message_required')),
  })
  .strict()
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
})
export type ContactMessage = z.infer<typeof contactMessageSchema>

export const contactMessageListQuerySchema = pageQuerySchema.extend({ unanswered: z.enum(['true', 'false']).optional() }).strict()

/** The footer's newsletter box: an email, given with the consent text shown beside it. */
export const newsletterInputSchema = z.object({ email: z.string().trim().max(254).email(text('email_invalid')) }).strict()

export const newsletterSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  unsubscribedAt: z.string().nullable(),
})
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>

/** The way out sent with every newsletter: a private token per subscriber. */
export const unsubscribeSchema = z.object({ token: z.string().min(20).max(100) }).strict()
