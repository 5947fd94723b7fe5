import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

const TONES = {
  plain: 'border-crust-100 bg-white dark:border-stone-800 dark:bg-stone-900',
  green: 'border-green-200 bg-green-50 dark:border-green-900 dark:bg-green-950',
  amber: 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950',
} as const

export function Card({ className, tone = 'plain', ...props }: ComponentProps<'div'> & { tone?: keyof typeof TONES }) {
  return <div className={cn('rounded-xl border p-6 shadow-sm', TONES[tone], className)} {...props} />
}
