import { and, count, eq, gt, isNotNull, lt, ne, notExists } from 'drizzle-orm'
import { productNameIn } from '../../domain/catalog/product-names'
import { messageNumber } from '../../domain/customers/order-contact'
import type { CustomerLanguage } from '../../domain/orders/order-schemas'
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../domain/orders/order-status'
import {
  PLACE_ON_THE_DAY,
  type RegularMessage,
  standingSetMessage,
  standingWeekMissedMessage,
  waitlistOfferMessage,
} from '../../domain/regulars/regular-notices'
import type { ShopSettings } from '../../domain/shop/settings-schemas'
import { isRemindable, reminderRound } from '../../domain/shop/whatsapp-reminders'
import {
  automaticNotice,
  type MessageOrder,
  noticeKey,
  type OrderEvent,
  type TemplateKind,
  type TemplateMessage,
  templateMessage,
} from '../../domain/shop/whatsapp-templates'
import { deliveryAddressOf } from '../customers/customers.service'
import type { Database, Queryable } from '../db/client'
import { customers, orders, products, type waitlistEntries, whatsappMessages, whatsappOptOuts } from '../db/schema'

/** One order as a message to its customer needs it: the facts to write, the number to write to, and the consent. */
export type MessageTarget = {
  order: MessageOrder & { status: OrderStatus; createdAt: Date; whatsappOptIn: boolean }
  /** E.164: the order's WhatsApp number when one was given, else its phone; null when neither is valid. */
  phone: string | null
}

/** Reads one order with its customer; undefined when there is no such order. */
export async function loadMessageTarget(executor: Queryable, orderId: number): Promise<MessageTarget | undefined> {
  const [row] = await executor.select().from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).where(eq(orders.id, orderId))
  if (!row) return undefined
  const { orders: order, customers: customer } = row
  return {
    order: {
      id: order.id,
      customerName: order.contact?.name ?? customer.name,
      pickupDate: order.pickupDate,
      pickupTime: order.pickupTime,
      isDelivery: order.isDelivery,
      deliveryAddress: deliveryAddressOf(order, customer),
      total: Number(order.total),
      paymentMethod: order.paymentMethod as PaymentMethod,
      paymentStatus: order.paymentStatus as PaymentStatus,
      language: order.language as CustomerLanguage,
      transferPayBy: order.transferPayBy,
      status: order.status as OrderStatus,
      createdAt: order.createdAt,
      whatsappOptIn: order.whatsappOptIn,
    },
    // The number the order was placed with: never one a stranger stored first under the customer's phone.
    phone: messageNumber(order.contact ?? customer),
  }
}

/** The outbox row of a template for one order (queued for the worker unless said otherwise). */
export function templateRow(orderId: number, phone: string, message: TemplateMessage, now: Date) {
  const { name, languageCode, parameters } = message
  return {
    orderId,
    kind: message.kind,
    phone,
    body: message.text,
    template: { name, languageCode, parameters },
    createdAt: now,
    updatedAt: now,
    nextAttemptAt: now,
  }
}

/** True when the number replied BAJA/STOP after this order was placed (a later order's tick is a new consent). */
export async function hasOptedOut(executor: Queryable, phone: string, orderPlacedAt: Date): Promise<boolean> {
  const [row] = await executor
    .select({ phone: whatsappOptOuts.phone })
    .from(whatsappOptOuts)
    .where(and(eq(whatsappOptOuts.phone, phone), gt(whatsappOptOuts.optedOutAt, orderPlacedAt)))
  return row !== undefined
}

/** How many times the customer was told (or is about to be) that this order was cancelled: each one starts a new round of notices (noticeKey). */
async function cancellationsTold(executor: Queryable, orderId: number): Promise<number> {
  const [row] = await executor
    .select({ told: count() })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.orderId, orderId),
        eq(whatsappMessages.kind, 'cancelled'),
        isNotNull(whatsappMessages.noticeKey),
        ne(whatsappMessages.status, 'failed'),
      ),
    )
  return row?.told ?? 0
}

/** How many moves of this order its customer was told of (queued, sent or failed): the next one gets its own key. */
async function movesTold(executor: Queryable, orderId: number): Promise<number> {
  const [row] = await executor
    .select({ told: count() })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.orderId, orderId), eq(whatsappMessages.kind, 'moved'), isNotNull(whatsappMessages.noticeKey)))
  return row?.told ?? 0
}

type Deps = {
  db: Database
  /** Token and phone number id are set: without them nothing is queued automatically (staff use the chat link). */
  configured: boolean
  clock: () => Date
  timeZone: string
  readSettings: (executor?: Queryable) => Promise<ShopSettings>
  /** The shop's address on the web, for links in messages (PUBLIC_URL). */
  publicUrl?: string
}

/**
 * The automatic messages of an order's life. Each is written to the outbox inside the transaction that changed the
 * order, so an order never changes without its message or the other way round, and with a key unique per order
 * (`noticeKey`), so one event gives one message however many instances or retries see it.
 */
export function createOrderNotices({ db, configured, clock, timeZone, readSettings, publicUrl }: Deps) {
  /** Queues the template `pick` chooses for a consenting order, unless that order already has it. True when queued. */
  async function queueNotice(
    executor: Queryable,
    orderId: number,
    pick: (order: MessageTarget['order']) => TemplateKind | null,
    settings?: ShopSettings,
  ): Promise<boolean> {
    if (!configured) return false
    const target = await loadMessageTarget(executor, orderId)
    const kind = target?.order.whatsappOptIn ? pick(target.order) : null
    if (!target?.phone || !kind) return false
    if (await hasOptedOut(executor, target.phone, target.order.createdAt)) return false
    const message = templateMessage(kind, target.order, { ...(settings ?? (await readSettings(executor))), timeZone })
    const inserted = await executor
      .insert(whatsappMessages)
      .values({
        ...templateRow(orderId, target.phone, message, clock()),
        noticeKey: noticeKey(
          kind,
          target.order.pickupDate,
          await cancellationsTold(executor, orderId),
          kind === 'moved' ? await movesTold(executor, orderId) : 0,
        ),
      })
      .onConflictDoNothing({ target: [whatsappMessages.orderId, whatsappMessages.noticeKey] })
      .returning({ id: whatsappMessages.id })
    return inserted.length > 0
  }

  const linkTo = (pathAndQuery: string) => (publicUrl ? `${publicUrl.replace(/\/+$/, '')}${pathAndQuery}` : null)

  /** Queues a standing-order or waitlist template once per subject and key. */
  async function queueRegular(
    tx: Queryable,
    subject: { orderId: number } | { waitlistEntryId: number },
    phone: string,
    message: RegularMessage,
    key: string,
  ): Promise<void> {
    const now = clock()
    await tx
      .insert(whatsappMessages)
      .values({
        ...subject,
        kind: message.kind,
        phone,
        body: message.text,
        template: { name: message.name, languageCode: message.languageCode, parameters: message.parameters },
        noticeKey: key,
        createdAt: now,
        updatedAt: now,
        nextAttemptAt: now,
      })
      .onConflictDoNothing()
  }

  return {
    /** Inside the transaction that offered it: tells a consenting waitlisted customer what is held for them, and until when. */
    async onWaitlistOffer(tx: Queryable, entry: typeof waitlistEntries.$inferSelect): Promise<void> {
      if (!configured || !entry.whatsappOptIn || !entry.holdExpiresAt) return
      if (await hasOptedOut(tx, entry.phone, entry.createdAt)) return
      const language = entry.language as CustomerLanguage
      const [product] = entry.productId
        ? await tx.select({ name: products.name, nameEs: products.nameEs }).from(products).where(eq(products.id, entry.productId))
        : []
      const productName = product && productNameIn(product, language)
      const message = waitlistOfferMessage({
        name: entry.name,
        what: productName ? `${entry.quantity} × ${productName}` : PLACE_ON_THE_DAY[language],
        date: entry.date,
        holdExpiresAt: entry.holdExpiresAt,
        offeredAt: entry.offeredAt ?? clock(),
        link: linkTo(`/waitlist/${entry.id}?token=${entry.token}`),
        language,
        timeZone,
      })
      await queueRegular(tx, { waitlistEntryId: entry.id }, entry.phone, message, `offer:${entry.holdExpiresAt.toISOString()}`)
    },

    /**
     * A standing order's messages go with the order it came from: that it is set (with the private link), and each
     * week that did not fit (with the day offered instead). Only with the order's consent.
     */
    async onStanding(
      tx: Queryable,
      standing: { sourceOrderId: number; manageToken: string; id: number; anchorDate: string; everyWeeks: number },
      event: { type: 'set' } | { type: 'missed'; date: string; reason: string; nextDate: string | null },
    ): Promise<void> {
      if (!configured) return
      const target = await loadMessageTarget(tx, standing.sourceOrderId)
      if (!target?.phone || !target.order.whatsappOptIn) return
      if (await hasOptedOut(tx, target.phone, target.order.createdAt)) return
      const common = {
        name: target.order.customerName,
        language: target.order.language,
        link: linkTo(`/standing-orders/${standing.id}?token=${standing.manageToken}`),
      }
      const message =
        event.type === 'set'
          ? standingSetMessage({ ...common, anchorDate: standing.anchorDate, every: standing.everyWeeks === 2 ? '2weeks' : 'week' })
          : standingWeekMissedMessage({ ...common, date: event.date, reason: event.reason, nextDate: event.nextDate })
      const key = event.type === 'set' ? 'standing_set' : `standing_missed:${event.date}`
      await queueRegular(tx, { orderId: standing.sourceOrderId }, target.phone, message, key)
    },

    /** Inside the transaction that placed, paid or changed the order: queues the message the event calls for. */
    async onEvent(tx: Queryable, orderId: number, event: OrderEvent, settings?: ShopSettings): Promise<void> {
      await queueNotice(tx, orderId, (order) => automaticNotice(event, order), settings)
    },

    /**
     * Queues the day-before reminder of every consenting order for tomorrow, once the reminder hour has come (bakery
     * time). Every instance may run it every minute: the unique key lets one reminder per order and day through.
     */
    async queueDueReminders(): Promise<number> {
      if (!configured) return 0
      const settings = await readSettings()
      const round = reminderRound(clock(), timeZone, settings.reminderTime)
      if (!round) return 0
      const key = noticeKey('reminder', round.pickupDate)
      const reminded = db
        .select({ id: whatsappMessages.id })
        .from(whatsappMessages)
        .where(and(eq(whatsappMessages.orderId, orders.id), eq(whatsappMessages.noticeKey, key)))
      const candidates = await db
        .select({
          id: orders.id,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          transferPayBy: orders.transferPayBy,
        })
        .from(orders)
        .where(
          and(eq(orders.pickupDate, round.pickupDate), eq(orders.whatsappOptIn, true), lt(orders.createdAt, round.placedBefore), notExists(reminded)),
        )
      let queued = 0
      for (const candidate of candidates) {
        const remindable = isRemindable(
          {
            status: candidate.status as OrderStatus,
            paymentMethod: candidate.paymentMethod as PaymentMethod,
            paymentStatus: candidate.paymentStatus as PaymentStatus,
            transferPayBy: candidate.transferPayBy,
          },
          clock(),
        )
        if (remindable && (await queueNotice(db, candidate.id, () => 'reminder', settings))) queued += 1
      }
      return queued
    },
  }
}
export type OrderNotices = ReturnType<typeof createOrderNotices>
