import { useId } from 'react'
import { bankAmountText, type TransferInstructions } from '../../../domain/payments/transfer-instructions'
import { Card } from '../../components/ui/card'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { type PaymentDetail, PaymentDetailList } from './payment-detail-list'
import { ReceiptUpload } from './receipt-upload'

/**
 * For bank-transfer orders: what to type in the banking app, each value with its own copy button, and the time to
 * pay by.
 */
type TransferInstructionsCardProps = {
  orderId: number
  token: string
  payment: TransferInstructions
  /** Its time to pay has passed (isPastPayBy): the place may be given away, so the customer asks before paying. */
  overdue: boolean
}

export function TransferInstructionsCard({ orderId, token, payment, overdue }: TransferInstructionsCardProps) {
  const { t } = useTranslation()
  const { formatDate, formatMoney } = useFormatters()
  const titleId = useId()
  const missing = t('confirmation.transfer.notConfigured')
  const details: PaymentDetail[] = [
    { label: t('confirmation.transfer.bank'), value: payment.bankName },
    { label: t('confirmation.transfer.clabe'), value: payment.clabe, copy: payment.clabe, mono: true },
    // Shown only once staff enter it in settings.
    ...(payment.beneficiary ? [{ label: t('confirmation.transfer.beneficiary'), value: payment.beneficiary, copy: payment.beneficiary }] : []),
    { label: t('confirmation.transfer.amount'), value: formatMoney(payment.amount), copy: bankAmountText(payment.amount), mono: true },
    { label: t('confirmation.bankReference'), value: payment.reference, copy: payment.reference, mono: true },
    { label: t('confirmation.transfer.payBy'), value: formatDate(payment.payBy, 'weekdayDateTime') },
  ]
  return (
    <Card role="region" aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="font-semibold">
        {t('confirmation.bankTitle')}
      </h2>
      {/* A receipt sent is a transfer made: staff match it, nothing to ask. */}
      {overdue && !payment.receipt && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          {t('confirmation.transfer.overdue')}
        </p>
      )}
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('confirmation.transfer.intro')}</p>
      <PaymentDetailList details={details.map((detail) => ({ ...detail, value: detail.value || missing }))} />
      <ReceiptUpload orderId={orderId} token={token} receipt={payment.receipt} />
    </Card>
  )
}
