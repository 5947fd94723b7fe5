import type { ComponentProps } from 'react'
import type { StandingPaymentMethod } from '../../../domain/regulars/standing-order-schemas'
import { WeeklyPaymentChoice } from '../../components/weekly-payment-choice'
import { useTranslation } from '../../i18n/use-translation'

type StandingPaymentChoiceProps = ComponentProps<typeof WeeklyPaymentChoice> & { methods: readonly StandingPaymentMethod[] }

/** The weekly payment choice while the shop takes more than one way; with cash the only one, it says so instead. */
export function StandingPaymentChoice({ methods, ...choice }: StandingPaymentChoiceProps) {
  const { t } = useTranslation()
  if (methods.length > 1) return <WeeklyPaymentChoice {...choice} />
  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium">{choice.legend}</p>
      <p className="text-sm text-stone-600 dark:text-stone-300">{t('regulars.cashOnly')}</p>
    </div>
  )
}
