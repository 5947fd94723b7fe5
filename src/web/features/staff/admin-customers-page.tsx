import { UserRound } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { ActionText, SearchBox, Td } from '../../components/ui/data-table'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { CUSTOMERS_PAGE_SIZE, customerQueries } from '../../lib/queries/customers'
import { AdminList, PageHeading } from './admin-table'
import { CustomerCells } from './customer-cells'
import { CustomerProfileDialog } from './customer-profile-dialog'
import { useDialogInAddress } from './use-dialog-in-address'
import { useSearchInAddress } from './use-search-in-address'
import { useServerPaging } from './use-server-paging'

export function AdminCustomersPage() {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  // '/admin/customers?customer=12' opens a profile; Back closes it.
  const profile = useDialogInAddress('customer')
  // The server searches, pages and counts every customer; a new search starts at page 1.
  const { typed: query, setTyped: setQuery, q } = useSearchInAddress()
  const paging = useServerPaging(q, CUSTOMERS_PAGE_SIZE, (page) => customerQueries.stats(q, page))
  const customers = paging.query
  const table = { ...paging, rows: customers.data?.customers ?? [], total: customers.data?.total ?? 0 }

  return (
    <>
      <PageHeading title={t('admin.customers.title')}>
        <SearchBox value={query} onChange={setQuery} placeholder={t('admin.customers.searchPlaceholder')} />
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
            <CustomerCells customer={customer} />
            <Td wrap align="right">
              {customer.totalOrders}
            </Td>
            <Td wrap align="right">
              {formatMoney(customer.totalSpent)}
            </Td>
            <Td actions>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${t('admin.customers.viewProfile')}: ${customer.name}`}
                onClick={() => profile.open(customer.id)}
              >
                <UserRound className="h-4 w-4" aria-hidden />
                <ActionText>{t('admin.customers.viewProfile')}</ActionText>
              </Button>
            </Td>
          </tr>
        )}
      />
      {profile.id !== null && <CustomerProfileDialog customerId={profile.id} onClose={profile.close} />}
    </>
  )
}
