import type { Customer } from '../../../domain/customers/customer-schemas'
import { Button } from '../../components/ui/button'
import { Td } from '../../components/ui/data-table'
import { useTranslation } from '../../i18n/use-translation'
import type { Loaded } from '../../lib/queries/sampled'
import { CustomerCells } from './customer-cells'
import { DashboardTab } from './dashboard-tab'

const COLUMNS = ['id', 'name', 'email', 'phone', 'address', 'city', 'state', 'actions'] as const

export function CustomersTab({ loaded, onOpenCustomer }: { loaded: Loaded<Customer>; onOpenCustomer: (id: number) => void }) {
  const { t } = useTranslation()
  return (
    <DashboardTab
      heading={t('staffDashboard.customers.heading')}
      columns={COLUMNS.map((column) => t(`staffDashboard.customers.columns.${column}`))}
      empty={<p>{t('staffDashboard.customers.empty')}</p>}
      listed={{ total: loaded.total, of: 'customers', searchAt: '/admin/customers' }}
      rows={loaded.rows.map((customer) => (
        <tr key={customer.id}>
          <Td>{customer.id}</Td>
          <CustomerCells customer={customer} />
          <Td wrap className="min-w-40 max-w-64">
            {customer.address ?? customer.streetAddress}
          </Td>
          <Td>{customer.city}</Td>
          <Td>{customer.state}</Td>
          <Td>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onOpenCustomer(customer.id)}
              aria-label={`${t('staffDashboard.customers.viewProfile')}: ${customer.name}`}
            >
              {t('staffDashboard.customers.viewProfile')}
            </Button>
          </Td>
        </tr>
      ))}
    />
  )
}
