import { useQuery } from '@tanstack/react-query'
import { Dialog } from '../../components/ui/dialog'
import { useTranslation } from '../../i18n/use-translation'
import { ApiError } from '../../lib/api-client'
import { customerQueries } from '../../lib/queries/customers'
import { CustomerAddressForm } from './customer-address-form'
import { CustomerProfile } from './customer-profile'

/** The admin customers page's profile: one call to /api/customers/:id/profile. */
export function CustomerProfileDialog({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const profile = useQuery(customerQueries.profile(customerId))
  const customer = profile.data
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={customer ? customer.name : t('admin.customers.profileTitle')} width="wider">
      {profile.isPending && <p role="status">{t('app.loading')}</p>}
      {profile.isError && (
        <p className="text-red-700 dark:text-red-400">
          {/* A link to a customer since merged away, or mistyped: not a failure to load. */}
          {t(profile.error instanceof ApiError && profile.error.status === 404 ? 'admin.customers.profileNotFound' : 'admin.customers.profileFailed')}
        </p>
      )}
      {customer && (
        <>
          <CustomerAddressForm customer={customer} />
          <CustomerProfile screen="admin" person={customer} totals={customer} orders={customer.orders} />
        </>
      )}
    </Dialog>
  )
}
