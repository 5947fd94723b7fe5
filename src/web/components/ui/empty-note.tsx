import type { ReactNode } from 'react'

/** What a list says when it has nothing to show: a dashed frame instead of an empty table. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-crust-200 p-8 text-center text-stone-600 dark:border-stone-700 dark:text-stone-300">
      {children}
    </div>
  )
}
