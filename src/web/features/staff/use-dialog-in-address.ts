import { useCallback } from 'react'
import { useLocation, useSearch } from 'wouter'
import { addressWith } from './address-params'

/** A positive whole number as an address writes it; anything else opens nothing. */
const ID = /^[1-9]\d{0,9}$/

/**
 * A dialog kept in the page's address (`?customer=12`): a link or a refresh opens it, and opening it is a step that
 * Back undoes (closing the dialog, not leaving the page). Returns the id it shows (null: closed), open and close.
 */
export function useDialogInAddress(param: string) {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const raw = new URLSearchParams(search).get(param)
  const id = raw !== null && ID.test(raw) ? Number(raw) : null
  const open = useCallback(
    (next: number) => navigate(addressWith(path, search, { [param]: String(next) }), { state: { dialog: param } }),
    [navigate, path, search, param],
  )
  const close = useCallback(() => {
    // Opened here: step back to the page as it was. Opened from a link: there is no such step, so drop the parameter.
    if ((window.history.state as { dialog?: string } | null)?.dialog === param) window.history.back()
    else navigate(addressWith(path, search, { [param]: null }), { replace: true })
  }, [navigate, path, search, param])
  return { id, open, close }
}
