import type { CustomerLanguage } from '../orders/order-schemas'
import { bakeryToday } from '../schedule/calendar-dates'
import { TEMPLATE_FOOTER, TEMPLATE_LANGUAGE_CODES } from '../shop/whatsapp-templates'
import { CATALOGUE_REFUSALS } from './repeat-order'

/**
 * The WhatsApp templates of standing orders and the waitlist (Meta category UTILITY: about a request the customer
 * made). docs/whatsapp-templates.md lists them with the order templates. The last variable is a link to the
 * customer's private page when the shop's address is set (PUBLIC_URL), else an invitation to reply.
 */
export const REGULAR_TEMPLATES = {
  standing_set: {
    name: 'standing_order_set',
    body: {
      es: '¡Hola, {{1}}! Tu pedido se repetirá {{2}}. Preparamos cada uno 3 días antes; puedes saltar uno, pausarlo o cambiarlo aquí: {{3}} ¡Gracias!',
      en: 'Hello, {{1}}! Your order will repeat {{2}}. We make each one 3 days before; you can skip one, pause or change it here: {{3}} Thank you!',
    },
  },
  standing_week_missed: {
    name: 'standing_order_missed',
    body: {
      es: 'Hola, {{1}}. Tu pedido de cada semana no cabe el {{2}}: {{3}}. Te ofrecemos {{4}} en su lugar; pídelo aquí: {{5}} ¡Gracias!',
      en: 'Hello, {{1}}. Your weekly order does not fit on {{2}}: {{3}}. We can offer {{4}} instead; order it here: {{5}} Thank you!',
    },
  },
  waitlist_offer: {
    name: 'waitlist_offer',
    body: {
      es: '¡Hola, {{1}}! Se liberó lo que esperabas: {{2}} para el {{3}}. Lo apartamos para ti hasta las {{4}}; confírmalo aquí: {{5}} ¡Gracias!',
      en: 'Hello, {{1}}! What you were waiting for came free: {{2}} for {{3}}. We are holding it for you until {{4}}; confirm it here: {{5}} Thank you!',
    },
  },
} as const
export type RegularNoticeKind = keyof typeof REGULAR_TEMPLATES
export const REGULAR_NOTICE_KINDS = Object.keys(REGULAR_TEMPLATES) as RegularNoticeKind[]

const LOCALES = { es: 'es-MX', en: 'en-US' } as const
/** What a waitlist entry without a product waits for. */
export const PLACE_ON_THE_DAY = { es: 'un lugar', en: 'a place' } as const
const REPLY_INSTEAD = { es: 'responde a este mensaje', en: 'reply to this message' } as const
const EVERY = { es: { week: 'cada semana', '2weeks': 'cada dos semanas' }, en: { week: 'every week', '2weeks': 'every two weeks' } } as const
// 'los viernes', 'los sábados' (lunes to viernes keep their form), 'on Saturdays'.
const WEEKDAY_EVERY = {
  es: (weekday: string) => `los ${weekday}${weekday.endsWith('o') ? 's' : ''}`,
  en: (weekday: string) => `on ${weekday}s`,
} as const
/** Why a week was not made, by its reason (a refusal code, or the catalogue's); anything else reads as 'it is closed'. */
const WHY = {
  es: {
    date_full: 'ese día ya está lleno',
    product_limit: 'se agotó uno de tus productos',
    out_of_stock: 'uno de tus productos está agotado',
    product_removed: 'uno de tus productos ya no está a la venta',
    other: 'ya no se puede pedir para ese día',
  },
  en: {
    date_full: 'that day is full',
    product_limit: 'one of your products sold out',
    out_of_stock: 'one of your products is out of stock',
    product_removed: 'one of your products is no longer sold',
    other: 'that day can no longer be ordered',
  },
} as const
type WhyKey = keyof (typeof WHY)['en']
/** What a catalogue refusal is offered instead: no other day brings the product back, so a change of products. */
const OTHER_PRODUCTS = { es: 'otros productos', en: 'other products' } as const
const NO_OTHER_DAY = { es: 'otro día', en: 'another day' } as const

export const dayText = (date: string, language: CustomerLanguage) =>
  new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )
const weekdayText = (date: string, language: CustomerLanguage) =>
  new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name

export type RegularMessage = { kind: RegularNoticeKind; name: string; languageCode: string; parameters: string[]; text: string }

function message(kind: RegularNoticeKind, language: CustomerLanguage, parameters: string[]): RegularMessage {
  const body = REGULAR_TEMPLATES[kind].body[language].replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? '')
  return {
    kind,
    name: REGULAR_TEMPLATES[kind].name,
    languageCode: TEMPLATE_LANGUAGE_CODES[language],
    parameters,
    text: `${body}\n\n${TEMPLATE_FOOTER[language]}`,
  }
}

type Common = { name: string; language: CustomerLanguage; link: string | null }
const linkOr = (common: Common) => common.link ?? REPLY_INSTEAD[common.language]

export const standingSetMessage = (notice: Common & { anchorDate: string; every: 'week' | '2weeks' }) =>
  message('standing_set', notice.language, [
    firstName(notice.name),
    `${EVERY[notice.language][notice.every]} ${WEEKDAY_EVERY[notice.language](weekdayText(notice.anchorDate, notice.language))}`,
    linkOr(notice),
  ])

function offeredInstead(notice: { reason: string; nextDate: string | null; language: CustomerLanguage }): string {
  if (notice.nextDate) return dayText(notice.nextDate, notice.language)
  return (CATALOGUE_REFUSALS as readonly string[]).includes(notice.reason) ? OTHER_PRODUCTS[notice.language] : NO_OTHER_DAY[notice.language]
}

export const standingWeekMissedMessage = (notice: Common & { date: string; reason: string; nextDate: string | null }) => {
  const why = WHY[notice.language]
  return message('standing_week_missed', notice.language, [
    firstName(notice.name),
    dayText(notice.date, notice.language),
    Object.hasOwn(why, notice.reason) ? why[notice.reason as WhyKey] : why.other,
    offeredInstead(notice),
    linkOr(notice),
  ])
}

/** After the hold's time, when it ends on another day than it was offered: "hasta las {{4}}" / "until {{4}}". */
const ON_DAY = { es: (day: string) => ` del ${day}`, en: (day: string) => ` on ${day}` } as const

/**
 * The hold's end in bakery time; with its day when that is not the day of the offer (an offer made late in the
 * evening), or when the moment of the offer is not known (a text staff send by hand, read whenever).
 */
function holdEndText(notice: { holdExpiresAt: Date; offeredAt?: Date; timeZone: string; language: CustomerLanguage }): string {
  const time = new Intl.DateTimeFormat(LOCALES[notice.language], { hour: 'numeric', minute: '2-digit', timeZone: notice.timeZone }).format(
    notice.holdExpiresAt,
  )
  const endDay = bakeryToday(notice.holdExpiresAt, notice.timeZone)
  return notice.offeredAt && endDay === bakeryToday(notice.offeredAt, notice.timeZone)
    ? time
    : `${time}${ON_DAY[notice.language](dayText(endDay, notice.language))}`
}

export const waitlistOfferMessage = (notice: Common & { what: string; date: string; holdExpiresAt: Date; offeredAt?: Date; timeZone: string }) =>
  message('waitlist_offer', notice.language, [
    firstName(notice.name),
    notice.what,
    dayText(notice.date, notice.language),
    holdEndText(notice),
    linkOr(notice),
  ])
