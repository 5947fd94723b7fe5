import type { ReactNode } from 'react'
import type { BadgeTone } from '../../../domain/orders/order-status'
import { cn } from '../../lib/cn'

const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-900 dark:text-blue-100',
  red: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100',
  grey: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
}

export function StaffBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[tone])}>{children}</span>
  )
}
