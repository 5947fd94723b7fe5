import { useId } from 'react'
import type { TransferInstructions } from '../../../domain/payments/transfer-instructions'
import { Card } from '../../components/ui/card'
import { CopyButton } from '../../components/ui/copy-button'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'
import { useFormatters } from '../../lib/format'
import { ReceiptUpload } from './receipt-upload'

/**
 * For bank-transfer orders: what to type in the banking app, each value with its own copy button, and the time to
 * pay by. The exact amount is copied as the bank wants it (digits and a point, no sign).
 */
export function TransferInstructionsCard({ orderId, token, payment }: { orderId: number; token: string; payment: TransferInstructions }) {
  const { t } = useTranslation()
  const { formatDate, formatMoney } = useFormatters()
  const titleId = useId()
  const missing = t('confirmation.transfer.notConfigured')
  const rows = [
    { label: t('confirmation.transfer.bank'), value: payment.bankName, copy: null, mono: false },
    { label: t('confirmation.transfer.clabe'), value: payment.clabe, copy: payment.clabe, mono: true },
    // Shown only once staff enter it in settings.
    ...(payment.beneficiary
      ? [{ label: t('confirmation.transfer.beneficiary'), value: payment.beneficiary, copy: payment.beneficiary, mono: false }]
      : []),
    { label: t('confirmation.transfer.amount'), value: formatMoney(payment.amount), copy: payment.amount.toFixed(2), mono: true },
    { label: t('confirmation.bankReference'), value: payment.reference, copy: payment.reference, mono: true },
    { label: t('confirmation.transfer.payBy'), value: formatDate(payment.payBy, 'weekdayDateTime'), copy: null, mono: false },
  ]
  return (
    <Card role="region" aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="font-semibold">
        {t('confirmation.bankTitle')}
      </h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('confirmation.transfer.intro')}</p>
      <dl className="grid gap-1">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex min-h-10 flex-wrap items-center justify-between gap-x-3 border-b border-stone-100 py-1 last:border-0 dark:border-stone-800"
          >
            <dt className="text-sm text-stone-700 dark:text-stone-300">{row.label}</dt>
            <dd className="flex items-center gap-1">
              <span className={cn('font-semibold', row.mono ? 'font-mono tabular-nums break-all' : 'break-words')}>{row.value || missing}</span>
              {row.copy && <CopyButton value={row.copy} what={row.label} />}
            </dd>
          </div>
        ))}
      </dl>
      <ReceiptUpload orderId={orderId} token={token} receipt={payment.receipt} />
    </Card>
  )
}
