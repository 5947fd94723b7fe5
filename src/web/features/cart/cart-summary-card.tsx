import { Link } from 'wouter'
import { toPesos } from '../../../domain/money'
import type { CartTotals } from '../../../domain/orders/cart'
import { OrderTotals } from '../../components/order-totals'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'

type CartSummaryCardProps = {
  totals: CartTotals | undefined
  taxPercent: number
  pricesIncludeTax: boolean
  /** The spec's tax line is shown here only: what the checkout will charge, said beside it. */
  chargedCents?: number
}

export function CartSummaryCard({ totals, taxPercent, pricesIncludeTax, chargedCents }: CartSummaryCardProps) {
  const { t } = useTranslation()
  const { formatMoneyMxn } = useFormatters()
  return (
    <Card className="grid gap-4">
      <h2 className="text-lg font-semibold">{t('cart.summary')}</h2>
      <OrderTotals amounts={totals} taxPercent={taxPercent} pricesIncludeTax={pricesIncludeTax} />
      {chargedCents !== undefined && (
        <p className="text-sm text-stone-600 dark:text-stone-300">{t('cart.taxShownOnly', { amount: formatMoneyMxn(toPesos(chargedCents)) })}</p>
      )}
      <Button size="lg" asChild>
        <Link href="/checkout">{t('cart.proceed')}</Link>
      </Button>
    </Card>
  )
}
