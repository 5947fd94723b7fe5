import type { ReactNode } from 'react'

/** A titled part of a page of plain text (the terms of service). */
export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="font-serif text-xl font-bold text-crust-900 dark:text-crust-100">{heading}</h2>
      {children}
    </section>
  )
}

export const TEXT_LINK = 'font-medium text-crust-800 underline hover:text-crust-900 dark:text-crust-300 dark:hover:text-crust-200'
