import { UserCheck } from 'lucide-react'
import { useId } from 'react'
import { maskedPhone } from '../../../domain/customers/customer-masking'
import { normalizePhone } from '../../../domain/customers/phone'
import { Button } from '../../components/ui/button'
import { FocusHeading } from '../../components/ui/focus-heading'
import { useTranslation } from '../../i18n/use-translation'
import type { SavedCustomer } from './saved-customer'

type SavedDetailsCardProps = {
  customer: SavedCustomer
  isDelivery: boolean
  onOtherDetails: () => void
  onBack: () => void
  onContinue: () => void
}

/** 'Yes, that's me': the order uses the details the bakery keeps; the browser only ever sees their hints. */
export function SavedDetailsCard({ customer, isDelivery, onOtherDetails, onBack, onContinue }: SavedDetailsCardProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const missingAddress = isDelivery && !customer.hasSavedAddress
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-crust-200 p-4 dark:border-stone-700">
      {/* It replaces the lookup the customer answered 'Yes, that's me' in: focus comes here, not to the page. */}
      <FocusHeading level="h3" id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <UserCheck className="h-5 w-5 text-green-700" aria-hidden />
        {t('checkout.customer.savedHeading')}
      </FocusHeading>
      <p className="font-medium">
        {customer.addressHint
          ? t('checkout.customer.savedSummary', { name: customer.displayName, address: customer.addressHint })
          : customer.displayName}
      </p>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {missingAddress
          ? t('checkout.customer.savedNoAddress')
          : t('checkout.customer.savedText', { phone: maskedPhone(normalizePhone(customer.phone) ?? customer.phone) })}
      </p>
      <div>
        <Button variant={missingAddress ? 'primary' : 'secondary'} size="sm" onClick={onOtherDetails}>
          {t('checkout.customer.otherDetails')}
        </Button>
      </div>
      <div className="flex justify-between gap-3">
        <Button variant="secondary" onClick={onBack}>
          {t('checkout.customer.back')}
        </Button>
        <Button onClick={onContinue} disabled={missingAddress}>
          {t('checkout.customer.continue')}
        </Button>
      </div>
    </section>
  )
}
