import type { TFunction } from 'i18next'
import { ApiError } from '../../lib/api-client'

/** Spec §8 'Order failure': the field errors as 'Validation error: path: message, ...', else the server's message, else the default. */
export function orderFailureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.errors.length > 0) {
    return t('checkout.payment.validationError', { details: error.errors.map((field) => `${field.path}: ${field.message}`).join(', ') })
  }
  if (error instanceof Error && error.message) return error.message
  return t('checkout.payment.failedDefault')
}
