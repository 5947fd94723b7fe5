import { format } from 'date-fns'
import { createContext, useContext, useEffect, useRef } from 'react'
import type { DayButtonProps } from 'react-day-picker'
import { Tooltip } from '../../components/ui/tooltip'

/** Notes of the configured baking days, by 'yyyy-MM-dd'. */
export const DayNotesContext = createContext<ReadonlyMap<string, string>>(new Map())

/** A calendar day button that shows the day's notes as a tooltip. */
export function DayNotesButton({ day, modifiers, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus()
  }, [modifiers.focused])
  const notes = useContext(DayNotesContext).get(format(day.date, 'yyyy-MM-dd'))
  const button = <button ref={ref} {...buttonProps} />
  return notes ? <Tooltip text={notes}>{button}</Tooltip> : button
}
