import { useQuery } from '@tanstack/react-query'
import { type Cents, toPesos } from '../../../domain/money'
import { addedTaxPercent, DEFAULT_TAX_POLICY, orderAmounts } from '../../../domain/orders/tax-policy'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'
import { settingsQueries } from '../../lib/queries/settings'

export type SummaryLine = { label: string; cents: Cents }

type PreOrderSummaryProps = { lines: SummaryLine[]; subtotalCents: Cents; onProceed: () => void; canProceed: boolean }

/**
 * The pre-order's lines and the amount to pay under the owner's tax setting, so the total shown here is the
 * total the checkout and the charge will show (with tax added on top, its line appears here too).
 */
export function PreOrderSummary({ lines, subtotalCents, onProceed, canProceed }: PreOrderSummaryProps) {
  const { t } = useTranslation()
  const settings = useQuery(settingsQueries.shop())
  const policy = settings.data ? { taxMode: settings.data.taxMode, taxPercent: settings.data.taxPercent } : DEFAULT_TAX_POLICY
  const amounts = orderAmounts(subtotalCents, policy)
  const taxPercent = addedTaxPercent(policy)
  const rows = taxPercent > 0 ? [...lines, { label: t('cart.tax', { percent: taxPercent }), cents: amounts.taxCents }] : lines
  return (
    <div className="grid gap-4 rounded-xl bg-crust-100 p-5 dark:bg-stone-800">
      <h3 className="font-semibold">{t('home.order.summary')}</h3>
      <ul className="grid gap-2 text-sm">
        {rows.map((line) => (
          <li key={line.label} className="flex justify-between gap-4">
            <span>{line.label}</span>
            <span className="tabular-nums">{t('money.mxnWithCents', { amount: toPesos(line.cents) })}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-crust-300 pt-3 text-lg font-bold dark:border-stone-600" aria-live="polite">
        <span>{t('home.order.total')}</span>
        <span className="tabular-nums">{t('money.mxnWithCents', { amount: toPesos(amounts.totalCents) })}</span>
      </p>
      <Button size="lg" disabled={!canProceed} onClick={onProceed}>
        {t('home.order.proceed')}
      </Button>
    </div>
  )
}
