import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Shows a message from the shared schemas or the server in the active language (catalogue namespace 'errors',
 * keyed by the English text); a message the catalogue does not know is shown as it came.
 */
export function useErrorText(): (message: string) => string {
  const { t } = useTranslation('errors')
  return useCallback((message: string) => t(message, { keySeparator: false, nsSeparator: false, defaultValue: message }), [t])
}
