import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { toPesos } from '../../../domain/money'
import type { CartTotals } from '../../../domain/orders/cart'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { useFormatters } from '../../lib/format'

export function CartSummaryCard({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation()
  const { formatMoney, formatMoneyMxn } = useFormatters()
  const rows = [
    { label: t('cart.subtotal'), cents: totals.subtotalCents },
    { label: t('cart.tax'), cents: totals.taxCents },
  ]
  return (
    <Card className="grid gap-4">
      <h2 className="text-lg font-semibold">{t('cart.summary')}</h2>
      <dl className="grid gap-2">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between">
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{formatMoney(toPesos(row.cents))}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-crust-100 pt-2 text-lg font-bold dark:border-stone-700">
          <dt>{t('cart.total')}</dt>
          <dd className="tabular-nums">{formatMoneyMxn(toPesos(totals.totalCents))}</dd>
        </div>
      </dl>
      <Button size="lg" asChild>
        <Link href="/checkout">{t('cart.proceed')}</Link>
      </Button>
    </Card>
  )
}
