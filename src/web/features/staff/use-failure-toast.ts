import { useCallback } from 'react'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { ApiError } from '../../lib/api-client'
import { useErrorText } from '../../lib/error-text'

/** 4xx answers say why the shop refused (a full day, a date with orders); a 5xx or a network failure does not. */
const REFUSAL = { from: 400, to: 499 }

/** The refusal worth naming in the toast (a 4xx that says something), or undefined. */
export function refusalReason(error: unknown): ApiError | undefined {
  if (!(error instanceof ApiError) || error.status < REFUSAL.from || error.status > REFUSAL.to) return undefined
  return error.message.trim() ? error : undefined
}

/** The spec's destructive 'Error' toast with its 'Failed to …' text, followed by the server's reason when it gave one. */
export function useFailureToast(): (failure: string, error?: unknown) => void {
  const { t } = useTranslation()
  const toast = useToast()
  const errorText = useErrorText()
  return useCallback(
    (failure: string, error?: unknown) => {
      const reason = refusalReason(error)
      toast({
        title: t('staffDashboard.toast.errorTitle'),
        description: reason ? t('staffDashboard.toast.failedBecause', { failure, reason: errorText(reason) }) : failure,
        variant: 'destructive',
      })
    },
    [t, toast, errorText],
  )
}
