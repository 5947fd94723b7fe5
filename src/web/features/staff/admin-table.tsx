import { Pencil, Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { ActionText, type Column, DataTable, Pager, SearchBox, Td } from '../../components/ui/data-table'
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

/** A list page's search box and its 'Add …' button, beside the heading. */
export function SearchAndAdd({ search, placeholder, add, onAdd }: { search: Searched; placeholder: string; add: string; onAdd: () => void }) {
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
      <SearchBox value={search.query} onChange={search.setQuery} placeholder={placeholder} />
      <Button className="shrink-0 whitespace-nowrap" onClick={onAdd}>
        <Plus className="h-4 w-4" aria-hidden />
        {add}
      </Button>
    </div>
  )
}

type Searched = { query: string; setQuery: (query: string) => void }

/** What a page shows while its query loads, or once it failed; nothing once it has data. */
export function LoadStatus({ query }: { query: { isPending: boolean; isError: boolean } }) {
  const { t } = useTranslation()
  if (query.isPending) return <p role="status">{t('app.loading')}</p>
  if (query.isError) return <p className="text-red-700 dark:text-red-400">{t('admin.table.loadFailed')}</p>
  return null
}

type RowActionsProps = {
  /** What the row is called, for the buttons' accessible names ('Edit Baguette'). */
  name: string
  onEdit: () => void
  /** The question asked before deleting. */
  confirm: { title: string; text: string }
  onDelete: () => void
}

/** An admin row's pinned Edit and Delete; Delete asks first (spec §9). */
export function EditDeleteActions({ name, onEdit, confirm, onDelete }: RowActionsProps) {
  const { t } = useTranslation()
  return (
    <Td actions>
      <Button variant="ghost" size="sm" aria-label={`${t('admin.table.edit')} ${name}`} onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden />
        <ActionText>{t('admin.table.edit')}</ActionText>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghostDestructive" size="sm" aria-label={`${t('admin.table.delete')} ${name}`}>
            <Trash2 className="h-4 w-4" aria-hidden />
            <ActionText>{t('admin.table.delete')}</ActionText>
          </Button>
        }
        title={confirm.title}
        description={confirm.text}
        cancelLabel={t('admin.table.cancel')}
        confirmLabel={t('admin.table.delete')}
        onConfirm={onDelete}
      />
    </Td>
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
  /** The page shown: its rows, how many match in all, and the pager's place (paged here or by the server). */
  table: { rows: readonly T[]; total: number; page: number; pages: number; setPage: (page: number) => void }
  /** One `<tr>` per item; its last cell is the pinned actions cell (`<Td actions>`). */
  row: (item: T) => ReactNode
}

/** An admin list page's body: loading and failure lines, then one page of the table and its pager (spec §9). */
export function AdminList<T>({ label, query, columns, empty, table, row }: AdminListProps<T>) {
  const { t } = useTranslation()
  return (
    <>
      <LoadStatus query={query} />
      {query.isSuccess && (
        <DataTable label={label} columns={columns} actionsLabel={t('admin.table.actions')} empty={table.total === 0 && empty}>
          {table.rows.map(row)}
        </DataTable>
      )}
      <Pager page={table.page} pages={table.pages} onPage={table.setPage} />
    </>
  )
}
