import { useTranslation } from '../i18n/use-translation'
import type { OfferedPayment } from '../lib/use-offered-payment'
import { RadioTile } from './ui/radio-tile'

type WeeklyPaymentChoiceProps = { name: string; legend: string; payment: OfferedPayment }

/** Cash on pickup or bank transfer: how an order the shop places later for the customer is paid (no card, nobody is there to pay). */
export function WeeklyPaymentChoice({ name, legend, payment }: WeeklyPaymentChoiceProps) {
  const { t } = useTranslation()
  // With cash the only way the shop takes, the choice says so instead.
  if (payment.methods.length < 2) {
    return (
      <div className="grid gap-1">
        <p className="text-sm font-medium">{legend}</p>
        <p className="text-sm text-stone-600 dark:text-stone-300">{t('regulars.cashOnly')}</p>
      </div>
    )
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {payment.methods.map((method) => (
          <RadioTile key={method} name={name} value={method} checked={payment.paymentMethod === method} onSelect={() => payment.choose(method)}>
            {t(`regulars.payment.${method}`)}
          </RadioTile>
        ))}
      </div>
    </fieldset>
  )
}
