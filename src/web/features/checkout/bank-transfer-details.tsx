import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation'
import { settingsQueries } from '../../lib/queries/settings'

/**
 * Bank name, CLABE and account holder from the shop settings, before the order is placed. The payment reference (MM + order number +
 * check digit) exists only once it is, so it is given with the order's confirmation, never guessed here.
 */
export function BankTransferDetails() {
  const { t } = useTranslation()
  const settings = useQuery(settingsQueries.shop())
  const rows = [
    { label: t('checkout.payment.bankName'), value: settings.data?.bankName || t('checkout.payment.notConfigured') },
    { label: t('checkout.payment.clabe'), value: settings.data?.bankClabe || t('checkout.payment.notConfigured') },
    // Banking apps ask whom the transfer goes to; shown once staff entered it.
    ...(settings.data?.bankBeneficiary ? [{ label: t('checkout.payment.beneficiary'), value: settings.data.bankBeneficiary }] : []),
    // Words, not a code to copy: wrapped between words, in the page's font.
    { label: t('checkout.payment.reference'), value: t('checkout.payment.referenceValue'), prose: true },
  ]
  return (
    <dl className="grid gap-2 rounded-lg bg-crust-100 p-4 dark:bg-stone-800">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap justify-between gap-2">
          <dt className="font-medium">{row.label}</dt>
          <dd className={'prose' in row ? 'text-right' : 'font-mono break-all'}>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
