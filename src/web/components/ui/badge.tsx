import type { ReactNode } from 'react'
import type { BadgeTone } from '../../../domain/orders/order-status'
import { cn } from '../../lib/cn'

/** Each tone keeps 4.5:1 text contrast in light and dark mode. */
const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  red: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  grey: 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
}

/** The one badge: a status, a stock state or a tag, coloured by a tone from src/domain. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[tone])}>{children}</span>
  )
}
