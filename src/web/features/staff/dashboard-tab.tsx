import { type ReactNode, type Ref, useId } from 'react'
import { Link } from 'wouter'
import { DataTable } from '../../components/ui/data-table'
import { EmptyNote } from '../../components/ui/empty-note'
import { useTranslation } from '../../i18n/use-translation'

type DashboardTabProps = {
  /** Names the tab's section and its table's scrolling region. */
  heading: string
  /** Beside the heading: the tab's button or filter. */
  action?: ReactNode
  columns: string[]
  /** One `<tr>` each; none shows `empty`, undefined a loading line. */
  rows: ReactNode[] | undefined
  /** The rows could not be loaded: say so rather than 'none'. */
  failed?: boolean
  /** What the tab says, and offers, when it has no rows. */
  empty: ReactNode
  /** The tab's dialogs. */
  children?: ReactNode
  /** For a tab to move focus to its heading, when the row that had it goes away. */
  headingRef?: Ref<HTMLHeadingElement>
  /** How many rows there are in all, when the tab lists only the newest (one page of the server's): said under the table, with where to find the rest. */
  listed?: { total: number | undefined; of: 'orders' | 'customers'; searchAt: string }
}

/** A tab of the staff dashboard (spec §4): its heading, then every row under visible headers, or a note when none. */
export function DashboardTab({ heading, action, columns, rows, failed, empty, children, headingRef, listed }: DashboardTabProps) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {heading}
        </h2>
        {action}
      </div>
      {failed ? (
        <p className="text-red-700 dark:text-red-400">{t('staffDashboard.loadFailed')}</p>
      ) : rows === undefined ? (
        <p className="text-stone-600 dark:text-stone-300">{t('staffDashboard.loading')}</p>
      ) : rows.length === 0 ? (
        <EmptyNote>{empty}</EmptyNote>
      ) : (
        <>
          <DataTable label={t('staffDashboard.tableRegion', { name: heading })} columns={columns}>
            {rows}
          </DataTable>
          {listed?.total !== undefined && listed.total > rows.length && (
            <p className="text-sm text-stone-600 dark:text-stone-300">
              {t(`staffDashboard.newestListed.${listed.of}`, { shown: rows.length, total: listed.total })}{' '}
              <Link
                href={listed.searchAt}
                className="font-medium text-crust-700 underline underline-offset-2 hover:text-crust-900 dark:text-crust-300"
              >
                {t(`staffDashboard.searchAll.${listed.of}`)}
              </Link>
            </p>
          )}
        </>
      )}
      {children}
    </section>
  )
}
