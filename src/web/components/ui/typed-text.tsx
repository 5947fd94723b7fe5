import type { ReactNode } from 'react'

/**
 * Text someone typed (a customer's name, email or note) in a table cell: it wraps, even inside one unbroken 150-letter
 * word, within a readable width, so a single row never widens the table past the screen.
 */
export function TypedText({ children }: { children: ReactNode }) {
  return <span className="block min-w-32 max-w-72 wrap-anywhere">{children}</span>
}
