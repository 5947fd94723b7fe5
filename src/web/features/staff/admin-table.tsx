import type { ReactNode } from 'react'
import { type Column, DataTable, Pager, type usePagedSearch } from '../../components/ui/data-table'
import { useTranslation } from '../../i18n/use-translation'
import { useDocumentTitle } from '../../lib/use-document-title'

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title)
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-serif text-2xl font-bold text-crust-900 dark:text-crust-100">{title}</h1>
      {children}
    </div>
  )
}

type AdminListProps<T> = {
  /** Names the table's scrollable region. */
  label: string
  /** The list's query: its loading and failure lines show instead of the table. */
  query: { isPending: boolean; isError: boolean; isSuccess: boolean }
  columns: Column[]
  /** Shown in the table when nothing matches. */
  empty: string
  table: ReturnType<typeof usePagedSearch<T>>
  /** One `<tr>` per item; its last cell is the pinned actions cell (`<Td actions>`). */
  row: (item: T) => ReactNode
}

/** An admin list page's body: loading and failure lines, then one page of the table and its pager (spec §9). */
export function AdminList<T>({ label, query, columns, empty, table, row }: AdminListProps<T>) {
  const { t } = useTranslation()
  return (
    <>
      {query.isPending && <p role="status">{t('app.loading')}</p>}
      {query.isError && <p className="text-red-700 dark:text-red-400">{t('admin.table.loadFailed')}</p>}
      {query.isSuccess && (
        <DataTable label={label} columns={columns} actionsLabel={t('admin.table.actions')} empty={table.total === 0 && empty}>
          {table.rows.map(row)}
        </DataTable>
      )}
      <Pager page={table.page} pages={table.pages} onPage={table.setPage} />
    </>
  )
}
