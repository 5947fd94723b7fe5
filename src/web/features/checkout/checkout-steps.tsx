import { Check } from 'lucide-react'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'
import type { CheckoutStep } from './checkout-state'

const STEPS = [1, 2, 3] as const

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation()
  return (
    <ol aria-label={t('checkout.stepsLabel')} className="grid grid-cols-3 gap-2">
      {STEPS.map((step) => (
        <li
          key={step}
          aria-current={step === current ? 'step' : undefined}
          className={cn(
            'border-b-4 px-2 py-2 text-center text-sm font-medium',
            step === current && 'border-crust-700 text-crust-900 dark:border-crust-400 dark:text-crust-100',
            step < current && 'border-crust-500 text-stone-700 dark:border-crust-700 dark:text-stone-200',
            step > current && 'border-crust-200 text-stone-600 dark:border-stone-700 dark:text-stone-300',
          )}
        >
          <span className="sr-only">{t('checkout.stepOf', { current: step, total: STEPS.length })}: </span>
          {step < current && <Check className="mr-1 inline h-4 w-4 align-[-3px] text-crust-700 dark:text-crust-400" aria-hidden />}
          {t(`checkout.step${step}`)}
          {step < current && <span className="sr-only"> ({t('checkout.stepDone')})</span>}
        </li>
      ))}
    </ol>
  )
}
