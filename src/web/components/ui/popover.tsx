import { Popover as PopoverPrimitive } from 'radix-ui'
import type { ReactElement, ReactNode } from 'react'

type PopoverProps = { open: boolean; onOpenChange: (open: boolean) => void; trigger: ReactElement; label: string; children: ReactNode }

/** A panel that opens under its trigger (a calendar, a filter), named by `label`, closed by Escape or a click outside. */
export function Popover({ open, onOpenChange, trigger, label, children }: PopoverProps) {
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          aria-label={label}
          align="end"
          sideOffset={6}
          className="z-40 rounded-xl border border-crust-100 bg-white p-3 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  )
}
