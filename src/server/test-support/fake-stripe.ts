import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakePaymentIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  payment_method_types: string[]
  description: string | null
  livemode: false
  created: number
  customer: string | null
  /** What the customer must still do: Stripe's OXXO voucher or SPEI instructions, for instance. */
  next_action: FakeNextAction | null
}

/** Stripe's `next_action`, with the two kinds the shop reads written as Stripe's API writes them. */
export type FakeNextAction = {
  type: string
  oxxo_display_details?: { expires_after: number | null; hosted_voucher_url: string | null; number: string | null }
  display_bank_transfer_instructions?: {
    amount_remaining: number | null
    currency: string | null
    financial_addresses: { type: 'spei'; supported_networks: ['spei']; spei: { bank_code: string; bank_name: string; clabe: string } }[]
    hosted_instructions_url: string | null
    reference: string | null
    type: 'mx_bank_transfer'
  }
}

export type RecordedStripeRequest = { method: string; path: string; idempotencyKey: string | undefined; form: Record<string, unknown> }

export type FakeStripe = {
  /** Give this to the shop as STRIPE_API_BASE. */
  url: string
  secretKey: string
  paymentIntents: Map<string, FakePaymentIntent>
  /** Refunds made, by id: what the shop gave back, and for which PaymentIntent. */
  refunds: Map<string, { id: string; payment_intent: string; amount: number }>
  /** Money sent back from a customer's cash balance (SPEI transfers Stripe could not apply to a payment). */
  cashRefunds: { id: string; customer: string; amount: number; currency: string }[]
  /** A SPEI transfer of `amount` centavos reached this customer's cash balance without paying anything. */
  fundCashBalance: (customerId: string, amount: number) => void
  requests: RecordedStripeRequest[]
  /**
   * The customer chose OXXO or SPEI in Stripe's form: the intent waits for that money, with the voucher or transfer
   * details Stripe showed them (an OXXO voucher payable for two days by default).
   */
  showVoucher: (intentId: string, kind: 'oxxo' | 'spei', options?: { expiresAfter?: number }) => FakePaymentIntent
  /** The next `times` requests are answered with this status and a Stripe-shaped error. */
  failNext: (status: number, times?: number) => void
  close: () => Promise<void>
}

/** Turns `metadata[orderId]=5&payment_method_types[0]=card` into nested objects, as Stripe reads them. */
function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean)
    let target = result
    parts.forEach((part, index) => {
      if (index === parts.length - 1) target[part] = value
      else {
        target[part] ??= {}
        target = target[part] as Record<string, unknown>
      }
    })
  }
  return result
}

function listValues(value: unknown): string[] {
  return value && typeof value === 'object' ? Object.values(value as Record<string, string>) : []
}

const TWO_DAYS_SECONDS = 2 * 86_400

/** What Stripe's form shows a customer who chose OXXO or SPEI, with Stripe's test-mode values. */
function voucherAction(intent: FakePaymentIntent, kind: 'oxxo' | 'spei', expiresAfter: number): FakeNextAction {
  if (kind === 'oxxo') {
    return {
      type: 'oxxo_display_details',
      oxxo_display_details: {
        expires_after: expiresAfter,
        hosted_voucher_url: `https://payments.stripe.com/oxxo/voucher/test_${intent.id}`,
        number: '12345678901234657890123456789012',
      },
    }
  }
  return {
    type: 'display_bank_transfer_instructions',
    display_bank_transfer_instructions: {
      amount_remaining: intent.amount,
      currency: intent.currency,
      financial_addresses: [
        { type: 'spei', supported_networks: ['spei'], spei: { bank_code: '002', bank_name: 'BANAMEX', clabe: '002180027159372810' } },
      ],
      hosted_instructions_url: `https://payments.stripe.com/bank_transfers/instructions/test_${intent.id}`,
      reference: 'QW7R3K',
      type: 'mx_bank_transfer',
    },
  }
}

/**
 * A local stand-in for api.stripe.com that speaks enough of the real wire format (form-encoded
 * requests, Bearer key, Idempotency-Key replay) for the official `stripe` SDK to run against it.
 */
export async function startFakeStripe({ secretKey = 'sk_test_fake_shop' } = {}): Promise<FakeStripe> {
  const paymentIntents = new Map<string, FakePaymentIntent>()
  const idempotent = new Map<string, { form: string; answer: FakePaymentIntent }>()
  const requests: RecordedStripeRequest[] = []
  const customers = new Map<string, { id: string; metadata: Record<string, string> }>()
  const cashBalances = new Map<string, number>()
  const cashRefunds: FakeStripe['cashRefunds'] = []
  const cashRefundsByKey = new Map<string, FakeStripe['cashRefunds'][number]>()
  const refunds: FakeStripe['refunds'] = new Map()
  const refundsByKey = new Map<string, { id: string; payment_intent: string; amount: number }>()
  let failures: { status: number; left: number } = { status: 500, left: 0 }

  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` })
        response.end(JSON.stringify(payload))
      }
      const stripeError = (status: number, type: string, message: string) => send(status, { error: { type, message } })
      const path = (request.url ?? '/').split('?')[0] ?? '/'
      const form = parseForm(body)
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined
      requests.push({ method: request.method ?? 'GET', path, idempotencyKey, form })

      if (request.headers.authorization !== `Bearer ${secretKey}`) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided')
      if (failures.left > 0) {
        failures.left -= 1
        return stripeError(failures.status, 'api_error', 'Simulated Stripe outage')
      }

      if (request.method === 'POST' && path === '/v1/payment_intents') {
        if (idempotencyKey) {
          const earlier = idempotent.get(idempotencyKey)
          if (earlier && earlier.form !== body) {
            return stripeError(
              400,
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            )
          }
          if (earlier) return send(200, earlier.answer)
        }
        const amount = Number(form.amount)
        if (!Number.isInteger(amount) || amount < 1) return stripeError(400, 'invalid_request_error', 'Invalid integer: amount')
        const id = `pi_fake_${randomBytes(8).toString('hex')}`
        const intent: FakePaymentIntent = {
          id,
          object: 'payment_intent',
          amount,
          currency: String(form.currency ?? ''),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata: (form.metadata as Record<string, string>) ?? {},
          payment_method_types: listValues(form.allowed_payment_method_types),
          description: (form.description as string) ?? null,
          livemode: false,
          created: Math.floor(Date.now() / 1000),
          customer: (form.customer as string) ?? null,
          next_action: null,
        }
        paymentIntents.set(id, intent)
        if (idempotencyKey) idempotent.set(idempotencyKey, { form: body, answer: intent })
        return send(200, intent)
      }

      if (request.method === 'POST' && path === '/v1/customers') {
        const earlier = idempotencyKey ? customers.get(idempotencyKey) : undefined
        const customer = earlier ?? {
          id: `cus_fake_${randomBytes(6).toString('hex')}`,
          object: 'customer',
          name: form.name ?? null,
          email: form.email ?? null,
          metadata: (form.metadata as Record<string, string>) ?? {},
        }
        customers.set(idempotencyKey ?? customer.id, customer)
        return send(200, customer)
      }
      const customerPath = /^\/v1\/customers\/(\w+)$/.exec(path)
      if (request.method === 'GET' && customerPath) {
        const customer = [...customers.values()].find((known) => known.id === customerPath[1])
        return customer ? send(200, customer) : stripeError(404, 'invalid_request_error', `No such customer: '${customerPath[1]}'`)
      }

      if (request.method === 'POST' && path === '/v1/refunds' && form.origin === 'customer_balance') {
        const earlier = idempotencyKey ? cashRefundsByKey.get(idempotencyKey) : undefined
        if (earlier) return send(200, { object: 'refund', status: 'pending', ...earlier })
        const customer = String(form.customer ?? '')
        const amount = Number(form.amount)
        if (!(amount > 0 && amount <= (cashBalances.get(customer) ?? 0))) {
          return stripeError(400, 'invalid_request_error', 'The refund amount exceeds the customer cash balance.')
        }
        cashBalances.set(customer, (cashBalances.get(customer) ?? 0) - amount)
        const refund = { id: `re_fake_${randomBytes(8).toString('hex')}`, customer, amount, currency: String(form.currency ?? '') }
        cashRefunds.push(refund)
        if (idempotencyKey) cashRefundsByKey.set(idempotencyKey, refund)
        return send(200, { object: 'refund', status: 'pending', ...refund })
      }

      if (request.method === 'POST' && path === '/v1/refunds') {
        const earlier = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined
        if (earlier) return send(200, { object: 'refund', status: 'succeeded', ...earlier })
        const intent = paymentIntents.get(String(form.payment_intent ?? ''))
        if (!intent) return stripeError(404, 'invalid_request_error', `No such payment_intent: '${form.payment_intent}'`)
        if (intent.status !== 'succeeded') {
          return stripeError(400, 'invalid_request_error', `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`)
        }
        if ([...refunds.values()].some((refund) => refund.payment_intent === intent.id)) {
          return stripeError(400, 'invalid_request_error', `Charge for ${intent.id} has already been refunded.`)
        }
        const refund = { id: `re_fake_${randomBytes(8).toString('hex')}`, payment_intent: intent.id, amount: intent.amount }
        refunds.set(refund.id, refund)
        if (idempotencyKey) refundsByKey.set(idempotencyKey, refund)
        return send(200, { object: 'refund', status: 'succeeded', ...refund })
      }

      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(path)
      if (request.method === 'GET' && match) {
        const intent = paymentIntents.get(match[1] ?? '')
        return intent ? send(200, intent) : stripeError(404, 'invalid_request_error', `No such payment_intent: '${match[1]}'`)
      }
      const cancel = /^\/v1\/payment_intents\/([\w]+)\/cancel$/.exec(path)
      if (request.method === 'POST' && cancel) {
        const intent = paymentIntents.get(cancel[1] ?? '')
        if (!intent) return stripeError(404, 'invalid_request_error', `No such payment_intent: '${cancel[1]}'`)
        if (['succeeded', 'canceled'].includes(intent.status)) {
          return stripeError(400, 'invalid_request_error', `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`)
        }
        intent.status = 'canceled'
        return send(200, intent)
      }
      return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${path})`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    paymentIntents,
    refunds,
    cashRefunds,
    fundCashBalance: (customerId, amount) => {
      cashBalances.set(customerId, (cashBalances.get(customerId) ?? 0) + amount)
    },
    requests,
    showVoucher: (intentId, kind, { expiresAfter } = {}) => {
      const intent = paymentIntents.get(intentId)
      if (!intent) throw new Error(`no PaymentIntent ${intentId}`)
      intent.status = 'requires_action'
      intent.next_action = voucherAction(intent, kind, expiresAfter ?? intent.created + TWO_DAYS_SECONDS)
      return intent
    },
    failNext: (status, times = 1) => {
      failures = { status, left: times }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
