import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { FIELD_CLASSES } from './input'

const WIDTHS = { full: 'w-full', auto: 'w-auto shrink-0', status: 'w-44' } as const
const SIZES = { regular: 'h-10', compact: 'h-9 py-1 text-sm' } as const

type SelectProps = Omit<ComponentProps<'select'>, 'size'> & { width?: keyof typeof WIDTHS; size?: keyof typeof SIZES }

/** A native select with the text fields' look: as wide as its column unless `width` says otherwise. */
export function Select({ width = 'full', size = 'regular', className, ...props }: SelectProps) {
  return <select className={cn(FIELD_CLASSES, WIDTHS[width], SIZES[size], className)} {...props} />
}
