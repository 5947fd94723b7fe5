import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { CartTotals } from '../../../domain/orders/cart'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { OrderTotals } from './order-totals'

type CartSummaryCardProps = { totals: CartTotals | undefined; taxPercent: number; pricesIncludeTax: boolean }

export function CartSummaryCard({ totals, taxPercent, pricesIncludeTax }: CartSummaryCardProps) {
  const { t } = useTranslation()
  return (
    <Card className="grid gap-4">
      <h2 className="text-lg font-semibold">{t('cart.summary')}</h2>
      <OrderTotals amounts={totals} taxPercent={taxPercent} pricesIncludeTax={pricesIncludeTax} />
      <Button size="lg" asChild>
        <Link href="/checkout">{t('cart.proceed')}</Link>
      </Button>
    </Card>
  )
}
