import { useLayoutEffect, useRef } from 'react'

/**
 * Staff dialogs often open from a row's control (a button, the status list), not a Radix Trigger, so Radix has nowhere
 * to send focus back to when they close. What had focus as the dialog opened gets it back (read before Radix moves
 * focus in). Returns the dialog content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement
  }, [open])
  return (event) => {
    if (!opener.current?.isConnected) return
    event.preventDefault()
    opener.current.focus()
  }
}
