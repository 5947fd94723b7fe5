import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { statusTone } from '../../../domain/orders/order-status'
import { useFormatters } from '../../lib/format'
import { formatPhone } from '../../lib/format-phone'
import { customerQueries } from '../../lib/queries/customers'
import { AdminDialog } from './admin-dialog'
import { Badge } from './admin-table'

export function CustomerProfileDialog({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const { formatDate, formatMoney } = useFormatters()
  const profile = useQuery(customerQueries.profile(customerId))
  const customer = profile.data
  const facts: Array<[string, string | number | null | undefined]> = customer
    ? [
        [t('admin.customers.email'), customer.email],
        [t('admin.customers.phone'), formatPhone(customer.phone)],
        [t('admin.customers.address'), customer.streetAddress ?? customer.address],
        [t('admin.customers.city'), customer.city],
        [t('admin.customers.state'), customer.state],
        [t('admin.customers.zip'), customer.postalCode],
        [t('admin.customers.customerSince'), formatDate(customer.createdAt, 'dateTime')],
        [t('admin.customers.totalOrders'), customer.totalOrders],
        [t('admin.customers.totalSpent'), formatMoney(customer.totalSpent)],
        [t('admin.customers.lastOrder'), formatDate(customer.lastOrderDate, 'dateTime')],
      ]
    : []

  return (
    <AdminDialog open onOpenChange={(open) => !open && onClose()} title={customer ? customer.name : t('admin.customers.profileTitle')}>
      {profile.isPending && <p role="status">{t('app.loading')}</p>}
      {profile.isError && <p className="text-red-700 dark:text-red-400">{t('admin.customers.profileFailed')}</p>}
      {customer && (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-stone-600 dark:text-stone-300">{label}</dt>
                <dd>{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-5 font-semibold">{t('admin.customers.orderHistory')}</h3>
          {customer.orders.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{t('admin.customers.noHistory')}</p>
          ) : (
            <section
              className="mt-2 max-h-96 overflow-y-auto rounded-lg border border-stone-200 dark:border-stone-800"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
              tabIndex={0}
              aria-label={t('admin.customers.orderHistory')}
            >
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-stone-50 dark:bg-stone-950">
                  <tr>
                    <th className="px-3 py-2">{t('admin.customers.orderId')}</th>
                    <th className="px-3 py-2">{t('admin.customers.orderDate')}</th>
                    <th className="px-3 py-2">{t('admin.customers.orderStatus')}</th>
                    <th className="px-3 py-2 text-right">{t('admin.customers.orderTotal')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
                  {customer.orders.map((order) => (
                    <tr key={order.id}>
                      <td className="px-3 py-2">#{order.id}</td>
                      <td className="px-3 py-2">{formatDate(order.orderDate, 'dateTime')}</td>
                      <td className="px-3 py-2">
                        <Badge tone={statusTone(order.status)}>{t(`admin.orders.statuses.${order.status}`)}</Badge>
                      </td>
                      <td className="px-3 py-2 text-right">{formatMoney(order.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </AdminDialog>
  )
}
