import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useToast } from '../../components/ui/toaster'
import { ApiError, type FieldError } from '../../lib/api-client'
import { useErrorText } from '../../lib/error-text'

/** A success toast's two lines. */
type ToastText = { title: string; description?: string }

type StaffMutationOptions<Result, Input> = UseMutationOptions<Result, Error, Input> & {
  /** The success toast, from what the server answered. */
  successToast?: (result: Result, input: Input) => ToastText
  /** Query roots that reload once the change is stored; the change settles when they have (before `onSuccess`). */
  reloads?: readonly QueryKey[]
  /** Query roots that reload when the change is refused as a conflict (someone changed them meanwhile); default `reloads`. */
  reloadsOnConflict?: readonly QueryKey[]
  /** The failure toast's title, over the server's reason (or the network's). */
  failureTitle?: string
  /** The fields the server refused, for the form to mark (with what was sent, to find what each path names). */
  onFieldErrors?: (errors: readonly FieldError[], input: Input) => void
}

/**
 * A staff change the way every staff screen makes one: the success toast, the lists it makes stale, and on failure
 * the reason in a destructive toast and on the form's fields. Anything else goes in `onSuccess`/`onError` as usual.
 */
export function useStaffMutation<Result, Input = void>({
  successToast,
  reloads = [],
  reloadsOnConflict = reloads,
  failureTitle,
  onFieldErrors,
  onSuccess,
  onError,
  ...options
}: StaffMutationOptions<Result, Input>) {
  const toast = useToast()
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  return useMutation<Result, Error, Input>({
    ...options,
    onSuccess: async (result, input, ...more) => {
      if (successToast) toast({ ...successToast(result, input), variant: 'success' })
      await Promise.all(reloads.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      await onSuccess?.(result, input, ...more)
    },
    onError: (error, input, ...more) => {
      if (onFieldErrors && error instanceof ApiError) onFieldErrors(error.errors, input)
      // What the screen showed is out of date: it shows what is true now, beside the reason.
      if (error instanceof ApiError && error.code === 'conflict') {
        for (const queryKey of reloadsOnConflict) void queryClient.invalidateQueries({ queryKey })
      }
      if (failureTitle) toast({ title: failureTitle, description: errorText(error), variant: 'destructive' })
      return onError?.(error, input, ...more)
    },
  })
}
