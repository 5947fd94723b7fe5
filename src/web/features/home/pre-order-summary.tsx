import { useTranslation } from 'react-i18next'
import { toPesos } from '../../../domain/money'
import { Button } from '../../components/ui/button'

export type SummaryLine = { label: string; cents: number }

export function PreOrderSummary({ lines, onProceed, canProceed }: { lines: SummaryLine[]; onProceed: () => void; canProceed: boolean }) {
  const { t } = useTranslation()
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0)
  return (
    <div className="grid gap-4 rounded-xl bg-crust-100 p-5 dark:bg-stone-800">
      <h3 className="font-semibold">{t('home.order.summary')}</h3>
      <ul className="grid gap-2 text-sm">
        {lines.map((line) => (
          <li key={line.label} className="flex justify-between gap-4">
            <span>{line.label}</span>
            <span className="tabular-nums">{t('money.mxn', { amount: toPesos(line.cents) })}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-crust-300 pt-3 text-lg font-bold dark:border-stone-600" aria-live="polite">
        <span>{t('home.order.total')}</span>
        <span className="tabular-nums">{t('money.mxn', { amount: toPesos(totalCents) })}</span>
      </p>
      <Button size="lg" disabled={!canProceed} onClick={onProceed}>
        {t('home.order.proceed')}
      </Button>
    </div>
  )
}
