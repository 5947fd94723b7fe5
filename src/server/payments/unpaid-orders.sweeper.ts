import type { FastifyBaseLogger } from 'fastify'
import type { PaymentService } from './payments.service'

const SWEEP_EVERY_MS = 60_000

/**
 * Once a minute, gives back the places of card orders nobody paid (see UNPAID_CARD_HOLD_MINUTES). Every
 * instance may run one: the orders are claimed under row locks. Returns the stop function, which waits for a
 * sweep in progress so its writes land before the database closes.
 */
export function startUnpaidOrderSweeper(
  payments: Pick<PaymentService, 'expireUnpaidCardOrders'>,
  log: Pick<FastifyBaseLogger, 'error'>,
  everyMs = SWEEP_EVERY_MS,
): () => Promise<void> {
  let sweep: Promise<void> | undefined
  const timer = setInterval(() => {
    sweep ??= payments
      .expireUnpaidCardOrders()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'sweeping unpaid card orders failed'))
      .finally(() => {
        sweep = undefined
      })
  }, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await sweep
  }
}
