import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { useErrorText } from '../../lib/error-text'
import { standingOrderMutations } from '../../lib/queries/standing-orders'

/**
 * A change the customer makes from their private link; a refusal shows as a toast in their language, and with
 * `confirm` so does a success. Said here, not in `mutate`'s callbacks: the form that asked is drawn anew with the
 * saved values, and a form that is gone would never say it.
 */
export function useStandingChange(id: number, token: string, { confirm = false } = {}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const toast = useToast()
  const errorText = useErrorText()
  const options = standingOrderMutations.change(queryClient, id, token)
  return useMutation({
    ...options,
    onSuccess: async (...args: Parameters<NonNullable<typeof options.onSuccess>>) => {
      await options.onSuccess?.(...args)
      if (confirm) toast({ title: t('regulars.manage.saved'), variant: 'success' })
    },
    onError: (...args: Parameters<NonNullable<typeof options.onError>>) => {
      options.onError?.(...args)
      toast({ title: t('regulars.manage.failed'), description: errorText(args[0]), variant: 'destructive' })
    },
  })
}
