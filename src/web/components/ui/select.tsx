import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { FIELD_CLASSES } from './input'

/** A native select with the text fields' look: full width unless the caller says otherwise. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(FIELD_CLASSES, 'h-10 w-full', className)} {...props} />
}
