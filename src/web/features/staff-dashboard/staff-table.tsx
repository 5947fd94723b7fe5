import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../lib/cn'

/**
 * `name` is what the table lists (its section's heading); the scrolling box is named '{name} table' after it.
 * `columns` are the header cells; the children are the body's rows.
 */
type StaffTableProps = ComponentProps<'table'> & { name: string; columns: string[] }

/**
 * A table that scrolls sideways inside its own box when the screen is narrower than its columns. The box is a
 * labelled region in the tab order, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function StaffTable({ name, columns, className, children, ...props }: StaffTableProps) {
  const { t } = useTranslation()
  return (
    <section
      aria-label={t('staffDashboard.tableRegion', { name })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll it by keyboard
      tabIndex={0}
      className="w-full overflow-x-auto rounded-lg border border-crust-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-crust-700 dark:border-stone-800 dark:focus-visible:outline-crust-300"
    >
      <table className={cn('w-full text-left text-sm', className)} {...props}>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th key={column}>{column}</Th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  )
}

function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('bg-crust-50 px-2.5 py-2 font-semibold text-stone-700 dark:bg-stone-800 dark:text-stone-200', className)}
      {...props}
    />
  )
}

/** `wrap` lets a long-text cell break lines (give it a min and max width); other cells keep to one line. */
export function Td({ wrap = false, className, ...props }: ComponentProps<'td'> & { wrap?: boolean }) {
  return (
    <td
      className={cn(
        'border-t border-crust-100 px-2.5 py-2 align-middle dark:border-stone-800',
        wrap ? 'whitespace-normal' : 'whitespace-nowrap',
        className,
      )}
      {...props}
    />
  )
}

export const SELECT_CLASSES =
  'h-10 rounded-lg border border-stone-300 bg-white px-3 text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100'
export const INPUT_CLASSES =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-stone-900 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100'
