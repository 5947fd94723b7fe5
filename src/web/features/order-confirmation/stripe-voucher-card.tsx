import { useId } from 'react'
import type { StripeVoucher } from '../../../domain/payments/payment-schemas'
import { bankAmountText } from '../../../domain/payments/transfer-instructions'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { NewTabLink } from '../../components/ui/new-tab-link'
import type { Translate } from '../../i18n/translator'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { type PaymentDetail, PaymentDetailList } from './payment-detail-list'

type Formatters = ReturnType<typeof useFormatters>

function voucherDetails(voucher: StripeVoucher, t: Translate, { formatMoney, formatDate }: Formatters): PaymentDetail[] {
  if (voucher.kind === 'oxxo') {
    return [{ label: t('confirmation.stripeVoucher.oxxo.number'), value: voucher.number, copy: voucher.number, mono: true }]
  }
  return [
    { label: t('confirmation.transfer.clabe'), value: voucher.clabe, copy: voucher.clabe, mono: true },
    { label: t('confirmation.transfer.bank'), value: voucher.bankName },
    ...(voucher.reference ? [{ label: t('confirmation.bankReference'), value: voucher.reference, copy: voucher.reference, mono: true }] : []),
    { label: t('confirmation.transfer.amount'), value: formatMoney(voucher.amount), copy: bankAmountText(voucher.amount), mono: true },
    { label: t('confirmation.transfer.payBy'), value: formatDate(voucher.payBy, 'weekdayDateTime') },
  ]
}

/**
 * The OXXO voucher or SPEI transfer a customer chose in Stripe's card form, again: what to pay, where and by when, and
 * Stripe's own page for it (the printable voucher, the transfer instructions), opened in a new tab.
 */
export function StripeVoucherCard({ voucher }: { voucher: StripeVoucher }) {
  const { t } = useTranslation()
  const formatters = useFormatters()
  const titleId = useId()
  const stripePage = voucher.kind === 'oxxo' ? voucher.voucherUrl : voucher.instructionsUrl
  return (
    <Card role="region" aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="font-semibold">
        {t(`confirmation.stripeVoucher.${voucher.kind}.title`)}
      </h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {t(`confirmation.stripeVoucher.${voucher.kind}.intro`, {
          amount: formatters.formatMoney(voucher.amount),
          date: formatters.formatDate(voucher.payBy, 'weekdayDateTime'),
        })}
      </p>
      <PaymentDetailList details={voucherDetails(voucher, t, formatters)} />
      {stripePage && (
        <Button variant="secondary" asChild className="h-auto min-h-10 py-2 sm:justify-self-start">
          <NewTabLink href={stripePage}>{t(`confirmation.stripeVoucher.${voucher.kind}.open`)}</NewTabLink>
        </Button>
      )}
    </Card>
  )
}
