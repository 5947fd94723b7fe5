import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

const PADDINGS = { tight: 'p-2', regular: 'px-3 py-2', roomy: 'p-3' } as const

type RadioTileProps = {
  name: string
  value: string
  checked: boolean
  onSelect: (value: string) => void
  children: ReactNode
  padding?: keyof typeof PADDINGS
  className?: string
  disabled?: boolean
}

/** A bordered native radio option (light enough for the home page); group several under one fieldset and name. */
export function RadioTile({ name, value, checked, onSelect, children, padding = 'regular', className, disabled = false }: RadioTileProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border border-crust-200 has-[:checked]:border-crust-700 has-[:checked]:bg-crust-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-crust-600 dark:border-stone-700 dark:has-[:checked]:border-crust-400 dark:has-[:checked]:bg-stone-800',
        PADDINGS[padding],
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onSelect(value)}
        className="h-4 w-4 shrink-0 accent-crust-700 dark:accent-crust-400"
      />
      {children}
    </label>
  )
}
