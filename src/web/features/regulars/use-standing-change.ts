import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useToast } from '../../components/ui/toaster'
import { useErrorText } from '../../lib/error-text'
import { standingOrderMutations } from '../../lib/queries/standing-orders'

/** A change the customer makes from their private link; a refusal shows as a toast in their language. */
export function useStandingChange(id: number, token: string) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const toast = useToast()
  const errorText = useErrorText()
  return useMutation({
    ...standingOrderMutations.change(queryClient, id, token),
    onError: (error) => toast({ title: t('regulars.manage.failed'), description: errorText(error), variant: 'destructive' }),
  })
}
