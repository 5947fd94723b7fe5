import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

export function StaffTable({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="w-full overflow-x-auto rounded-lg border border-crust-100 dark:border-stone-800">
      <table className={cn('w-full min-w-max text-left text-sm', className)} {...props} />
    </div>
  )
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('bg-crust-50 px-3 py-2 font-semibold text-stone-700 dark:bg-stone-800 dark:text-stone-200', className)}
      {...props}
    />
  )
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-t border-crust-100 px-3 py-2 align-middle dark:border-stone-800', className)} {...props} />
}

export const SELECT_CLASSES =
  'h-10 rounded-lg border border-stone-300 bg-white px-3 text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100'
export const INPUT_CLASSES =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-stone-900 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100'
