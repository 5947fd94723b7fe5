import { useQuery } from '@tanstack/react-query'
import { UserRound } from 'lucide-react'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomerSummary } from '../../../domain/customers/customer-profile'
import { Button } from '../../components/ui/button'
import { useFormatters } from '../../lib/format'
import { formatPhone } from '../../lib/format-phone'
import { adminQueries } from './admin-queries'
import { ACTIONS_TD, ACTIONS_TH, ActionText, matchesText, PageHeading, Pager, SearchBox, TableFrame, TD, TH, usePagedSearch } from './admin-table'
import { CustomerProfileDialog } from './customer-profile-dialog'

export function AdminCustomersPage() {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  const customers = useQuery(adminQueries.customers())
  const [profileId, setProfileId] = useState<number | null>(null)
  const matches = useCallback(
    (customer: CustomerSummary, query: string) => matchesText(query, customer.name, customer.email, customer.phone, customer.whatsapp, customer.city),
    [],
  )
  const table = usePagedSearch(customers.data, matches)

  return (
    <>
      <PageHeading title={t('admin.customers.title')}>
        <SearchBox value={table.query} onChange={table.setQuery} placeholder={t('admin.customers.searchPlaceholder')} />
      </PageHeading>
      {customers.isPending && <p role="status">{t('app.loading')}</p>}
      {customers.isError && <p className="text-red-700 dark:text-red-400">{t('admin.table.loadFailed')}</p>}
      {customers.isSuccess && (
        <TableFrame label={t('admin.customers.title')}>
          <thead className="border-b border-stone-200 bg-stone-50 dark:border-stone-800 dark:bg-stone-950">
            <tr>
              <th className={TH}>{t('admin.customers.name')}</th>
              <th className={TH}>{t('admin.customers.email')}</th>
              <th className={TH}>{t('admin.customers.phone')}</th>
              <th className={`${TH} text-right`}>{t('admin.customers.orders')}</th>
              <th className={`${TH} text-right`}>{t('admin.customers.totalSpent')}</th>
              <th className={ACTIONS_TH}>
                <span className="sr-only">{t('admin.table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
            {table.total === 0 && (
              <tr>
                <td colSpan={6} className="px-4 py-10 text-center text-stone-600 dark:text-stone-300">
                  {t('admin.customers.empty')}
                </td>
              </tr>
            )}
            {table.rows.map((customer) => (
              <tr key={customer.id}>
                <td className={`${TD} font-medium`}>{customer.name}</td>
                <td className={TD}>{customer.email}</td>
                <td className={`${TD} whitespace-nowrap`}>{formatPhone(customer.phone)}</td>
                <td className={`${TD} text-right`}>{customer.totalOrders}</td>
                <td className={`${TD} text-right`}>{formatMoney(customer.totalSpent)}</td>
                <td className={ACTIONS_TD}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${t('admin.customers.viewProfile')}: ${customer.name}`}
                    onClick={() => setProfileId(customer.id)}
                  >
                    <UserRound className="h-4 w-4" aria-hidden />
                    <ActionText>{t('admin.customers.viewProfile')}</ActionText>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      <Pager page={table.page} pages={table.pages} onPage={table.setPage} />
      {profileId !== null && <CustomerProfileDialog customerId={profileId} onClose={() => setProfileId(null)} />}
    </>
  )
}
