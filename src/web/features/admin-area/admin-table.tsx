import { Search } from 'lucide-react'
import { type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { cn } from '../../lib/cn'
import { useDocumentTitle } from '../../lib/use-document-title'

/** Spec §9: admin tables show 10 rows a page, with a search box. */
export const ADMIN_PAGE_SIZE = 10

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
        aria-label={t('admin.table.search')}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="pl-9"
      />
    </div>
  )
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  return (
    <nav aria-label={t('admin.table.page', { page, pages })} className="mt-4 flex items-center justify-end gap-2 text-sm">
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

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title)
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-serif text-2xl font-bold text-crust-900 dark:text-crust-100">{title}</h1>
      {children}
    </div>
  )
}

/**
 * The frame of an admin table. Headers wrap, so at 1280 px every column fits; on a narrow screen the table
 * scrolls sideways inside the frame, which is a labelled region reachable by keyboard (axe scrollable-region-focusable).
 */
function TableFrame({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className={cn(
        'relative overflow-x-auto rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-crust-600 dark:border-stone-800 dark:bg-stone-900',
        className,
      )}
    >
      <table className="w-full text-left text-sm">{children}</table>
    </section>
  )
}

const TH = 'px-3 py-3 align-bottom font-semibold text-stone-700 dark:text-stone-200'
export const TD = 'px-3 py-3 align-top'
/**
 * The row actions stay pinned to the right edge while the other columns scroll under them on a narrow screen,
 * so Edit and Delete are never off-screen.
 */
const PINNED_EDGE =
  'max-lg:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25),inset_1px_0_0_var(--color-stone-200)] dark:max-lg:shadow-[inset_1px_0_0_var(--color-stone-700)]'
const ACTIONS_TH = `${TH} sticky right-0 bg-stone-50 dark:bg-stone-950 ${PINNED_EDGE}`
export const ACTIONS_TD = `${TD} sticky right-0 bg-white text-right whitespace-nowrap dark:bg-stone-900 ${PINNED_EDGE}`

/** A row action's visible word: only the icon shows on a phone (the button's aria-label still names it). */
export function ActionText({ children }: { children: ReactNode }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>
}

const TONES = {
  green: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  red: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  grey: 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
} as const
export type Tone = keyof typeof TONES

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[tone])}>{children}</span>
}

export type Column = { label: string; align?: 'right' }

type AdminListProps<T> = {
  /** Names the table's scrollable region. */
  label: string
  /** The list's query: its loading and failure lines show instead of the table. */
  query: { isPending: boolean; isError: boolean; isSuccess: boolean }
  columns: Column[]
  /** Shown in the table when nothing matches. */
  empty: string
  table: ReturnType<typeof usePagedSearch<T>>
  /** One `<tr>` per item; its last cell is the pinned actions cell (ACTIONS_TD). */
  row: (item: T) => ReactNode
}

/**
 * An admin list page's body: loading and failure lines, then the table (header row, pinned actions column,
 * the empty text when nothing matches, one page of rows) and its pager.
 */
export function AdminList<T>({ label, query, columns, empty, table, row }: AdminListProps<T>) {
  const { t } = useTranslation()
  return (
    <>
      {query.isPending && <p role="status">{t('app.loading')}</p>}
      {query.isError && <p className="text-red-700 dark:text-red-400">{t('admin.table.loadFailed')}</p>}
      {query.isSuccess && (
        <TableFrame label={label}>
          <thead className="border-b border-stone-200 bg-stone-50 dark:border-stone-800 dark:bg-stone-950">
            <tr>
              {columns.map((column) => (
                <th key={column.label} className={cn(TH, column.align === 'right' && 'text-right')}>
                  {column.label}
                </th>
              ))}
              <th className={ACTIONS_TH}>
                <span className="sr-only">{t('admin.table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
            {table.total === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="px-4 py-10 text-center text-stone-600 dark:text-stone-300">
                  {empty}
                </td>
              </tr>
            )}
            {table.rows.map(row)}
          </tbody>
        </TableFrame>
      )}
      <Pager page={table.page} pages={table.pages} onPage={table.setPage} />
    </>
  )
}
