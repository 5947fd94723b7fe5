import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

const VARIANTS = {
  primary: 'bg-crust-700 text-white hover:bg-crust-800 dark:bg-crust-500 dark:text-stone-950 dark:hover:bg-crust-400',
  secondary:
    'border border-crust-300 bg-white text-crust-900 hover:bg-crust-100 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800',
  ghost: 'text-crust-900 hover:bg-crust-100 dark:text-stone-100 dark:hover:bg-stone-800',
  ghostDestructive: 'text-red-700 hover:bg-crust-100 dark:text-red-400 dark:hover:bg-stone-800',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  whatsapp: 'bg-green-700 text-white hover:bg-green-800',
} as const

const SIZES = {
  sm: 'h-8 rounded-lg px-3 text-sm',
  md: 'h-10 rounded-lg px-4',
  lg: 'h-12 rounded-lg px-6 text-lg',
  toolbar: 'h-10 rounded-lg px-2 text-sm sm:px-3',
  icon: 'h-10 w-10 rounded-lg',
  roundIcon: 'h-10 w-10 rounded-full',
} as const

export type ButtonProps = ComponentProps<'button'> & { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES; asChild?: boolean }

export function Button({ variant = 'primary', size = 'md', asChild = false, className, type = 'button', ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      type={asChild ? undefined : type}
      className={cn(
        'inline-flex items-center justify-center gap-2 font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  )
}
