import { useCallback } from 'react'
import { useTranslation } from '../i18n/use-translation'
import { ApiError } from './api-client'
import { useErrorText } from './error-text'

/**
 * A refusal in the reader's language by its code: the text under `prefix.code` when the catalogue has one, else the
 * server's message through the errors catalogue (a failed fetch reads as the network text).
 */
export function useCodeText(prefix: string): (error: Error) => string {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  return useCallback(
    (error: Error) => {
      const key = error instanceof ApiError && error.code ? `${prefix}.${error.code}` : undefined
      return key && i18n.exists(key) ? t(key) : errorText(error)
    },
    [prefix, t, i18n, errorText],
  )
}
