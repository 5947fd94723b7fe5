import Stripe from 'stripe'

/** Stripe's own answer time is well under a second; past this the customer is told to retry. */
export const STRIPE_TIMEOUT_MS = 20_000
/** Safe because every create carries an idempotency key. */
export const STRIPE_NETWORK_RETRIES = 2

/**
 * The official SDK, pointed at `apiBase` when given (tests and staging use STRIPE_API_BASE, e.g.
 * http://127.0.0.1:12111); otherwise at api.stripe.com.
 */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const target = apiBase ? new URL(apiBase) : undefined
  const protocol = target?.protocol === 'http:' ? 'http' : 'https'
  return new Stripe(secretKey, {
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (protocol === 'http' ? 80 : 443),
          protocol,
        }
      : {}),
  })
}
