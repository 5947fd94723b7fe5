import type { CustomerLanguage } from '../orders/order-schemas'
import { TEMPLATE_FOOTER, TEMPLATE_LANGUAGE_CODES } from '../shop/whatsapp-templates'

/**
 * The WhatsApp template that offers a waitlisted customer what came back (Meta category UTILITY: about a request the
 * customer made). docs/whatsapp-templates.md lists it with the order templates.
 */
export const WAITLIST_OFFER_TEMPLATE = {
  name: 'waitlist_offer',
  body: {
    es: '¡Hola, {{1}}! Se liberó lo que esperabas: {{2}} para el {{3}}. Lo apartamos para ti hasta las {{4}}. Confírmalo aquí: {{5}}',
    en: 'Hello, {{1}}! What you were waiting for came free: {{2}} for {{3}}. We are holding it for you until {{4}}. Confirm it here: {{5}}',
  },
} as const

export type WaitlistOffer = {
  name: string
  /** '2 × Artisan Sourdough', or a place on the day. */
  what: string
  date: string
  holdExpiresAt: Date
  /** The customer's waitlist page; without the shop's address, an invitation to reply instead. */
  link: string | null
  language: CustomerLanguage
  timeZone: string
}

const LOCALES = { es: 'es-MX', en: 'en-US' } as const
const REPLY_INSTEAD = { es: 'responde a este mensaje', en: 'reply to this message' } as const

export function waitlistOfferMessage(offer: WaitlistOffer) {
  const locale = LOCALES[offer.language]
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${offer.date}T12:00:00Z`),
  )
  const until = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: offer.timeZone }).format(offer.holdExpiresAt)
  const parameters = [offer.name.trim().split(/\s+/)[0] || offer.name, offer.what, day, until, offer.link ?? REPLY_INSTEAD[offer.language]]
  const text = WAITLIST_OFFER_TEMPLATE.body[offer.language].replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? '')
  return {
    name: WAITLIST_OFFER_TEMPLATE.name,
    languageCode: TEMPLATE_LANGUAGE_CODES[offer.language],
    parameters,
    text: `${text}\n\n${TEMPLATE_FOOTER[offer.language]}`,
  }
}
