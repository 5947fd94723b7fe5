import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { FIELD_CLASSES } from './input'

const HEIGHTS = { short: 'min-h-16', regular: 'min-h-24' } as const

export function Textarea({ className, height = 'regular', ...props }: ComponentProps<'textarea'> & { height?: keyof typeof HEIGHTS }) {
  return <textarea className={cn(FIELD_CLASSES, 'w-full', HEIGHTS[height], className)} {...props} />
}
