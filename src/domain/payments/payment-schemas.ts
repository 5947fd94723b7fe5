import { z } from 'zod'
import { PAYMENT_STATUSES } from '../orders/order-status'
import { bodyIdSchema, shortText } from '../validation'

/**
 * POST /api/create-payment-intent. Strict on purpose (PCI SAQ A): card details go from the browser
 * straight to Stripe, so any card field sent here is refused rather than read. `amount` is accepted
 * for the spec's client and ignored: the server charges the order's stored total.
 */
export const createPaymentIntentSchema = z
  .object({
    orderId: bodyIdSchema,
    token: z.string().min(1).max(200),
    amount: z.number().nonnegative().optional(),
  })
  .strict()
export type CreatePaymentIntent = z.infer<typeof createPaymentIntentSchema>

export const createdPaymentIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number(),
  currency: z.string(),
})
export type CreatedPaymentIntent = z.infer<typeof createdPaymentIntentSchema>

/** GET /api/payments/config: whether the card tab can take payments, and Stripe's publishable key. */
export const paymentsConfigSchema = z.object({
  cardEnabled: z.boolean(),
  publishableKey: z.string().nullable(),
  /** What the card tab's Stripe form offers: ['card'], or with OXXO and SPEI (settings). */
  methods: z.array(z.string()),
})
export type PaymentsPublicConfig = z.infer<typeof paymentsConfigSchema>

/**
 * POST /api/orders/:id/abandon: the customer's own unpaid card order, given up at checkout (declined
 * card, another payment method, changed details). The order's access token is the proof of ownership.
 */
export const abandonOrderSchema = z.object({ token: z.string().min(1).max(200) }).strict()

/** Statuses staff record by hand; 'failed' only ever comes from the card processor. */
export const RECORDED_PAYMENT_STATUSES = ['paid', 'unpaid', 'refunded'] as const

/** PATCH /api/orders/:id/payment: staff record that a transfer or cash arrived, or was given back, with a note. */
export const recordPaymentSchema = z
  .object({
    paymentStatus: z.enum(RECORDED_PAYMENT_STATUSES),
    note: shortText(500).optional(),
    /** The payment status the page showed: a change made meanwhile (a refund in another tab) is not overwritten. */
    from: z.enum(PAYMENT_STATUSES).optional(),
  })
  .strict()
export type RecordPayment = z.infer<typeof recordPaymentSchema>

/** One recorded payment change, as staff see it on the order: who, when, what and why. */
export const paymentRecordSchema = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES),
  note: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
})
export type PaymentRecord = z.infer<typeof paymentRecordSchema>

/** GET /api/payments/owed (staff): what is still to collect on each coming pickup day (orders not cancelled, unpaid). */
export const owedDaySchema = z.object({ date: z.string(), owed: z.number(), orders: z.number().int() })
export type OwedDay = z.infer<typeof owedDaySchema>

/**
 * What a customer who chose Stripe's OXXO or SPEI in the card form must pay, where, and by when (`payBy`, an ISO
 * instant): Stripe.js shows it once, the confirmation page asks again. Amounts in pesos.
 */
export const stripeVoucherSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('oxxo'), amount: z.number(), number: z.string(), voucherUrl: z.string().nullable(), payBy: z.string() }),
  z.object({
    kind: z.literal('spei'),
    amount: z.number(),
    clabe: z.string(),
    bankName: z.string(),
    reference: z.string().nullable(),
    instructionsUrl: z.string().nullable(),
    payBy: z.string(),
  }),
])
export type StripeVoucher = z.infer<typeof stripeVoucherSchema>

/** GET /api/orders/:id/stripe-voucher?token=…: null when the order's PaymentIntent holds no voucher to pay. */
export const stripeVoucherReplySchema = z.object({ voucher: stripeVoucherSchema.nullable() })
export type StripeVoucherReply = z.infer<typeof stripeVoucherReplySchema>
