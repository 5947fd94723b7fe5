import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { FIELD_CLASSES } from './input'

/** The browser's own file picker, framed like the other fields (its button text follows the browser's language). */
export function FileInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="file"
      className={cn(
        FIELD_CLASSES,
        'w-full p-1.5 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-1.5 file:text-sm file:font-medium dark:file:bg-stone-800 dark:file:text-stone-100',
        className,
      )}
      {...props}
    />
  )
}
