import { STANDING_PAYMENT_METHODS, type StandingPaymentMethod } from '../../domain/regulars/standing-order-schemas'
import { useTranslation } from '../i18n/use-translation'
import { RadioTile } from './ui/radio-tile'

type WeeklyPaymentChoiceProps = {
  name: string
  legend: string
  value: StandingPaymentMethod
  onChange: (method: StandingPaymentMethod) => void
  /** The ways the shop takes now (useOfferedPayment): with cash the only one, the choice says so instead. */
  methods?: readonly StandingPaymentMethod[]
}

/** Cash on pickup or bank transfer: how an order the shop places later for the customer is paid (no card, nobody is there to pay). */
export function WeeklyPaymentChoice({ name, legend, value, onChange, methods = STANDING_PAYMENT_METHODS }: WeeklyPaymentChoiceProps) {
  const { t } = useTranslation()
  if (methods.length < 2) {
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
        {methods.map((method) => (
          <RadioTile key={method} name={name} value={method} checked={value === method} onSelect={() => onChange(method)}>
            {t(`regulars.payment.${method}`)}
          </RadioTile>
        ))}
      </div>
    </fieldset>
  )
}
