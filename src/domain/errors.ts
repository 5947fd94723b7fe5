import { englishOf } from './error-texts'

/**
 * Every error body the API sends carries one of these codes; pages translate the code (i18n), never the
 * English message, and API clients may rely on them staying the same.
 */
export const ERROR_CODES = [
  /** The request does not fit its schema or a field rule (400). */
  'validation',
  /** The body is not valid JSON (400). */
  'malformed_body',
  /** The body is larger than the route allows (413). */
  'payload_too_large',
  /** The body's content type is not one the route reads (415). */
  'unsupported_media_type',
  'not_found',
  'unauthorized',
  'forbidden',
  /** The request clashes with what is stored (an Idempotency-Key reused, a date already open) (409). */
  'conflict',
  'rate_limited',
  'price_mismatch',
  'out_of_stock',
  /** The pickup day is outside the window or not open for orders. */
  'date_not_bookable',
  /** The day has no order places left (409). */
  'date_full',
  /** A product's (or a shared group's) units for the day would be exceeded (409). */
  'product_limit',
  /** Orders for the day closed at the cut-off time. */
  'cutoff_passed',
  /** The product is not made on that weekday. */
  'product_unavailable_day',
  /** The product needs more preparation time than the day leaves. */
  'lead_time',
  /** One customer already holds the most orders allowed for that day (429). */
  'customer_day_limit',
  /** Joining a waitlist for a day or product that still has room: order it instead (409). */
  'has_room',
  /** A waitlist offer that is no longer held (expired, claimed or never made) (409). */
  'hold_expired',
  'payments_unavailable',
  /** No PAC (Facturapi) is configured, or it cannot be reached: the CFDI is issued elsewhere (503). */
  'invoicing_unavailable',
  'messaging_unavailable',
  /** The database is unreachable for a moment: try again (503). */
  'unavailable',
  /** A bug on our side (500). */
  'internal',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]
export type DomainErrorCode = ErrorCode

/** A field's refusal; `message` is a text written with `text()` (error-texts.ts). */
export type FieldError = { path: string; message: string }

/**
 * A refusal by a business rule; the server's error handler maps `code` to an HTTP status. `written` is a text from
 * `text()`: the error's message is its English, and the handler sends its key and values for pages to translate.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly written: string,
    readonly errors: FieldError[] = [],
    /** With a 429: when the caller may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(englishOf(written))
    this.name = 'DomainError'
  }
}
