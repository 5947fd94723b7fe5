import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Customer } from '../../../domain/customers/customer-schemas'
import type { Order } from '../../../domain/orders/order-schemas'
import { statusTone } from '../../../domain/orders/order-status'
import { useToast } from '../../components/ui/toaster'
import { useFormatters } from '../../lib/format'
import { formatPhone } from '../../lib/format-phone'
import { customerQueries } from '../../lib/queries/customers'
import { orderQueries } from '../../lib/queries/orders'
import { SAMPLE_CUSTOMERS } from '../../lib/queries/sample-data'
import { isUnreachable } from '../../lib/queries/sampled'
import { customerTotals } from './customer-totals'
import { StaffBadge } from './staff-badge'
import { StaffDialog } from './staff-dialog'

type CustomerProfileDialogProps = { customerId: number; sample: boolean; onClose: () => void }

export function CustomerProfileDialog({ customerId, sample, onClose }: CustomerProfileDialogProps) {
  const { t } = useTranslation()
  const { formatDate, formatMoney } = useFormatters()
  const toast = useToast()
  const customer = useQuery({ ...customerQueries.detail(customerId), enabled: !sample })
  const orders = useQuery({ ...orderQueries.ofCustomer(customerId), enabled: !sample })
  const error = customer.error ?? orders.error
  const placeholder = sample || (error !== null && isUnreachable(error))

  useEffect(() => {
    if (!error || isUnreachable(error)) return
    toast({ title: t('staffDashboard.toast.errorTitle'), description: t('staffDashboard.toast.profileFailed'), variant: 'destructive' })
    onClose()
  }, [error, toast, t, onClose])

  const person: Customer | undefined = placeholder ? (SAMPLE_CUSTOMERS.find((row) => row.id === customerId) ?? SAMPLE_CUSTOMERS[0]) : customer.data
  const history: Order[] = placeholder ? [] : (orders.data ?? [])
  const ready = person !== undefined && (placeholder || orders.data !== undefined)
  const totals = person ? customerTotals(person.createdAt, history) : undefined

  return (
    <StaffDialog open onOpenChange={(open) => !open && onClose()} title={t('staffDashboard.profile.title')} width="wider">
      {!ready || !person || !totals ? (
        <p>{t('staffDashboard.profile.loading')}</p>
      ) : (
        <div className="grid gap-4">
          {placeholder && (
            <p role="status" className="rounded-lg bg-amber-100 p-3 text-sm text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              {t('staffDashboard.profile.placeholder')}
            </p>
          )}
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {(
              [
                ['name', person.name],
                ['email', person.email],
                ['phone', formatPhone(person.phone)],
                ['address', person.address ?? person.streetAddress],
                ['city', person.city],
                ['state', person.state],
                ['zip', person.postalCode],
                ['customerSince', formatDate(person.createdAt, 'medium')],
                ['totalOrders', String(totals.totalOrders)],
                ['totalSpent', formatMoney(totals.totalSpent)],
                ['lastOrderDate', formatDate(totals.lastOrderDate, 'medium')],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex gap-2">
                <dt className="font-medium text-stone-600 dark:text-stone-300">{t(`staffDashboard.profile.${key}`)}:</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
          <h3 className="font-semibold">{t('staffDashboard.profile.history')}</h3>
          {history.length === 0 ? (
            <p className="text-sm text-stone-600 dark:text-stone-300">{t('staffDashboard.profile.noHistory')}</p>
          ) : (
            <section
              className="max-h-96 overflow-y-auto rounded-lg border border-crust-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-crust-700 dark:border-stone-800 dark:focus-visible:outline-crust-300"
              aria-label={t('staffDashboard.profile.history')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll it by keyboard
              tabIndex={0}
            >
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-crust-50 dark:bg-stone-800">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {t('staffDashboard.profile.columns.id')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('staffDashboard.profile.columns.date')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('staffDashboard.profile.columns.status')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('staffDashboard.profile.columns.total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((order) => (
                    <tr key={order.id} className="border-t border-crust-100 dark:border-stone-800">
                      <td className="px-3 py-2">#{order.id}</td>
                      <td className="px-3 py-2">{formatDate(order.orderDate, 'medium')}</td>
                      <td className="px-3 py-2">
                        <StaffBadge tone={statusTone(order.status)}>{t(`staffDashboard.statuses.${order.status}`)}</StaffBadge>
                      </td>
                      <td className="px-3 py-2">{formatMoney(order.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </div>
      )}
    </StaffDialog>
  )
}
