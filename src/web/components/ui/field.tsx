import { cloneElement, type ReactElement, type ReactNode, useId } from 'react'
import { cn } from '../../lib/cn'
import { useErrorText } from '../../lib/error-text'

/** `error`: a form's message (a schema's key) or what a request failed with; shown in the reader's language either way. */
/** `warning`: what staff should know before saving (it is not refused); said in place of the hint. */
type FieldProps = {
  label: string
  error?: string | Error
  hint?: string
  warning?: string
  className?: string
  children: ReactElement<Record<string, unknown>>
}

/** A label, one control and its error message, wired together with id, aria-invalid and aria-describedby. */
export function Field({ label, error, hint, warning, className, children }: FieldProps) {
  const id = useId()
  const errorText = useErrorText()
  const messageId = `${id}-message`
  const control = cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || warning || hint ? messageId : undefined,
  })
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {control}
      {(error || warning || hint) && (
        <p
          id={messageId}
          className={cn(
            'text-sm',
            error ? 'text-red-700 dark:text-red-400' : warning ? 'text-amber-800 dark:text-amber-300' : 'text-stone-600 dark:text-stone-400',
          )}
        >
          {error ? errorText(error) : (warning ?? hint)}
        </p>
      )}
    </div>
  )
}

/** The error of a group of controls (a fieldset of days, a list of packs), in the reader's language; nothing without one. */
export function GroupError({ error, className }: { error?: string; className?: string }) {
  const errorText = useErrorText()
  return error ? <p className={cn('text-sm text-red-700 dark:text-red-400', className)}>{errorText(error)}</p> : null
}

/** Why a whole form or action was refused, announced as it appears; nothing without one. */
export function FormAlert({ children }: { children?: ReactNode }) {
  return children ? (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {children}
    </p>
  ) : null
}
