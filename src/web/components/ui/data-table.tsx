import { Search } from 'lucide-react'
import { type ComponentProps, type ReactNode, useMemo, useState } from 'react'
import { SEARCH_MAX } from '../../../domain/validation'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'
import { Button } from './button'
import { Input } from './input'

/**
 * The one data table of the staff screens. Each screen picks its options: the admin pages page by 10 with a search
 * box and a pinned actions column (spec §9), the dashboard tabs list every row under visible headers (spec §4).
 */
export type Column = { label: string; align?: 'right' }

/** Spec §9: admin tables show 10 rows a page, with a search box. */
export const ADMIN_PAGE_SIZE = 10

type DataTableProps = {
  /** Names the scrollable region. */
  label: string
  columns: Array<Column | string>
  /** A last, pinned column of row actions whose header only screen readers hear (the cells are `<Td actions>`). */
  actionsLabel?: string
  /** Shown as the only row when there is nothing to list. */
  empty?: ReactNode
  /** For the frame, e.g. a height limit that scrolls the rows under the sticky header. */
  className?: string
  children: ReactNode
}

/**
 * A table that scrolls sideways inside its own frame when the screen is narrower than its columns. The frame is a
 * labelled region in the tab order, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function DataTable({ label, columns, actionsLabel, empty, className, children }: DataTableProps) {
  const headers = columns.map((column) => (typeof column === 'string' ? { label: column } : column))
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll it by keyboard
      tabIndex={0}
      className={cn(
        'relative w-full overflow-x-auto rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-crust-600 dark:border-stone-800 dark:bg-stone-900',
        className,
      )}
    >
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 z-[1] border-b border-stone-200 bg-stone-50 dark:border-stone-800 dark:bg-stone-950">
          <tr>
            {headers.map((column) => (
              <th key={column.label} scope="col" className={cn(TH, column.align === 'right' && 'text-right')}>
                {column.label}
              </th>
            ))}
            {actionsLabel && (
              <th scope="col" className={cn(TH, 'sticky right-0 bg-stone-50 dark:bg-stone-950', PINNED_EDGE)}>
                <span className="sr-only">{actionsLabel}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
          {empty && (
            <tr>
              <td colSpan={headers.length + (actionsLabel ? 1 : 0)} className="px-4 py-10 text-center text-stone-600 dark:text-stone-300">
                {empty}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </section>
  )
}

const TH = 'px-3 py-3 align-bottom font-semibold text-stone-700 dark:text-stone-200'
/**
 * The row actions stay pinned to the right edge while the other columns scroll under them on a narrow screen,
 * so Edit and Delete are never off-screen.
 */
const PINNED_EDGE =
  'max-lg:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25),inset_1px_0_0_var(--color-stone-200)] dark:max-lg:shadow-[inset_1px_0_0_var(--color-stone-700)]'

type TdProps = ComponentProps<'td'> & {
  /** Lets a long-text cell break lines; other cells keep to one line. */
  wrap?: boolean
  align?: 'right'
  /** The pinned actions cell under DataTable's `actionsLabel`. */
  actions?: boolean
}

export function Td({ wrap = false, align, actions = false, className, ...props }: TdProps) {
  return (
    <td
      className={cn(
        'px-3 py-2.5 align-middle',
        wrap ? 'whitespace-normal' : 'whitespace-nowrap',
        align === 'right' && 'text-right',
        actions && ['sticky right-0 bg-white text-right dark:bg-stone-900', PINNED_EDGE],
        className,
      )}
      {...props}
    />
  )
}

/** A row action's visible word: only the icon shows on a phone (the button's aria-label still names it). */
export function ActionText({ children }: { children: ReactNode }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>
}

export function matchesText(query: string, ...fields: Array<string | number | null | undefined>): boolean {
  const needle = query.trim().toLowerCase()
  return needle === '' || fields.some((field) => field !== null && field !== undefined && String(field).toLowerCase().includes(needle))
}

/** Filters by the search text and cuts one page; a new search goes back to page 1. */
export function usePagedSearch<T>(items: readonly T[] | undefined, matches: (item: T, query: string) => boolean) {
  const [query, setQueryText] = useState('')
  const [page, setPage] = useState(1)
  const filtered = useMemo(() => (items ?? []).filter((item) => matches(item, query)), [items, matches, query])
  const pages = Math.max(1, Math.ceil(filtered.length / ADMIN_PAGE_SIZE))
  const current = Math.min(page, pages)
  return {
    query,
    setQuery: (text: string) => {
      setQueryText(text)
      setPage(1)
    },
    page: current,
    pages,
    setPage,
    total: filtered.length,
    rows: filtered.slice((current - 1) * ADMIN_PAGE_SIZE, current * ADMIN_PAGE_SIZE),
  }
}

export function SearchBox({ value, onChange, placeholder }: { value: string; onChange: (text: string) => void; placeholder: string }) {
  const { t } = useTranslation()
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-500" aria-hidden />
      <Input
        type="search"
        maxLength={SEARCH_MAX}
        aria-label={t('admin.table.search')}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="pl-9"
      />
    </div>
  )
}

/** `list` names what is paged where a page holds more than one list. */
export function Pager({ page, pages, onPage, list }: { page: number; pages: number; onPage: (page: number) => void; list?: string }) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  const where = t('admin.table.page', { page, pages })
  return (
    <nav aria-label={list ? `${list}: ${where}` : where} className="mt-4 flex items-center justify-end gap-2 text-sm">
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('admin.table.previous')}
      </Button>
      <span>{t('admin.table.page', { page, pages })}</span>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('admin.table.next')}
      </Button>
    </nav>
  )
}
