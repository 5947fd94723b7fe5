import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type { ReactElement, ReactNode } from 'react'

/** Spec §9: tooltips open after 700 ms, 300 ms skip delay. */
const TOOLTIP_DELAY_MS = 700
const TOOLTIP_SKIP_DELAY_MS = 300

/** Around the tooltips of one place (a calendar's days): the spec's delays, and moving between them skips the wait. */
export function TooltipGroup({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  )
}

/** A short text beside `children` (one element, which keeps its own role and name) on hover or keyboard focus. */
export function Tooltip({ text, children }: { text: ReactNode; children: ReactElement }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={4}
          className="z-50 max-w-60 rounded-md bg-stone-900 px-3 py-1.5 text-sm text-white shadow dark:bg-stone-100 dark:text-stone-900"
        >
          {text}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}
