import type { Customer } from '../../../domain/customers/customer-schemas'
import { Button } from '../../components/ui/button'
import { DataTable, Td } from '../../components/ui/data-table'
import { EmptyNote } from '../../components/ui/empty-note'
import { useTranslation } from '../../i18n/use-translation'
import { formatPhone } from '../../lib/format-phone'
import type { Loaded } from '../../lib/queries/sampled'

export function CustomersTab({ loaded, onOpenCustomer }: { loaded: Loaded<Customer>; onOpenCustomer: (id: number) => void }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="staff-customers-heading" className="grid gap-4">
      <h2 id="staff-customers-heading" className="text-xl font-semibold">
        {t('staffDashboard.customers.heading')}
      </h2>
      {loaded.rows.length === 0 ? (
        <EmptyNote>
          <p>{t('staffDashboard.customers.empty')}</p>
        </EmptyNote>
      ) : (
        <DataTable
          label={t('staffDashboard.tableRegion', { name: t('staffDashboard.customers.heading') })}
          columns={[
            t('staffDashboard.customers.columns.id'),
            t('staffDashboard.customers.columns.name'),
            t('staffDashboard.customers.columns.email'),
            t('staffDashboard.customers.columns.phone'),
            t('staffDashboard.customers.columns.address'),
            t('staffDashboard.customers.columns.city'),
            t('staffDashboard.customers.columns.state'),
            t('staffDashboard.customers.columns.actions'),
          ]}
        >
          {loaded.rows.map((customer) => (
            <tr key={customer.id}>
              <Td>{customer.id}</Td>
              <Td className="font-medium">{customer.name}</Td>
              <Td>{customer.email}</Td>
              <Td>{formatPhone(customer.phone)}</Td>
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
        </DataTable>
      )}
    </section>
  )
}
