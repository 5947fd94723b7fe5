import { useQuery } from '@tanstack/react-query'
import { UserRound } from 'lucide-react'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomerSummary } from '../../../domain/customers/customer-profile'
import { Button } from '../../components/ui/button'
import { useFormatters } from '../../lib/format'
import { formatPhone } from '../../lib/format-phone'
import { adminQueries } from './admin-queries'
import { ACTIONS_TD, ActionText, AdminList, matchesText, PageHeading, SearchBox, TD, usePagedSearch } from './admin-table'
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
      <AdminList
        label={t('admin.customers.title')}
        query={customers}
        columns={[
          { label: t('admin.customers.name') },
          { label: t('admin.customers.email') },
          { label: t('admin.customers.phone') },
          { label: t('admin.customers.orders'), align: 'right' },
          { label: t('admin.customers.totalSpent'), align: 'right' },
        ]}
        empty={t('admin.customers.empty')}
        table={table}
        row={(customer) => (
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
        )}
      />
      {profileId !== null && <CustomerProfileDialog customerId={profileId} onClose={() => setProfileId(null)} />}
    </>
  )
}
