import { STANDING_PAYMENT_METHODS, type StandingPaymentMethod } from '../../domain/regulars/standing-order-schemas'
import { useTranslation } from '../i18n/use-translation'
import { RadioTile } from './ui/radio-tile'

type WeeklyPaymentChoiceProps = { name: string; legend: string; value: StandingPaymentMethod; onChange: (method: StandingPaymentMethod) => void }

/** Cash on pickup or bank transfer: how an order the shop places later for the customer is paid (no card, nobody is there to pay). */
export function WeeklyPaymentChoice({ name, legend, value, onChange }: WeeklyPaymentChoiceProps) {
  const { t } = useTranslation()
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {STANDING_PAYMENT_METHODS.map((method) => (
          <RadioTile key={method} name={name} value={method} checked={value === method} onSelect={() => onChange(method)}>
            {t(`regulars.payment.${method}`)}
          </RadioTile>
        ))}
      </div>
    </fieldset>
  )
}
