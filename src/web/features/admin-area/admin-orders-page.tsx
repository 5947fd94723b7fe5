import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '../../../domain/orders/order-schemas'
import { adminQueries } from './admin-queries'
import { matchesText, PageHeading, Pager, SearchBox, usePagedSearch } from './admin-table'
import { OrderCard } from './order-card'

export function AdminOrdersPage() {
  const { t } = useTranslation()
  const orders = useQuery(adminQueries.orders())
  const whatsapp = useQuery(adminQueries.whatsappStatus())
  const matches = useCallback(
    (order: Order, query: string) =>
      // '#12' finds order 12 only; any other text searches number, customer and status.
      /^#\d+$/.test(query.trim())
        ? `#${order.id}` === query.trim()
        : matchesText(query, order.id, order.customer?.name, order.customer?.phone, order.customer?.email, order.status),
    [],
  )
  const table = usePagedSearch(orders.data, matches)

  return (
    <>
      <PageHeading title={t('admin.orders.title')}>
        <SearchBox value={table.query} onChange={table.setQuery} placeholder={t('admin.orders.searchPlaceholder')} />
      </PageHeading>
      {whatsapp.data && !whatsapp.data.configured && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t('admin.orders.notConfigured')}
        </p>
      )}
      {orders.isPending && <p role="status">{t('app.loading')}</p>}
      {orders.isError && <p className="text-red-700 dark:text-red-400">{t('admin.table.loadFailed')}</p>}
      {orders.isSuccess && table.total === 0 && <p className="py-10 text-center text-stone-600 dark:text-stone-300">{t('admin.orders.empty')}</p>}
      <ul className="grid gap-4">
        {table.rows.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <Pager page={table.page} pages={table.pages} onPage={table.setPage} />
    </>
  )
}
