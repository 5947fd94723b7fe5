import { X } from 'lucide-react'
import { Toast } from 'radix-ui'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'
import { TOAST_DURATION_MS, type ToastOptions } from './toast-options'

const TONES = {
  default: 'border-stone-200 bg-white text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100',
  success: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  destructive: 'border-red-300 bg-red-700 text-white',
  warning: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
} as const

export type ShownToast = ToastOptions & { id: number }

/**
 * The Radix toast itself: its own chunk, loaded with the first toast (toaster.tsx), so the first page does not
 * download it. Stays mounted afterwards, so later toasts appear at once.
 */
export default function ToastView({ current, onDismiss }: { current: ShownToast | null; onDismiss: () => void }) {
  const { t } = useTranslation()
  return (
    <Toast.Provider label={t('toast.label')} duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <Toast.Root
          key={current.id}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && onDismiss()}
          className={cn('relative flex gap-3 rounded-lg border p-4 pr-10 shadow-lg', TONES[current.variant ?? 'default'])}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label={t('toast.close')} className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        label={t('toast.region')}
        className="fixed top-16 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0"
      />
    </Toast.Provider>
  )
}
