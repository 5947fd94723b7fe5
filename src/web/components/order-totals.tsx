import { type Cents, toPesos } from '../../domain/money'
import type { OrderAmounts } from '../../domain/orders/tax-policy'
import { useTranslation } from '../i18n/use-translation'
import { useFormatters } from '../lib/format'
import { Skeleton } from './ui/skeleton'

type OrderTotalsProps = {
  /** undefined while the shop's tax setting loads. */
  amounts: OrderAmounts | undefined
  /** The rate of the tax line; 0 or undefined: no tax line. */
  taxPercent: number | undefined
  /** The owner says catalogue prices include IVA: a note says so. */
  pricesIncludeTax?: boolean
}

/** Subtotal, tax and total as the cart, the checkout and the confirmation show them, from the domain's amounts. */
export function OrderTotals({ amounts, taxPercent, pricesIncludeTax = false }: OrderTotalsProps) {
  const { t } = useTranslation()
  const { formatMoney, formatMoneyMxn } = useFormatters()
  if (!amounts) return <Skeleton className="h-20 w-full" />
  const taxAdded = taxPercent !== undefined && taxPercent > 0
  const rows: Array<{ label: string; cents: Cents }> = [{ label: t('cart.subtotal'), cents: amounts.subtotalCents }]
  if (taxAdded) rows.push({ label: t('cart.tax', { percent: taxPercent }), cents: amounts.taxCents })
  return (
    <div className="grid gap-2">
      <dl className="grid gap-2">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between">
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{formatMoney(toPesos(row.cents))}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-crust-100 pt-2 text-lg font-bold dark:border-stone-700">
          <dt>{t('cart.total')}</dt>
          <dd className="tabular-nums">{formatMoneyMxn(toPesos(amounts.totalCents))}</dd>
        </div>
      </dl>
      {pricesIncludeTax && <p className="text-sm text-stone-600 dark:text-stone-300">{t('cart.pricesIncludeTax')}</p>}
    </div>
  )
}
