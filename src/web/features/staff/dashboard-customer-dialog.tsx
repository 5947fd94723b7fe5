import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Customer } from '../../../domain/customers/customer-schemas'
import type { Order } from '../../../domain/orders/order-schemas'
import { Dialog } from '../../components/ui/dialog'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { customerQueries } from '../../lib/queries/customers'
import { orderQueries } from '../../lib/queries/orders'
import { SAMPLE_CUSTOMERS } from '../../lib/queries/sample-data'
import { isUnreachable } from '../../lib/queries/sampled'
import { CustomerProfile } from './customer-profile'
import { customerTotals } from './customer-totals'

type CustomerProfileDialogProps = { customerId: number; sample: boolean; onClose: () => void }

/** The dashboard's profile (spec §4): the customer and their orders, or a sample profile when the shop cannot be reached. */
export function DashboardCustomerDialog({ customerId, sample, onClose }: CustomerProfileDialogProps) {
  const { t } = useTranslation()
  const toast = useToast()
  // The profile's totals count every order; the history lists the newest page of them.
  const customer = useQuery({ ...customerQueries.profile(customerId), enabled: !sample })
  const orders = useQuery({ ...orderQueries.ofCustomer(customerId), enabled: !sample })
  // Only a first load that fails counts: a failed reload (the live feed refreshes both) keeps what staff are reading.
  const error = (customer.data ? null : customer.error) ?? (orders.data ? null : orders.error)
  const placeholder = sample || (error !== null && isUnreachable(error))

  useEffect(() => {
    if (!error || isUnreachable(error)) return
    toast({ title: t('staffDashboard.toast.errorTitle'), description: t('staffDashboard.toast.profileFailed'), variant: 'destructive' })
    onClose()
  }, [error, toast, t, onClose])

  const sampled = SAMPLE_CUSTOMERS.find((row) => row.id === customerId) ?? SAMPLE_CUSTOMERS[0]
  const person: Customer | undefined = placeholder ? sampled : customer.data
  const history: Order[] = placeholder ? [] : (orders.data?.items ?? [])
  const ready = person !== undefined && (placeholder || orders.data !== undefined)
  const totals = placeholder ? sampled && customerTotals(sampled.createdAt, []) : customer.data

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('staffDashboard.profile.title')} width="wider">
      {!ready || !person || !totals ? (
        <p>{t('staffDashboard.profile.loading')}</p>
      ) : (
        <>
          {placeholder && (
            <p role="status" className="rounded-lg bg-amber-100 p-3 text-sm text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              {t('staffDashboard.profile.placeholder')}
            </p>
          )}
          <CustomerProfile screen="dashboard" person={person} totals={totals} orders={history} />
        </>
      )}
    </Dialog>
  )
}
