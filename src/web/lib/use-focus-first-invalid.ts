import { type RefObject, useEffect } from 'react'

/**
 * Once a form's errors are shown, focus goes to the first field marked invalid (aria-invalid, set by Field): in a
 * long dialog the refused field may be scrolled out of sight, and the keyboard user would not know where to go.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: object) {
  useEffect(() => {
    if (Object.keys(errors).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [form, errors])
}
