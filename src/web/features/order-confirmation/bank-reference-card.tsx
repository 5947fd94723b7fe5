import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Card } from '../../components/ui/card'
import { settingsQueries } from '../../lib/shop-queries'

/** For bank-transfer orders: where to pay, with the order number as the payment reference. */
export function BankReferenceCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation()
  const settings = useQuery(settingsQueries.shop())
  const rows = [
    { label: t('checkout.payment.bankName'), value: settings.data?.bankName || t('checkout.payment.notConfigured') },
    { label: t('checkout.payment.clabe'), value: settings.data?.bankClabe || t('checkout.payment.notConfigured') },
    { label: t('confirmation.bankReference'), value: String(orderId) },
  ]
  return (
    <Card className="grid gap-3">
      <h2 className="font-semibold">{t('confirmation.bankTitle')}</h2>
      <dl className="grid gap-2">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap justify-between gap-2">
            <dt>{row.label}</dt>
            <dd className="font-mono font-semibold break-all">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}
