import { z } from 'zod'
import { isValidPhone } from '../customers/phone'
import { LONG_TEXT_MAX, pageQuerySchema, shortText } from '../validation'

/** The home page's contact form (spec §3: name, email, phone, message; name, email and message required). */
export const contactMessageInputSchema = z
  .object({
    name: shortText().min(1, 'Name is required'),
    email: z.string().trim().max(254).email('Please enter a valid email address'),
    phone: z
      .string()
      .trim()
      .max(40)
      .refine((value) => value === '' || isValidPhone(value), 'Please enter a valid phone number')
      .optional(),
    message: z.string().trim().min(1, 'Please write a message').max(LONG_TEXT_MAX, `Must be at most ${LONG_TEXT_MAX} characters`),
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
export const newsletterInputSchema = z.object({ email: z.string().trim().max(254).email('Please enter a valid email address') }).strict()

export const newsletterSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  unsubscribedAt: z.string().nullable(),
})
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>

/** The way out sent with every newsletter: a private token per subscriber. */
export const unsubscribeSchema = z.object({ token: z.string().min(20).max(100) }).strict()
