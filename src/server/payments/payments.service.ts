import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import Stripe from 'stripe'
import { DomainError } from '../../domain/errors'
import { toCents, toPesos } from '../../domain/money'
import type { Order } from '../../domain/orders/order-schemas'
import type { PaymentStatus } from '../../domain/orders/order-status'
import {
  awaitsCardPayment,
  chargeMatchesOrder,
  INTENT_STATES_IN_FLIGHT,
  isAbandonable,
  isAwaitingVoucher,
  isChargeable,
  isRefundDue,
  PAYMENT_CURRENCY,
  type PaymentOutcome,
  paymentStatusAfter,
  stripePaymentMethods,
  UNPAID_CARD_HOLD_MINUTES,
  voucherTerms,
} from '../../domain/payments/payment-rules'
import type { CreatedPaymentIntent, PaymentsPublicConfig, StripeVoucherReply } from '../../domain/payments/payment-schemas'
import { stripeVoucherOf } from '../../domain/payments/stripe-voucher'
import type { ShopSettings } from '../../domain/shop/settings-schemas'
import { text } from '../../domain/written-text'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { orders, paymentEvents, paymentRecords } from '../db/schema'
import type { OrderService } from '../orders/orders.service'
import type { OrderNotices } from '../whatsapp/order-notices'
import { createStripeClient } from './stripe-client'

export type PaymentsConfig = Partial<Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>>

type Deps = {
  db: Database
  config: PaymentsConfig
  /** The bakery's time zone: a voucher's last day is counted in it. */
  timeZone: string
  orders: OrderService
  clock: () => Date
  log?: FastifyBaseLogger
  /** A card order's 'received' WhatsApp message waits for the charge (see domain automaticNotice). */
  notices?: Pick<OrderNotices, 'onEvent'>
  /** Whether Stripe's OXXO and SPEI methods are offered (settings). */
  shopSettings?: () => Promise<Pick<ShopSettings, 'stripeCashMethods'>>
}

const NOT_CONFIGURED = text('card_payments_off')
const PROVIDER_DOWN = text('card_provider_unreachable')

/**
 * One key per order: a retried or repeated request gets Stripe's first PaymentIntent back, never a second charge. An
 * order staff reopened after its PaymentIntent was cancelled gets one key per PaymentIntent it replaces.
 */
export const paymentIntentIdempotencyKey = (orderId: number, replaces: string | null = null) =>
  `order-${orderId}-payment-intent${replaces ? `-after-${replaces}` : ''}`

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Written on the order's payment record when the shop gives a card payment back by itself. */
const LATE_PAYMENT_REFUNDED = 'Refunded automatically: the card payment arrived after the order was cancelled.'
const CANCELLED_PAYMENT_REFUNDED = 'Refunded to the card automatically: the order was cancelled.'

/** Unpaid card orders looked at per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 50

const OUTCOMES: Partial<Record<string, PaymentOutcome>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
}

/** Without the webhook secret no payment could ever be confirmed, so card payment stays off. */
export function cardPaymentsConfigured(
  config: Pick<Deps['config'], 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
): boolean {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET)
}

export function createPaymentService({ db, config, orders: orderService, clock, timeZone, log, notices, shopSettings }: Deps) {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config
  const cardEnabled = cardPaymentsConfigured(config)
  const stripe = secretKey ? createStripeClient(secretKey, config.STRIPE_API_BASE) : undefined

  function requireStripe(): Stripe {
    if (!cardEnabled || !stripe) throw new DomainError('payments_unavailable', NOT_CONFIGURED)
    return stripe
  }

  /** The single place a Stripe failure is translated: an outage becomes a 503 the checkout can explain. */
  async function callStripe<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error
      log?.error({ err: error, stripeRequestId: error.requestId }, 'Stripe call failed')
      throw new DomainError('payments_unavailable', PROVIDER_DOWN)
    }
  }

  async function storedIntentId(orderId: number): Promise<string | null> {
    const [row] = await db.select({ id: orders.stripePaymentIntentId }).from(orders).where(eq(orders.id, orderId))
    return row?.id ?? null
  }

  /**
   * The order's PaymentIntent, made at Stripe the first time. A cancelled one (the order was given up, then staff
   * reopened it) is replaced by a new one: `replaced` names it.
   */
  async function intentFor(order: Order, totalCents: number): Promise<{ intent: Stripe.PaymentIntent; replaced: string | null }> {
    const client = requireStripe()
    const known = await storedIntentId(order.id)
    if (known) {
      const intent = await callStripe(() => client.paymentIntents.retrieve(known))
      // Paid already, and Stripe's webhook is on its way: a second confirmation would only fail.
      if (intent.status === 'succeeded') throw new DomainError('conflict', text('order_already_paid'))
      if (intent.status === 'canceled') return { intent: await newIntent(client, order, totalCents, known), replaced: known }
      if (intent.amount === totalCents) return { intent, replaced: null }
      throw new DomainError('conflict', text('payment_expired'))
    }
    return { intent: await newIntent(client, order, totalCents, null), replaced: null }
  }

  async function newIntent(client: Stripe, order: Order, totalCents: number, replaces: string | null): Promise<Stripe.PaymentIntent> {
    // A voucher is paid by the evening before the pickup day: too close to it, only the card is offered.
    const voucher = (await shopSettings?.())?.stripeCashMethods === true ? voucherTerms(clock(), order.pickupDate, timeZone) : null
    const cashMethods = voucher !== null
    // Stripe's SPEI (customer_balance) pays into a CLABE of the customer's own: it needs a Stripe customer.
    const customer = cashMethods ? await stripeCustomerFor(client, order.id) : undefined
    return callStripe(() =>
      client.paymentIntents.create(
        {
          amount: totalCents,
          currency: PAYMENT_CURRENCY,
          allowed_payment_method_types: stripePaymentMethods(cashMethods) as Stripe.PaymentIntentCreateParams.AllowedPaymentMethodType[],
          description: `Order #${order.id}`,
          metadata: { orderId: String(order.id), ...(voucher && { payBy: String(voucher.payBy) }) },
          ...(voucher && {
            customer,
            payment_method_options: {
              oxxo: { expires_after_days: voucher.oxxoDays },
              customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
            },
          }),
        },
        { idempotencyKey: `${paymentIntentIdempotencyKey(order.id, replaces)}${cashMethods ? '-cash' : ''}` },
      ),
    )
  }

  /** The Stripe customer an order's SPEI reference belongs to, made once per order (idempotent). */
  async function stripeCustomerFor(client: Stripe, orderId: number): Promise<string> {
    const { customer } = await orderService.get(orderId)
    const created = await callStripe(() =>
      client.customers.create(
        { name: customer?.name, email: customer?.email || undefined, metadata: { orderId: String(orderId) } },
        { idempotencyKey: `order-${orderId}-customer` },
      ),
    )
    return created.id
  }

  /**
   * Cancels an unpaid card order: its PaymentIntent first, at Stripe, so it can never be charged later (one with
   * money on its way is left alone); then the order, which gives its place on the day back.
   */
  async function giveUpCardOrder(orderId: number): Promise<void> {
    const intentId = await storedIntentId(orderId)
    if (intentId) {
      const client = requireStripe()
      const intent = await callStripe(() => client.paymentIntents.retrieve(intentId))
      if (intent.status === 'succeeded') {
        // Paid, and Stripe's webhook never came (or has not yet): the order is settled as the webhook would have.
        const refundDue = await db.transaction((tx) => applyOutcome(tx, intent, 'succeeded'))
        if (refundDue !== null) await refundLatePayment(refundDue, intent.id)
        throw new DomainError('conflict', text('order_already_paid'))
      }
      if (INTENT_STATES_IN_FLIGHT.includes(intent.status) || isAwaitingVoucher(intent, clock())) {
        throw new DomainError('conflict', text('card_payment_in_progress'))
      }
      if (intent.status !== 'canceled') await callStripe(() => client.paymentIntents.cancel(intentId))
    }
    await orderService.cancelUnpaidCardOrder(orderId, intentId)
  }

  /**
   * Applies what Stripe says of one PaymentIntent to its order, under the order's row lock. Returns the order's id
   * when the money arrived for an order already cancelled: it is then given back (refundLatePayment), after the
   * transaction, so no Stripe call holds the lock.
   */
  async function applyOutcome(tx: Transaction, intent: Stripe.PaymentIntent, outcome: PaymentOutcome): Promise<number | null> {
    const orderId = Number(intent.metadata?.orderId)
    const [order] = Number.isInteger(orderId) && orderId > 0 ? await tx.select().from(orders).where(eq(orders.id, orderId)).for('update') : []
    const report = { orderId: intent.metadata?.orderId, amountCents: intent.amount, currency: intent.currency, paymentIntentId: intent.id }
    if (
      !order ||
      !chargeMatchesOrder(report, { orderId: order.id, totalCents: toCents(order.total), paymentIntentId: order.stripePaymentIntentId })
    ) {
      log?.warn({ paymentIntentId: intent.id, orderId: intent.metadata?.orderId }, 'Stripe event does not match its order: ignored')
      return null
    }
    const next = paymentStatusAfter(order.paymentStatus as PaymentStatus, outcome)
    if (next === order.paymentStatus && order.stripePaymentIntentId === intent.id) return null
    await tx.update(orders).set({ paymentStatus: next, stripePaymentIntentId: intent.id, updatedAt: clock() }).where(eq(orders.id, order.id))
    // Given back at Stripe only through the order's own PaymentIntent; any other payment on a cancelled order is staff's to refund.
    if (order.stripePaymentIntentId !== null && isRefundDue({ ...order, paymentStatus: next })) return order.id
    if (next === 'paid' && order.paymentStatus !== 'paid') await notices?.onEvent(tx, order.id, { type: 'paid' })
    return null
  }

  async function seenEvent(eventId: string): Promise<boolean> {
    const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, eventId))
    return seen !== undefined
  }

  /**
   * A SPEI transfer Stripe could not apply to a payment (it came after the order was cancelled, or more than was owed)
   * waits in the cash balance of the order's Stripe customer: it goes back to the customer's bank, once per event (its
   * idempotency key). Stripe unreachable answers 503, so Stripe delivers the event again and nothing is lost.
   */
  async function returnUnappliedTransfer(eventId: string, balance: Stripe.CashBalance): Promise<void> {
    const amount = balance.available?.[PAYMENT_CURRENCY] ?? 0
    if (amount <= 0) return
    const client = requireStripe()
    const customer = await callStripe(() => client.customers.retrieve(balance.customer))
    const orderId = customer.deleted ? Number.NaN : Number(customer.metadata.orderId)
    const intentId = Number.isInteger(orderId) && orderId > 0 ? await storedIntentId(orderId) : null
    if (intentId === null) {
      log?.warn({ customer: balance.customer, amount }, 'SPEI money for a Stripe customer that is no order of the shop: left in its cash balance')
      return
    }
    // Stripe applies money to a PaymentIntent still waiting for its transfer by itself: that money is not given back.
    const intent = await callStripe(() => client.paymentIntents.retrieve(intentId))
    if (isAwaitingVoucher(intent, clock())) return
    await callStripe(() =>
      client.refunds.create(
        { customer: balance.customer, amount, currency: PAYMENT_CURRENCY, origin: 'customer_balance' },
        { idempotencyKey: `cash-balance-${eventId}` },
      ),
    )
    log?.info({ orderId, amount }, 'SPEI money Stripe could not apply to the order was sent back to the customer')
  }

  /**
   * Gives back a card payment that arrived for a cancelled order, once (one idempotency key per PaymentIntent), and
   * records it. When Stripe cannot be reached the order stays paid and cancelled, which staff see as a refund due.
   */
  async function refundLatePayment(orderId: number, intentId: string): Promise<void> {
    await refundCancelledPayment(orderId, intentId, { note: LATE_PAYMENT_REFUNDED, recordedBy: null })
  }

  /** The refund at Stripe and its record; false when Stripe refused it or could not be reached (staff refund by hand). */
  async function refundCancelledPayment(orderId: number, intentId: string, record: { note: string; recordedBy: number | null }): Promise<boolean> {
    try {
      await callStripe(() => requireStripe().refunds.create({ payment_intent: intentId }, { idempotencyKey: `refund-${intentId}` }))
    } catch (error) {
      log?.error({ err: error, orderId }, 'a card payment for a cancelled order could not be given back: refund it by hand')
      return false
    }
    await db.transaction(async (tx) => {
      const [refunded] = await tx
        .update(orders)
        .set({ paymentStatus: 'refunded', updatedAt: clock() })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'paid'), eq(orders.status, 'cancelled')))
        .returning({ id: orders.id })
      if (refunded) await tx.insert(paymentRecords).values({ orderId, paymentStatus: 'refunded', ...record, recordedAt: clock() })
    })
    log?.info({ orderId }, 'a card payment for a cancelled order was given back')
    return true
  }

  return {
    async publicConfig(): Promise<PaymentsPublicConfig> {
      return {
        cardEnabled,
        publishableKey: cardEnabled ? (publishableKey ?? null) : null,
        methods: stripePaymentMethods(cardEnabled && (await shopSettings?.())?.stripeCashMethods === true),
      }
    },

    /**
     * Charges the order's stored total (never an amount from the browser) in centavos, for the holder
     * of the order's access token. Repeated calls return the same PaymentIntent.
     */
    async createPaymentIntent(orderId: number, token: string): Promise<CreatedPaymentIntent> {
      requireStripe()
      const order = await orderService.getForCustomer(orderId, token)
      const totalCents = toCents(order.total)
      if (!isChargeable({ paymentStatus: order.paymentStatus, status: order.status, totalCents })) {
        throw new DomainError('conflict', order.paymentStatus === 'paid' ? text('order_already_paid') : text('card_not_allowed'))
      }
      // A cash or transfer order is paid to the shop: its total never goes to Stripe.
      if (order.paymentMethod !== 'card') throw new DomainError('conflict', text('card_not_allowed'))
      const { intent, replaced } = await intentFor(order, totalCents)
      const [linked] = await db
        .update(orders)
        .set({ stripePaymentIntentId: intent.id })
        .where(
          and(
            eq(orders.id, order.id),
            ne(orders.status, 'cancelled'),
            or(
              isNull(orders.stripePaymentIntentId),
              eq(orders.stripePaymentIntentId, intent.id),
              replaced === null ? undefined : eq(orders.stripePaymentIntentId, replaced),
            ),
          ),
        )
        .returning({ id: orders.id })
      if (!linked) {
        // The order was cancelled while Stripe answered (its unpaid hold ran out): this intent must never be paid.
        await callStripe(() => requireStripe().paymentIntents.cancel(intent.id))
        throw new DomainError('conflict', text('card_not_allowed'))
      }
      if (!intent.client_secret) throw new DomainError('payments_unavailable', PROVIDER_DOWN)
      return { clientSecret: intent.client_secret, paymentIntentId: intent.id, amount: toPesos(intent.amount), currency: intent.currency }
    },

    /**
     * Verifies Stripe's signature over the exact bytes received, then applies each event once: the
     * event id is recorded in the same transaction as the order change, so a redelivery is a no-op.
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
      if (!webhookSecret) throw new DomainError('payments_unavailable', NOT_CONFIGURED)
      let event: Stripe.Event
      try {
        if (!signature) throw new Error('missing Stripe-Signature header')
        event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret)
      } catch (error) {
        log?.warn({ err: error }, 'Stripe webhook refused: bad signature')
        throw new DomainError('validation', 'The webhook signature is missing or invalid')
      }
      if (event.type === 'cash_balance.funds_available' && !(await seenEvent(event.id))) await returnUnappliedTransfer(event.id, event.data.object)
      const applied = await db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(paymentEvents)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id })
        if (!fresh) return { duplicate: true, refundDue: null }
        const outcome = OUTCOMES[event.type]
        const intent = event.data.object as Stripe.PaymentIntent
        return { duplicate: false, refundDue: outcome ? await applyOutcome(tx, intent, outcome) : null, intent }
      })
      if (applied.refundDue !== null && applied.intent) await refundLatePayment(applied.refundDue, applied.intent.id)
      return { received: true, duplicate: applied.duplicate }
    },

    /**
     * Before staff cancel an order or record its payment by hand: its PaymentIntent is cancelled at Stripe, so the
     * customer can no longer be charged for it as well. Money already on its way is refused (409): staff wait for it.
     */
    /**
     * Staff cancelled an order paid through its own PaymentIntent: the money goes back to the card, as the customer's
     * page says. True when it did; false leaves a refund due for staff (another method, or Stripe unreachable).
     */
    async refundCancelledCardOrder(order: Order, staffUserId: number | undefined): Promise<boolean> {
      const intentId = await storedIntentId(order.id)
      if (!stripe || !intentId || order.paymentMethod !== 'card' || !isRefundDue(order)) return false
      return refundCancelledPayment(order.id, intentId, { note: CANCELLED_PAYMENT_REFUNDED, recordedBy: staffUserId ?? null })
    },

    async closeIntentForStaff(orderId: number): Promise<void> {
      const [order] = await db
        .select({ intentId: orders.stripePaymentIntentId, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, orderId))
      const intentId = order?.intentId
      // Without Stripe's keys nothing can be charged through it any more either; a paid order's intent is settled.
      if (!intentId || !stripe || order.paymentStatus === 'paid') return
      const intent = await callStripe(() => stripe.paymentIntents.retrieve(intentId))
      if (intent.status === 'succeeded' || intent.status === 'canceled') return
      if (INTENT_STATES_IN_FLIGHT.includes(intent.status) || isAwaitingVoucher(intent, clock())) {
        throw new DomainError('conflict', text('card_payment_on_its_way'))
      }
      await callStripe(() => stripe.paymentIntents.cancel(intentId))
    },

    /**
     * The OXXO voucher or SPEI transfer the customer chose in Stripe's form, which Stripe.js showed only once, read
     * again from Stripe for the holder of the order's token. Any other order (paid, cancelled, cash, never sent to
     * Stripe) has none, and costs no Stripe call.
     */
    async stripeVoucher(orderId: number, token: string | undefined): Promise<StripeVoucherReply> {
      const order = await orderService.getForCustomer(orderId, token)
      const intentId = awaitsCardPayment(order) ? await storedIntentId(order.id) : null
      if (!intentId) return { voucher: null }
      const client = requireStripe()
      const intent = await callStripe(() => client.paymentIntents.retrieve(intentId))
      return { voucher: stripeVoucherOf(intent, clock()) }
    },

    /** The customer gives up their unpaid card order (a declined card, then cash or other details). */
    async abandonOrder(orderId: number, token: string): Promise<Order> {
      const order = await orderService.getForCustomer(orderId, token)
      if (order.status === 'cancelled') return order
      if (!isAbandonable(order)) {
        throw new DomainError('conflict', order.paymentStatus === 'paid' ? text('order_already_paid') : text('order_locked'))
      }
      await giveUpCardOrder(orderId)
      // Read again through the customer's view: this answer goes to the holder of a link, masked as there.
      return orderService.getForCustomer(orderId, token)
    },

    /**
     * Cancels the card orders left unpaid for UNPAID_CARD_HOLD_MINUTES (the customer closed the card form), so
     * their places can be sold again. Safe on several instances at once: each order is cancelled under its row
     * lock, once. Returns the ids cancelled; an order that cannot go yet is looked at again next time.
     */
    async expireUnpaidCardOrders(): Promise<number[]> {
      const stale = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'card'),
            eq(orders.status, 'pending'),
            ne(orders.paymentStatus, 'paid'),
            // A card order staff entered waits for its pay link to be opened, and one they reopened after it was
            // cancelled for them to follow up: staff release those, not the clock.
            isNull(orders.enteredBy),
            isNull(orders.reopenedAt),
            // The database's clock, the one that wrote created_at.
            lt(orders.createdAt, sql`now() - ${UNPAID_CARD_HOLD_MINUTES}::int * interval '1 minute'`),
          ),
        )
        // The longest unasked first: orders kept for days (an OXXO voucher) never hide newer ones from the sweep.
        .orderBy(sql`${orders.cardCheckedAt} asc nulls first`, orders.id)
        .limit(SWEEP_BATCH)
      const cancelled: number[] = []
      for (const { id } of stale) {
        try {
          await giveUpCardOrder(id)
          cancelled.push(id)
        } catch (error) {
          // Money on its way, paid after all, Stripe out of reach, or another instance got there first.
          log?.warn({ err: error, orderId: id }, 'unpaid card order kept for now')
          await db.update(orders).set({ cardCheckedAt: sql`now()` }).where(eq(orders.id, id))
        }
      }
      if (cancelled.length > 0) log?.info({ orderIds: cancelled }, 'unpaid card orders cancelled: their places are free again')
      return cancelled
    },
  }
}
export type PaymentService = ReturnType<typeof createPaymentService>
