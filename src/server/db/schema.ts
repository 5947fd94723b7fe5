import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { PackPrice, SizePrice } from '../../domain/catalog/product-schemas'
import type { OrderContact } from '../../domain/customers/order-contact'
import { folded } from './search'

const money = (name: string) => numeric(name, { precision: 10, scale: 2 })
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Spanish name and description; null where staff gave none (the English one shows). */
  nameEs: text('name_es'),
  descriptionEs: text('description_es'),
  slug: text('slug').notNull().unique(),
})

/** A daily limit shared by several products (e.g. 'sourdough loaves: 40 a day' across whole, sliced and the special). */
export const limitGroups = pgTable(
  'limit_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    dailyLimit: integer('daily_limit').notNull(),
  },
  (table) => [check('limit_groups_daily_limit_positive', sql`${table.dailyLimit} >= 1`)],
)

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Spanish name and description; null where staff gave none (the English one shows). */
    nameEs: text('name_es'),
    descriptionEs: text('description_es'),
    price: money('price').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The same tags in Spanish, in the same order; null where staff gave none (the English ones show). */
    tagsEs: text('tags_es').array(),
    availabilityDays: integer('availability_days').array().notNull().default(sql`'{1,2,3,4,5}'::integer[]`),
    inStock: boolean('in_stock').notNull().default(true),
    customizable: boolean('customizable').notNull().default(false),
    prepTime: integer('prep_time').notNull().default(60),
    /** The storefront's weekly special (the home page's add-on); at most one product carries the flag. */
    isWeeklySpecial: boolean('is_weekly_special').notNull().default(false),
    /** Packs sold at their own price (the weekly special's 1 / 3 / 6); null: sold one by one at `price`. */
    packs: jsonb('packs').$type<PackPrice[]>(),
    /** A price per size (cakes); a size without one, or no size chosen, costs `price`. */
    sizePrices: jsonb('size_prices').$type<SizePrice[]>(),
    /** The most units all active orders may hold for one pickup day; null: no limit. */
    dailyLimit: integer('daily_limit'),
    /** Products that share an oven or a dough share this group's daily limit too. */
    limitGroupId: integer('limit_group_id').references(() => limitGroups.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('products_price_not_negative', sql`${table.price} >= 0`),
    check('products_daily_limit_positive', sql`${table.dailyLimit} is null or ${table.dailyLimit} >= 1`),
    uniqueIndex('products_one_weekly_special').on(table.isWeeklySpecial).where(sql`${table.isWeeklySpecial}`),
    check('products_prep_time_not_negative', sql`${table.prepTime} >= 0`),
    check('products_availability_days_weekdays', sql`${table.availabilityDays} <@ '{0,1,2,3,4,5,6}'::integer[]`),
  ],
)

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** The hash of the ADMIN_PASSWORD a start last set: the same value at a later start is no reason to set it again. */
  envPasswordHash: text('env_password_hash'),
  isAdmin: boolean('is_admin').notNull().default(false),
  /** May add staff accounts, take away access and sign others out (the owner); every other staff member may not. */
  managesStaff: boolean('manages_staff').notNull().default(false),
  name: text('name'),
  email: text('email'),
  phone: text('phone'),
  createdAt: createdAt(),
})

/** Server-side sessions: the cookie holds a random id; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    /** E.164, so every spelling of one number finds the same customer. */
    phone: text('phone').notNull().unique(),
    whatsapp: text('whatsapp'),
    address: text('address'),
    streetAddress: text('street_address'),
    colonia: text('colonia'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    additionalInfo: text('additional_info'),
    createdAt: createdAt(),
  },
  // Staff lists read customers newest first, a page at a time; staff search finds any part of a name, an email or a
  // number (LIKE '%…%'), which only trigram indexes serve without reading every row (pg_trgm, migration 0016). Names
  // and emails are searched folded (no capitals, no accents: db/search.ts), so their indexes are on that expression.
  (table) => [
    index('customers_created_at_idx').on(table.createdAt),
    index('customers_name_folded_trgm_idx').using('gin', sql`${folded(table.name)} gin_trgm_ops`),
    index('customers_email_folded_trgm_idx').using('gin', sql`${folded(table.email)} gin_trgm_ops`),
    index('customers_phone_trgm_idx').using('gin', table.phone.op('gin_trgm_ops')),
    index('customers_whatsapp_trgm_idx').using('gin', table.whatsapp.op('gin_trgm_ops')),
  ],
)

/**
 * The details an anonymous caller sent with POST /api/customers, under a random token the reply carries: the order
 * that follows names it, and is placed with these details. An order for a customer id nobody just sent is refused.
 */
export const customerTickets = pgTable(
  'customer_tickets',
  {
    token: text('token').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Who sent them, for API callers that place the order without the token (the spec's two calls). */
    clientIp: text('client_ip').notNull(),
    contact: jsonb('contact').$type<OrderContact>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('customer_tickets_customer_idx').on(table.customerId, table.clientIp),
    index('customer_tickets_created_at_idx').on(table.createdAt),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** What the customer pays: the lines' subtotal plus any tax added on top (see domain/orders/tax-policy). */
    total: money('total').notNull(),
    /** Tax added on top of the lines, and its rate, as set when the order was placed (0 when prices include IVA). */
    tax: money('tax').notNull().default('0'),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    status: text('status').notNull().default('pending'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    pickupDate: date('pickup_date', { mode: 'string' }),
    pickupTime: text('pickup_time'),
    deliveryAddress: text('delivery_address'),
    /** The delivery went to the customer's saved address, kept here once it was made (the customer moved since): staff only. */
    savedAddressKept: boolean('saved_address_kept').notNull().default(false),
    isDelivery: boolean('is_delivery').notNull().default(false),
    specialInstructions: text('special_instructions'),
    whatsappSent: boolean('whatsapp_sent').notNull().default(false),
    paymentMethod: text('payment_method').notNull().default('cash'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** The language the customer ordered in: staff WhatsApp messages are prefilled in it. */
    language: text('language').notNull().default('es'),
    /** The customer agreed at checkout to WhatsApp messages about this order; without it nothing automatic is sent. */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    /** 256 random bits: the customer's key to read this order without an account. */
    accessToken: text('access_token').notNull().unique(),
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the request that used the key: the same key with other contents is refused, not answered with this order. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    /** When the unpaid-card sweep last asked Stripe about this order and kept it: the sweep takes the longest unasked first. */
    cardCheckedAt: timestamp('card_checked_at', { withTimezone: true }),
    /**
     * When a bank transfer is due, fixed as the order is placed (domain transferPayBy), so a later change to the hours
     * settings give never moves it; null for other ways to pay.
     */
    transferPayBy: timestamp('transfer_pay_by', { withTimezone: true }),
    /** When staff last brought the order back from cancelled: a card order they reopened waits for them, not the unpaid-card sweep. */
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    /** The staff member who entered the order (a WhatsApp or phone order); null when the customer placed it. */
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    /** Rules staff chose to override when entering it ('cutoff', 'lead_time'), kept for the record. */
    staffOverrides: text('staff_overrides').array().notNull().default(sql`'{}'::text[]`),
    /** The name and numbers the order was placed with (see domain/customers/order-contact); null on orders from before 0017. */
    contact: jsonb('contact').$type<OrderContact>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('orders_total_not_negative', sql`${table.total} >= 0`),
    check('orders_tax_within_total', sql`${table.tax} >= 0 and ${table.tax} <= ${table.total}`),
    check('orders_status_known', sql`${table.status} in ('pending', 'confirmed', 'preparing', 'ready', 'completed', 'cancelled')`),
    check('orders_payment_method_known', sql`${table.paymentMethod} in ('cash', 'card', 'bank_transfer')`),
    check('orders_payment_status_known', sql`${table.paymentStatus} in ('unpaid', 'paid', 'failed', 'refunded')`),
    check('orders_language_known', sql`${table.language} in ('es', 'en')`),
    check('orders_transfer_pay_by_set', sql`${table.paymentMethod} <> 'bank_transfer' or ${table.transferPayBy} is not null`),
    index('orders_pickup_date_idx').on(table.pickupDate),
    index('orders_customer_id_idx').on(table.customerId),
    index('orders_order_date_idx').on(table.orderDate),
    // Staff search reads the name an order was placed with, folded as customers' names are.
    index('orders_contact_name_folded_trgm_idx').using('gin', sql`${folded(sql`${table.contact}->>'name'`)} gin_trgm_ops`),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The name at the time of ordering, so history reads right after a product is renamed. */
    productName: text('product_name').notNull(),
    /** The Spanish name at the time of ordering, if the product had one. */
    productNameEs: text('product_name_es'),
    quantity: integer('quantity').notNull(),
    /** Unit price at the time of ordering. */
    price: money('price').notNull(),
    customizations: jsonb('customizations').notNull().default({}),
  },
  (table) => [
    check('order_items_quantity_positive', sql`${table.quantity} >= 1`),
    check('order_items_price_not_negative', sql`${table.price} >= 0`),
    index('order_items_order_id_idx').on(table.orderId),
  ],
)

export const availableDates = pgTable(
  'available_dates',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull().unique(),
    maxOrders: integer('max_orders').notNull().default(10),
    currentOrders: integer('current_orders').notNull().default(0),
    limitedAvailability: boolean('limited_availability').notNull().default(false),
    notes: text('notes'),
  },
  (table) => [
    check('available_dates_max_orders_positive', sql`${table.maxOrders} >= 1`),
    check('available_dates_current_orders_not_negative', sql`${table.currentOrders} >= 0`),
    check('available_dates_within_capacity', sql`${table.currentOrders} <= ${table.maxOrders}`),
  ],
)

/**
 * What the active orders of one pickup day hold, per scope: 'product:<id>' and 'group:<id>' count units,
 * 'window:<label>' counts orders. Taken and given back with one conditional UPDATE, as available_dates counts
 * a day's orders, so simultaneous orders can never pass a limit.
 */
export const dayCounters = pgTable(
  'day_counters',
  {
    date: date('date', { mode: 'string' }).notNull(),
    scope: text('scope').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.date, table.scope] }), check('day_counters_used_not_negative', sql`${table.used} >= 0`)],
)

export const inventory = pgTable(
  'inventory',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantityAvailable: integer('quantity_available').notNull().default(0),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (table) => [check('inventory_quantity_not_negative', sql`${table.quantityAvailable} >= 0`)],
)

/** Shop facts staff edit in /admin/settings (WhatsApp number, bank details, hours), one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
})

/** Outbox of customer WhatsApp messages: written first, sent by a worker, retried until sent or failed for good. */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    /** The order it is about; null for a message about a waitlist place (`waitlistEntryId`) or an answer (`replyId`). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    waitlistEntryId: integer('waitlist_entry_id').references((): AnyPgColumn => waitlistEntries.id, { onDelete: 'cascade' }),
    /** Staff's answer to a customer's message about no order (the inbox): the message it answers. */
    replyId: integer('reply_id').references((): AnyPgColumn => whatsappReplies.id, { onDelete: 'cascade' }),
    /** A template kind ('received', 'ready', …) or 'text' for staff's own words. */
    kind: text('kind').notNull().default('text'),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    /** For a template: its name at Meta, locale and parameters; null for free text. */
    template: jsonb('template').$type<{ name: string; languageCode: string; parameters: string[] }>(),
    /** Set on automatic messages: one per order and key (see domain noticeKey), whichever instance writes it first. */
    noticeKey: text('notice_key'),
    status: text('status').notNull().default('queued'),
    /** When the message reached its status (WhatsApp's own time for delivered and read). */
    statusAt: timestamp('status_at', { withTimezone: true }),
    /** Staff sent it from their own WhatsApp (click-to-chat) and said so. */
    sentByHand: boolean('sent_by_hand').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('whatsapp_messages_status_known', sql`${table.status} in ('queued', 'sent', 'delivered', 'read', 'failed')`),
    index('whatsapp_messages_order_id_idx').on(table.orderId),
    index('whatsapp_messages_due_idx').on(table.status, table.nextAttemptAt),
    // A reply that quotes nothing is filed under what the shop last wrote to that number.
    index('whatsapp_messages_phone_sent_idx').on(table.phone, table.sentAt),
    uniqueIndex('whatsapp_messages_notice_unique').on(table.orderId, table.noticeKey),
    uniqueIndex('whatsapp_messages_waitlist_notice_unique').on(table.waitlistEntryId, table.noticeKey),
    check(
      'whatsapp_messages_about_something',
      sql`${table.orderId} is not null or ${table.waitlistEntryId} is not null or ${table.replyId} is not null`,
    ),
    index('whatsapp_messages_reply_id_idx').on(table.replyId),
    uniqueIndex('whatsapp_messages_provider_id_unique').on(table.providerMessageId),
  ],
)

/**
 * Delivery statuses Meta reported for a message id no outbox row carries yet: the webhook may come before the worker
 * has read and stored the send's answer. Applied when the worker stores that id; ids that never match are pruned.
 */
export const whatsappEarlyStatuses = pgTable(
  'whatsapp_early_statuses',
  {
    providerMessageId: text('provider_message_id').notNull(),
    status: text('status').notNull(),
    /** WhatsApp's own time for the status. */
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    error: text('error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerMessageId, table.status] }),
    check('whatsapp_early_statuses_status_known', sql`${table.status} in ('sent', 'delivered', 'read', 'failed')`),
    index('whatsapp_early_statuses_received_at_idx').on(table.receivedAt),
  ],
)

/** Messages customers wrote to the shop's number (from the webhook), attached to the order they are about. */
export const whatsappReplies = pgTable(
  'whatsapp_replies',
  {
    id: serial('id').primaryKey(),
    /** WhatsApp's id: a webhook delivered twice stores the message once. */
    providerMessageId: text('provider_message_id').notNull().unique(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** When staff marked a message about no order answered (the inbox); null while it waits for them. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('whatsapp_replies_order_id_idx').on(table.orderId), index('whatsapp_replies_phone_idx').on(table.phone, table.receivedAt)],
)

/** Numbers that replied BAJA/STOP: no automatic message goes to them for orders placed before that moment. */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  /** E.164, as the outbox addresses customers. */
  phone: text('phone').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull(),
})

/** Stripe webhook events already handled: a redelivered event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Fixed-window counters shared by every app instance (login attempts, lookups). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})

/** What visitors write through the home page's contact form; staff read and answer them in the admin inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
)

/** The footer's newsletter list; a subscriber leaves with their private token (kept until then, never shown to staff). */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  createdAt: createdAt(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
})

/**
 * Product photos staff uploaded, re-encoded to WebP in the sizes the pages show. Kept in PostgreSQL so every app
 * instance serves them; the id is a hash of the picture, so one address always means the same bytes.
 */
export const photos = pgTable('photos', {
  id: text('id').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  small: bytea('small').notNull(),
  large: bytea('large').notNull(),
  createdAt: createdAt(),
})

/** Every payment status staff recorded by hand (a transfer or cash arrived, a refund): who, when and why. */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentStatus: text('payment_status').notNull(),
    note: text('note'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: createdAt(),
  },
  (table) => [
    index('payment_records_order_id_idx').on(table.orderId),
    check('payment_records_status_known', sql`${table.paymentStatus} in ('unpaid', 'paid', 'failed', 'refunded')`),
  ],
)

/** A customer's request for a factura (CFDI 4.0) for one order; staff issue it and mark it issued. */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rfc: text('rfc').notNull(),
    razonSocial: text('razon_social').notNull(),
    codigoPostal: text('codigo_postal').notNull(),
    regimenFiscal: text('regimen_fiscal').notNull(),
    usoCfdi: text('uso_cfdi').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull().default('requested'),
    createdAt: createdAt(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** Set when the shop issued the CFDI through Facturapi: its id there (for the PDF and XML) and the SAT's folio fiscal. */
    facturapiId: text('facturapi_id'),
    cfdiUuid: text('cfdi_uuid'),
    /** Why Facturapi refused to stamp these data (the SAT does not know the RFC, …); cleared when the customer sends new ones. */
    refusal: text('refusal'),
  },
  (table) => [
    index('invoice_requests_created_at_idx').on(table.createdAt),
    check('invoice_requests_status_known', sql`${table.status} in ('requested', 'issued', 'cancelled')`),
  ],
)

/** The receipt a transfer customer attached to their order (one per order; a new one replaces it), for staff to see. */
export const paymentReceipts = pgTable('payment_receipts', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A regular's order repeated every week or two on the weekday of the order it came from (its anchor). Each week's
 * real order is created through the same rules as any order; `standingOrderWeeks` records what became of each week.
 */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: serial('id').primaryKey(),
    sourceOrderId: integer('source_order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** 1: every week; 2: every two weeks. */
    everyWeeks: integer('every_weeks').notNull(),
    /** The source order's pickup day: the series is this day plus every `everyWeeks` weeks. */
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    pickupTime: text('pickup_time').notNull(),
    isDelivery: boolean('is_delivery').notNull().default(false),
    deliveryAddress: text('delivery_address'),
    specialInstructions: text('special_instructions'),
    paymentMethod: text('payment_method').notNull(),
    language: text('language').notNull().default('es'),
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    /** The lines each week orders: product, units and choices (prices are the catalogue's on the day it is created). */
    items: jsonb('items').$type<{ productId: number; quantity: number; customizations: Record<string, unknown> }[]>().notNull(),
    /** 256 random bits: the customer's key to the private page where they skip, pause, change or cancel. */
    manageToken: text('manage_token').notNull().unique(),
    status: text('status').notNull().default('active'),
    /** No week up to and including this day is created. */
    pausedUntil: date('paused_until', { mode: 'string' }),
    skipDates: date('skip_dates', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('standing_orders_every_known', sql`${table.everyWeeks} in (1, 2)`),
    check('standing_orders_status_known', sql`${table.status} in ('active', 'cancelled')`),
    check('standing_orders_payment_known', sql`${table.paymentMethod} in ('cash', 'bank_transfer')`),
    index('standing_orders_customer_id_idx').on(table.customerId),
  ],
)

/** One row per standing order and week once that week's moment has come: the key makes it once, on any instance. */
export const standingOrderWeeks = pgTable(
  'standing_order_weeks',
  {
    standingOrderId: integer('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    /** 'created', 'skipped', 'paused' or 'not_created' (it did not fit: `reason` is the refusal's code). */
    outcome: text('outcome').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** The next day the lines fit, offered to the customer instead. */
    nextDate: date('next_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.standingOrderId, table.pickupDate] })],
)

/**
 * Customers waiting for a full day (no product) or a sold-out product on a day. When places come back the first in
 * line is offered them: what it waits for is then held (taken from the day's counters) until `holdExpiresAt`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    language: text('language').notNull().default('es'),
    /** 256 random bits: the customer's key to their place in line and to the offer. */
    token: text('token').notNull().unique(),
    status: text('status').notNull().default('waiting'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('waitlist_entries_status_known', sql`${table.status} in ('waiting', 'offered', 'claimed', 'expired', 'closed', 'left')`),
    check('waitlist_entries_quantity_positive', sql`${table.quantity} >= 1`),
    index('waitlist_entries_date_idx').on(table.date, table.status, table.id),
  ],
)
