import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

const FIELD_FRAME =
  'rounded-lg border border-stone-300 px-3 py-2 text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:bg-stone-100 aria-disabled:opacity-60 dark:disabled:bg-stone-800 dark:border-stone-600 dark:text-stone-100 dark:placeholder:text-stone-400'
const FIELD_BACKGROUND = 'bg-white dark:bg-stone-900'
const READ_ONLY_BACKGROUND = 'bg-stone-100 dark:bg-stone-800'

/** The look of a text field, for native selects too; width and height are the caller's. */
export const FIELD_CLASSES = `${FIELD_FRAME} ${FIELD_BACKGROUND}`

export function Input({ className, readOnly, ...props }: ComponentProps<'input'>) {
  return (
    <input readOnly={readOnly} className={cn(FIELD_FRAME, readOnly ? READ_ONLY_BACKGROUND : FIELD_BACKGROUND, 'h-10 w-full', className)} {...props} />
  )
}
