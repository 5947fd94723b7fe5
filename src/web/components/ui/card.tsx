import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('rounded-xl border border-crust-100 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900', className)} {...props} />
  )
}
