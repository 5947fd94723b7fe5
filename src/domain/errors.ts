export type DomainErrorCode =
  | 'not_found'
  | 'invalid_input'
  | 'price_mismatch'
  | 'out_of_stock'
  | 'date_not_bookable'
  | 'date_full'
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'rate_limited'
  | 'payments_unavailable'
  | 'messaging_unavailable'

export type FieldError = { path: string; message: string }

/** A refusal by a business rule; the server's error handler maps `code` to an HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message)
    this.name = 'DomainError'
  }
}
