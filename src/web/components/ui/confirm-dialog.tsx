import { AlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Button } from './button'
import { useReturnFocus } from './return-focus'

type ConfirmDialogProps = {
  /** The button that asks; without one, the dialog is opened by `open` (a choice made elsewhere, as in a select). */
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
  title: string
  description: string
  cancelLabel: string
  confirmLabel: string
  onConfirm: () => void
}

/** A yes/no question that must be answered before a destructive action. */
export function ConfirmDialog({ trigger, open, onOpenChange, title, description, cancelLabel, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open ?? false)
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          // With a trigger Radix sends focus back to it; without one (opened from the status list), to what opened it.
          onCloseAutoFocus={trigger ? undefined : returnFocus}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-6 shadow-xl dark:bg-stone-900"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-stone-600 dark:text-stone-300">{description}</AlertDialog.Description>
          {/* Side by side from a tablet up; stacked full width on a phone, where Spanish labels would not fit. */}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
