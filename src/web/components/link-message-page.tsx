import type { ReactNode } from 'react'
import { useDocumentTitle } from '../lib/use-document-title'
import { FocusHeading } from './ui/focus-heading'

/** A private link's page with nothing else to show: what happened, and the one way on (home, or try again). */
export function LinkMessagePage({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  // The tab says it too: the page before's title would otherwise stay.
  useDocumentTitle(title)
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <FocusHeading level="h1" className="text-2xl font-bold">
        {title}
      </FocusHeading>
      <p className="mt-3 text-stone-600 dark:text-stone-300">{text}</p>
      <div className="mt-6">{action}</div>
    </main>
  )
}
