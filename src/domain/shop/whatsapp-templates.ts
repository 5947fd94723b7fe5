import { formatMoney } from '../money'
import type { CustomerLanguage, Order } from '../orders/order-schemas'
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../orders/order-status'
import { isUnpaidCard, paysAgain } from '../payments/payment-rules'
import { transferReference } from '../payments/transfer-instructions'
import { DEFAULT_BAKERY_TIMEZONE } from '../schedule/calendar-dates'

/**
 * The WhatsApp template messages of an order's life (Meta category UTILITY). Outside the 24-hour window after the
 * customer last wrote, WhatsApp delivers only templates Meta approved, so each one here is submitted to Meta exactly
 * as written (docs/whatsapp-templates.md lists them; a test keeps that file and this one the same).
 */
export const TEMPLATE_KINDS = ['received', 'confirmed', 'moved', 'ready', 'on_its_way', 'reminder', 'cancelled'] as const
export type TemplateKind = (typeof TEMPLATE_KINDS)[number]

/** What an outbox message is: one of the templates, staff's own free text, or a standing order's or waitlist's notice. */
export const MESSAGE_KINDS = [...TEMPLATE_KINDS, 'text', 'standing_set', 'standing_week_missed', 'waitlist_offer'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]
export const isTemplateKind = (kind: MessageKind): kind is TemplateKind => (TEMPLATE_KINDS as readonly string[]).includes(kind)

/** The locale each translation of a template is filed under at Meta, by the language the customer ordered in. */
export const TEMPLATE_LANGUAGE_CODES = { es: 'es_MX', en: 'en_US' } as const satisfies Record<CustomerLanguage, string>

/** The order facts a template may name, each written out in the customer's language. */
export type FactName = 'firstName' | 'orderNumber' | 'day' | 'time' | 'place' | 'address' | 'total' | 'payment'

type TemplateDefinition = { name: string; params: readonly FactName[]; body: Record<CustomerLanguage, string> }

/** `{{n}}` in a body is the n-th of its `params`. Meta refuses a body that starts or ends with a variable. */
export const WHATSAPP_TEMPLATES: Record<TemplateKind, TemplateDefinition> = {
  received: {
    name: 'order_received',
    params: ['firstName', 'orderNumber', 'day', 'time', 'place', 'total', 'payment'],
    body: {
      es: '¡Gracias, {{1}}! Recibimos tu pedido #{{2}}.\nDía: {{3}}\nHorario: {{4}}\nDónde: {{5}}\nTotal: {{6}}\nPago: {{7}}\nTe avisaremos por aquí cuando lo confirmemos.',
      en: 'Thank you, {{1}}! We received your order #{{2}}.\nDay: {{3}}\nTime: {{4}}\nWhere: {{5}}\nTotal: {{6}}\nPayment: {{7}}\nWe will let you know here once it is confirmed.',
    },
  },
  confirmed: {
    name: 'order_confirmed',
    params: ['firstName', 'orderNumber', 'day', 'time', 'place', 'total', 'payment'],
    body: {
      es: '¡Hola, {{1}}! Tu pedido #{{2}} está confirmado.\nDía: {{3}}\nHorario: {{4}}\nDónde: {{5}}\nTotal: {{6}}\nPago: {{7}}\n¡Gracias por tu compra!',
      en: 'Hello, {{1}}! Your order #{{2}} is confirmed.\nDay: {{3}}\nTime: {{4}}\nWhere: {{5}}\nTotal: {{6}}\nPayment: {{7}}\nThank you for your order!',
    },
  },
  moved: {
    name: 'order_moved',
    params: ['firstName', 'orderNumber', 'day', 'time', 'place'],
    body: {
      es: 'Hola, {{1}}. Cambiamos el día u horario de tu pedido #{{2}}.\nDía: {{3}}\nHorario: {{4}}\nDónde: {{5}}\nSi no te queda bien, responde a este mensaje.',
      en: 'Hello, {{1}}. We changed the day or time of your order #{{2}}.\nDay: {{3}}\nTime: {{4}}\nWhere: {{5}}\nIf it does not suit you, reply to this message.',
    },
  },
  ready: {
    name: 'order_ready_pickup',
    params: ['firstName', 'orderNumber', 'address', 'time', 'payment'],
    body: {
      es: '¡Hola, {{1}}! Tu pedido #{{2}} ya está listo para recoger.\nDónde: {{3}}\nHorario: {{4}}\nPago: {{5}}\n¡Te esperamos!',
      en: 'Hello, {{1}}! Your order #{{2}} is ready for pickup.\nWhere: {{3}}\nTime: {{4}}\nPayment: {{5}}\nSee you soon!',
    },
  },
  on_its_way: {
    name: 'order_on_its_way',
    params: ['firstName', 'orderNumber', 'address', 'time', 'payment'],
    body: {
      es: '¡Hola, {{1}}! Tu pedido #{{2}} ya va en camino.\nDirección: {{3}}\nHorario: {{4}}\nPago: {{5}}\n¡Buen provecho!',
      en: 'Hello, {{1}}! Your order #{{2}} is on its way.\nAddress: {{3}}\nTime: {{4}}\nPayment: {{5}}\nEnjoy!',
    },
  },
  reminder: {
    name: 'order_reminder',
    params: ['firstName', 'orderNumber', 'day', 'time', 'place', 'payment'],
    body: {
      es: '¡Hola, {{1}}! Te recordamos que tu pedido #{{2}} es para mañana.\nDía: {{3}}\nHorario: {{4}}\nDónde: {{5}}\nPago: {{6}}\n¡Hasta mañana!',
      en: 'Hello, {{1}}! A reminder that your order #{{2}} is for tomorrow.\nDay: {{3}}\nTime: {{4}}\nWhere: {{5}}\nPayment: {{6}}\nSee you tomorrow!',
    },
  },
  cancelled: {
    name: 'order_cancelled',
    params: ['firstName', 'orderNumber', 'day'],
    body: {
      es: 'Hola, {{1}}. Tu pedido #{{2}} para el {{3}} fue cancelado. Si tienes alguna duda, responde a este mensaje.',
      en: 'Hello, {{1}}. Your order #{{2}} for {{3}} has been cancelled. If you have any questions, reply to this message.',
    },
  },
}

/** Every template's footer (static text): how to stop the messages (see OPT_OUT_WORDS). */
export const TEMPLATE_FOOTER: Record<CustomerLanguage, string> = {
  es: 'Responde BAJA para no recibir más avisos.',
  en: 'Reply STOP to stop these messages.',
}

/** What the customer sends the shop from the confirmation page when the shop cannot write first (click-to-chat). */
const CUSTOMER_CHAT_TEXT: Pick<TemplateDefinition, 'params' | 'body'> = {
  params: ['orderNumber', 'day', 'time', 'place', 'total', 'payment'],
  body: {
    es: 'Hola, acabo de hacer el pedido #{{1}}.\nDía: {{2}}\nHorario: {{3}}\nDónde: {{4}}\nTotal: {{5}}\nPago: {{6}}',
    en: 'Hello, I just placed order #{{1}}.\nDay: {{2}}\nTime: {{3}}\nWhere: {{4}}\nTotal: {{5}}\nPayment: {{6}}',
  },
}

/** The order as a message needs it: any stored or served order has these fields. */
export type MessageOrder = {
  id: number
  customerName: string
  pickupDate: string | null
  pickupTime: string | null
  isDelivery: boolean
  deliveryAddress: string | null
  total: number
  paymentMethod: PaymentMethod
  paymentStatus: PaymentStatus
  language: CustomerLanguage
  /** A transfer order's time to pay (ISO text or a Date); none for other methods. */
  transferPayBy?: string | Date | null
  /** Where the order stands: a refunded order that still goes ahead is paid again (paysAgain). */
  status?: OrderStatus
}

/** A served order (staff's or the customer's view) as a message reads it. */
export function messageOrderOf(order: Order): MessageOrder {
  return { ...order, customerName: order.customer?.name ?? '', transferPayBy: order.payment?.payBy ?? null }
}

/** The shop facts a message names (from settings). */
/** `bankBeneficiary`: whom the transfer goes to, when staff entered it; `timeZone`: the bakery's (Mérida's unless set). */
export type MessageShop = { shopAddress: string; bankName: string; bankClabe: string; bankBeneficiary?: string; timeZone?: string }

export type TemplateMessage = {
  kind: TemplateKind
  /** The template's name at Meta, and the locale of the translation to use. */
  name: string
  languageCode: (typeof TEMPLATE_LANGUAGE_CODES)[CustomerLanguage]
  /** The body's `{{1}}`, `{{2}}`, … in order. */
  parameters: string[]
  /** What the customer reads: the body filled in, then the footer. */
  text: string
}

const SAVED_ADDRESS = { es: 'tu dirección guardada', en: 'your saved address' } as const

const PLACE = {
  es: { pickup: (address: string) => `Recoger en ${address}`, delivery: (address: string) => `Entrega a domicilio en ${address}` },
  en: { pickup: (address: string) => `Pickup at ${address}`, delivery: (address: string) => `Delivery to ${address}` },
} as const

const PAYMENT = {
  es: {
    paid: 'Pagado',
    refunded: 'Reembolsado',
    refundedPayAgain: (delivery: boolean) => `Reembolsado; se paga ${delivery ? 'al recibir' : 'al recoger'}`,
    cashPickup: 'Efectivo al recoger',
    cashDelivery: 'Efectivo al recibir',
    card: 'Tarjeta, pago pendiente',
    transfer: 'Transferencia bancaria',
    transferTo: (account: string, reference: string) => `Transferencia SPEI a la CLABE ${account}, concepto: ${reference}`,
    payBy: (when: string) => `antes del ${when}`,
  },
  en: {
    paid: 'Paid',
    refunded: 'Refunded',
    refundedPayAgain: (delivery: boolean) => `Refunded; paid again ${delivery ? 'on delivery' : 'at pickup'}`,
    cashPickup: 'Cash at pickup',
    cashDelivery: 'Cash on delivery',
    card: 'Card, payment pending',
    transfer: 'Bank transfer',
    transferTo: (account: string, reference: string) => `SPEI transfer to CLABE ${account}, concept (concepto): ${reference}`,
    payBy: (when: string) => `by ${when}`,
  },
} as const

const TIME_OF_DAY = { es: { am: 'a.m.', pm: 'p.m.', dash: ' – ' }, en: { am: 'AM', pm: 'PM', dash: ' - ' } } as const
const LOCALES = { es: 'es-MX', en: 'en-US' } as const satisfies Record<CustomerLanguage, string>

/** Meta refuses parameters with line breaks, tabs or more than four spaces in a row; long ones are cut. */
const PARAMETER_MAX = 300

/** A fact on one line: what a customer typed (an address with line breaks) cannot add lines of its own to a message. */
const oneLine = (value: string): string =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()

function parameterText(value: string): string {
  const flat = oneLine(value)
  return flat.length > PARAMETER_MAX ? `${flat.slice(0, PARAMETER_MAX - 1)}…` : flat
}

/** A bakery day ('yyyy-MM-dd') with its weekday: 'martes, 24 de noviembre', 'Tuesday, November 24'. */
function dayText(date: string | null, language: CustomerLanguage): string {
  if (!date) return '—'
  // Noon UTC of that date is that date everywhere the formatter could look from.
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )
}

/** A stored window label ('9:00 AM - 11:00 AM') in the language: '9:00 a.m. – 11:00 a.m.'; other text as it is. */
function timeText(label: string | null, language: CustomerLanguage): string {
  if (!label) return '—'
  const words = TIME_OF_DAY[language]
  const times = [...label.matchAll(/(\d{1,2}:\d{2}) ?([AP])M/gi)].map(
    ([, clock, half]) => `${clock} ${half?.toUpperCase() === 'A' ? words.am : words.pm}`,
  )
  return times.length === 2 ? times.join(words.dash) : label
}

function paymentText(order: MessageOrder, shop: MessageShop): string {
  const words = PAYMENT[order.language]
  if (order.paymentStatus === 'paid') return words.paid
  if (order.paymentStatus === 'refunded') return paysAgain(order) ? words.refundedPayAgain(order.isDelivery) : words.refunded
  if (order.paymentMethod === 'cash') return order.isDelivery ? words.cashDelivery : words.cashPickup
  if (order.paymentMethod === 'card') return words.card
  const clabe = shop.bankClabe.trim()
  if (!clabe) return words.transfer
  // The account as the bank names it: CLABE, then the bank and the account holder when staff gave them.
  const holder = [shop.bankName.trim(), shop.bankBeneficiary?.trim()].filter(Boolean).join(', ')
  const transfer = words.transferTo(holder ? `${clabe} (${holder})` : clabe, transferReference(order.id))
  // By when, as the confirmation page says: an order not paid by then may be released.
  return order.transferPayBy ? `${transfer}, ${words.payBy(momentText(order.transferPayBy, order.language, shop.timeZone))}` : transfer
}

/** An instant in the bakery's time: 'lunes, 30 de noviembre, 1:28 a.m.', 'Monday, November 30 at 1:28 AM'. */
function momentText(at: string | Date, language: CustomerLanguage, timeZone = DEFAULT_BAKERY_TIMEZONE): string {
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZone })
    .format(new Date(at))
    .replace(/\u202f/g, ' ')
}

/** Every fact a template may name, written in the customer's language. */
export function messageFacts(order: MessageOrder, shop: MessageShop): Record<FactName, string> {
  // A delivery to the customer's saved address reaches the customer's own page without it (only staff read it).
  const address = (order.isDelivery ? order.deliveryAddress?.trim() || SAVED_ADDRESS[order.language] : shop.shopAddress?.trim()) || '—'
  const place = PLACE[order.language][order.isDelivery ? 'delivery' : 'pickup'](address)
  return {
    firstName: order.customerName.trim().split(/\s+/)[0] || order.customerName,
    orderNumber: String(order.id),
    day: dayText(order.pickupDate, order.language),
    time: timeText(order.pickupTime, order.language),
    place,
    address,
    total: `${formatMoney(order.total)} MXN`,
    payment: paymentText(order, shop),
  }
}

function fill(body: string, parameters: readonly string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? '')
}

/** A template filled in with the order's facts, in the language the customer ordered in. */
export function templateMessage(kind: TemplateKind, order: MessageOrder, shop: MessageShop): TemplateMessage {
  const template = WHATSAPP_TEMPLATES[kind]
  const facts = messageFacts(order, shop)
  const parameters = template.params.map((name) => parameterText(facts[name]))
  return {
    kind,
    name: template.name,
    languageCode: TEMPLATE_LANGUAGE_CODES[order.language],
    parameters,
    text: `${fill(template.body[order.language], parameters)}\n\n${TEMPLATE_FOOTER[order.language]}`,
  }
}

/** The customer's own message to the shop about their order, for a wa.me link on the confirmation page. */
export function customerChatText(order: MessageOrder, shop: MessageShop, orderLink?: string): string {
  const facts = messageFacts(order, shop)
  const text = fill(
    CUSTOMER_CHAT_TEXT.body[order.language],
    CUSTOMER_CHAT_TEXT.params.map((name) => oneLine(facts[name])),
  )
  // The order's private link, last: the customer's chat keeps the way back to the order (payment, factura).
  return orderLink ? `${text}\n${ORDER_LINK_LINE[order.language]}${oneLine(orderLink)}` : text
}

const ORDER_LINK_LINE = { es: 'Mi pedido: ', en: 'My order: ' } as const

/** 'ready' for a pickup; 'on its way' for a delivery. */
export const readyKind = (isDelivery: boolean): TemplateKind => (isDelivery ? 'on_its_way' : 'ready')

/**
 * The templates staff may send about an order, none that contradicts it: while it goes ahead, every one but
 * 'cancelled' (staff may confirm by message before they move the status, or say it is ready as they bag it); once
 * cancelled, only 'cancelled'; nothing once handed over. The server refuses any other.
 */
export function templatesFor(order: Pick<NoticeOrder, 'status' | 'isDelivery'>): TemplateKind[] {
  if (order.status === 'completed') return []
  if (order.status === 'cancelled') return ['cancelled']
  return ['received', 'confirmed', 'moved', readyKind(order.isDelivery), 'reminder']
}

/** What happened to an order that may deserve an automatic message. */
export type OrderEvent = { type: 'placed' } | { type: 'paid' } | { type: 'moved' } | { type: 'status'; from: OrderStatus; to: OrderStatus }

type NoticeOrder = Pick<MessageOrder, 'isDelivery' | 'paymentMethod' | 'paymentStatus'> & { status: OrderStatus }

const STATUS_NOTICES: Partial<Record<OrderStatus, (order: NoticeOrder) => TemplateKind>> = {
  confirmed: () => 'confirmed',
  ready: (order) => readyKind(order.isDelivery),
  cancelled: () => 'cancelled',
}

/**
 * A card order paid after staff moved it on (a staff order paid through its link): the message of where it stands, as
 * 'received' ("we will tell you when we confirm it") would promise a 'confirmed' that was never sent.
 */
const PAID_NOTICES: Partial<Record<OrderStatus, (order: NoticeOrder) => TemplateKind>> = {
  pending: () => 'received',
  confirmed: () => 'confirmed',
  preparing: () => 'confirmed',
  ready: (order) => readyKind(order.isDelivery),
}

/**
 * The template that tells a customer where their order stands (what staff send when WhatsApp takes no free text):
 * 'received' while pending, 'confirmed' up to baking, 'ready' or 'on its way', 'cancelled'; none once collected,
 * nor for a card order not paid yet (no template asks for the payment).
 */
export const statusTemplate = (order: NoticeOrder): TemplateKind | null =>
  isUnpaidCard(order) ? null : ((STATUS_NOTICES[order.status] ?? PAID_NOTICES[order.status])?.(order) ?? null)

/**
 * The automatic message an event calls for, if any: 'received' on placing (a card order once it is paid, see PAID_NOTICES),
 * 'confirmed', 'ready' or 'on its way', and 'cancelled' when staff move the status there; 'moved' when they move its day.
 */
export function automaticNotice(event: OrderEvent, order: NoticeOrder): TemplateKind | null {
  if (event.type === 'placed') return isUnpaidCard(order) ? null : 'received'
  if (event.type === 'paid') return order.paymentMethod === 'card' ? (PAID_NOTICES[order.status]?.(order) ?? null) : null
  // Staff moved the day or window of an order going ahead: its customer would come on the old one.
  if (event.type === 'moved') return isUnpaidCard(order) || order.status === 'cancelled' || order.status === 'completed' ? null : 'moved'
  if (event.from === event.to || isUnpaidCard(order)) return null
  // Reopened after the customer was told "cancelled": they hear it stands again (reopened as confirmed, 'confirmed').
  if (event.from === 'cancelled' && event.to === 'pending') return 'received'
  return STATUS_NOTICES[event.to]?.(order) ?? null
}

/**
 * The key that makes an automatic message unique for its order: one of each kind per round, and one reminder per
 * pickup day (an order moved to another day is reminded again). A round ends each time the customer is told of a
 * cancellation (`round`: how many times so far), so a reopened order is confirmed, and cancelled, again.
 */
export function noticeKey(kind: TemplateKind, pickupDate: string | null, round = 0, movesTold = 0): string {
  if (kind === 'reminder') return `reminder:${pickupDate ?? ''}`
  // Every move is told: the n-th move's message once, however often the change is retried.
  if (kind === 'moved') return `moved:${movesTold + 1}`
  return round > 0 ? `${kind}#${round}` : kind
}

/** The kind of message an automatic key was made for (noticeKey). */
export const noticeKindOf = (key: string): string => key.replace(/[#:].*$/, '')
