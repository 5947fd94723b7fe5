import type { FastifyBaseLogger } from 'fastify'
import { repeatEvery } from '../jobs/repeat-every'
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
  return repeatEvery(
    () => payments.expireUnpaidCardOrders(),
    everyMs,
    (error) => log.error({ err: error }, 'sweeping unpaid card orders failed'),
  )
}
