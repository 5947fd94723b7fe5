import { format } from 'date-fns'
import { Tooltip } from 'radix-ui'
import { createContext, useContext, useEffect, useRef } from 'react'
import type { DayButtonProps } from 'react-day-picker'

/** Notes of the configured baking days, by 'yyyy-MM-dd'. */
export const DayNotesContext = createContext<ReadonlyMap<string, string>>(new Map())

/** Spec §9: tooltips open after 700 ms, 300 ms skip delay. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/** A calendar day button that shows the day's notes as a tooltip. */
export function DayNotesButton({ day, modifiers, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus()
  }, [modifiers.focused])
  const notes = useContext(DayNotesContext).get(format(day.date, 'yyyy-MM-dd'))
  const button = <button ref={ref} {...buttonProps} />
  if (!notes) return button
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{button}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="z-50 max-w-60 rounded-md bg-stone-900 px-3 py-1.5 text-sm text-white shadow dark:bg-stone-100 dark:text-stone-900"
        >
          {notes}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  )
}
