import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

export const FIELD_CLASSES =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-600 disabled:opacity-60 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(FIELD_CLASSES, 'h-10', className)} {...props} />
}
