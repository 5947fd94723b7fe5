/** Spec §4: one toast at a time (a new one replaces it), shown 5 s, swipe right to dismiss, F8 focuses it. */
export const TOAST_DURATION_MS = 5000

export type ToastOptions = { title: string; description?: string; variant?: 'default' | 'success' | 'destructive' | 'warning' }
