import { translator } from '../../i18n/i18n'
import type { Translate } from '../../i18n/translator'
import { ApiError } from '../../lib/api-client'
import { errorTextOf } from '../../lib/error-text'

/**
 * Spec §8 'Order failure': the field errors as 'Validation error: path: message, ...', else the server's message,
 * else the default; each message in the active language (lib/error-text.ts), a failed fetch as the network text.
 */
export function orderFailureText(error: unknown, t: Translate, language: string = translator.language): string {
  if (error instanceof ApiError && error.errors.length > 0) {
    const details = error.errors.map((field) => `${field.path}: ${errorTextOf(field.message, t, language)}`).join(', ')
    return t('checkout.payment.validationError', { details })
  }
  if (error instanceof Error && error.message) return errorTextOf(error, t, language)
  return t('checkout.payment.failedDefault')
}
