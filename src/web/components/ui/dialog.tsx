import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'
import { useReturnFocus } from './return-focus'

const WIDTHS = { regular: 'max-w-lg', wide: 'max-w-xl', wider: 'max-w-2xl' } as const
/** `dim`: the page shows through; `solid`: nothing of it does (the session ended: whoever holds the device reads nothing). */
const BACKDROPS = { dim: 'bg-black/50', solid: 'bg-stone-100 dark:bg-stone-950' } as const

type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  width?: keyof typeof WIDTHS
  backdrop?: keyof typeof BACKDROPS
  children: ReactNode
}

/** The one dialog of the app: a title, an optional description, a close button; Escape closes it at once. */
export function Dialog({ open, onOpenChange, title, description, width = 'regular', backdrop = 'dim', children }: DialogProps) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus(open)
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50', BACKDROPS[backdrop])} />
        <DialogPrimitive.Content
          onCloseAutoFocus={returnFocus}
          // React carries events up through the portal to the page's own ancestors: a form in the dialog (joining
          // the waitlist from the checkout's first step) would submit the page's form around it too.
          onSubmit={(event) => event.stopPropagation()}
          onKeyDown={(event) => {
            // A toast shown after the dialog opened is the top Radix layer and takes Escape for itself, so
            // the dialog would need a second Escape; Escape pressed inside the dialog closes it at once.
            if (event.key === 'Escape' && !event.defaultPrevented) onOpenChange(false)
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl dark:bg-stone-900',
            WIDTHS[width],
          )}
        >
          <DialogPrimitive.Title className="pr-8 text-lg font-semibold wrap-anywhere">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="text-sm text-stone-600 dark:text-stone-300">{description}</DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          )}
          {children}
          <DialogPrimitive.Close aria-label={t('toast.close')} className="absolute top-4 right-4 rounded p-1 opacity-70 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
