import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react'
import type { ToastOptions } from './toast-options'
import type { ShownToast } from './toast-view'

export { TOAST_DURATION_MS, type ToastOptions } from './toast-options'

// Radix Toast (about 7 KB gzip) is not needed until something is said: it loads with the first toast.
const ToastView = lazy(() => import('./toast-view'))

const ToastContext = createContext<(toast: ToastOptions) => void>(() => {})

export function useToast() {
  return useContext(ToastContext)
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null)
  const [hasToasted, setHasToasted] = useState(false)
  const show = useCallback((toast: ToastOptions) => {
    setHasToasted(true)
    setCurrent({ ...toast, id: Date.now() + Math.random() })
  }, [])
  const dismiss = useCallback(() => setCurrent(null), [])
  return (
    <ToastContext.Provider value={show}>
      {children}
      {hasToasted && (
        <Suspense fallback={null}>
          <ToastView current={current} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  )
}
