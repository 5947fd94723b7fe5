import { readWritten } from '../../../domain/written-text'
import type { ApiError } from '../../lib/api-client'

/** What an answer said, read by its fields rather than `instanceof`, so that tests mocking api-client read it too. */
const answerOf = (error: unknown): Partial<Pick<ApiError, 'status' | 'code' | 'errors' | 'written'>> =>
  typeof error === 'object' && error !== null ? error : {}

const namesField = (error: unknown, matches: (path: string) => boolean): boolean => (answerOf(error).errors ?? []).some(({ path }) => matches(path))

/** The key was sent before with another body: our mistake, not a verdict on the order. */
const isKeyReused = (error: unknown): boolean => namesField(error, (path) => path === 'headers.idempotency-key')

/**
 * The server looked at the order and refused it, writing nothing: a corrected order is a new request, with a new key.
 * No answer, a 5xx, a rate limit (the order was never looked at) or a reused key say nothing of the kind.
 */
export function isRefusedForGood(error: unknown): boolean {
  const { status, code } = answerOf(error)
  return status !== undefined && status >= 400 && status < 500 && code !== 'rate_limited' && !isKeyReused(error)
}

/** A line's price, stock or choices, or the total, differ from the shop's now: the catalogue changed meanwhile. */
export const isRefusedForPrices = (error: unknown): boolean =>
  isRefusedForGood(error) && namesField(error, (path) => path.startsWith('items.') || path === 'order.total')

/** The pickup window chosen is full now (or no longer offered), though the day may still have places. */
export const isRefusedForWindow = (error: unknown): boolean => isRefusedForGood(error) && namesField(error, (path) => path === 'order.pickupTime')

/** The shop no longer offers the pickup window chosen (staff changed the windows), rather than it being full. */
export const isWindowWithdrawn = (error: unknown): boolean => readWritten(answerOf(error).written ?? '')?.key === 'window_not_offered'

/** The pickup day itself cannot be had now: full, past its cut-off, or no longer a baking day. */
export const isRefusedForDay = (error: unknown): boolean => isRefusedForGood(error) && namesField(error, (path) => path === 'order.pickupDate')

/** A product (or a group of them) has fewer units left on the day than the cart holds. */
export const isRefusedForStock = (error: unknown): boolean => isRefusedForGood(error) && answerOf(error).code === 'product_limit'

/** Stripe has already taken this order's money: the server sets up no second payment (409 order_already_paid). */
export function isAlreadyPaid(error: unknown): boolean {
  const { status, written } = answerOf(error)
  return status === 409 && readWritten(written ?? '')?.key === 'order_already_paid'
}
