import { useQuery } from '@tanstack/react-query'
import { Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { WEEKLY_SPECIAL_PRODUCT_ID, WEEKLY_SPECIAL_TIERS, weeklySpecialLine } from '../../../domain/orders/pricing'
import { Button } from '../../components/ui/button'
import { cart, declinedWeeklySpecial, setWeeklySpecialFlag, useCart } from '../../lib/cart-store'
import { useFormatters } from '../../lib/format'
import { productQueries } from '../../lib/shop-queries'

/** Shown when the visitor declined the weekly special on the home page and the cart holds none. */
export function WeeklySpecialBanner() {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  const lines = useCart()
  const products = useQuery(productQueries.list())
  const special = products.data?.find((product) => product.id === WEEKLY_SPECIAL_PRODUCT_ID)
  if (!special || !declinedWeeklySpecial() || lines.some((line) => line.id === WEEKLY_SPECIAL_PRODUCT_ID)) return null
  const line = weeklySpecialLine(special, WEEKLY_SPECIAL_TIERS[0])
  const add = () => {
    cart.add(line)
    setWeeklySpecialFlag(true)
  }
  return (
    <aside className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-crust-300 bg-crust-100 p-4 dark:border-stone-700 dark:bg-stone-800">
      <div className="flex gap-3">
        <Sparkles className="h-5 w-5 shrink-0 text-crust-700 dark:text-crust-300" aria-hidden />
        <div>
          <p className="font-semibold">{t('checkout.upsellTitle')}</p>
          <p className="text-sm">{t('checkout.upsellText')}</p>
        </div>
      </div>
      <Button size="sm" onClick={add}>
        {t('checkout.upsellButton', { price: formatMoney(line.price) })}
      </Button>
    </aside>
  )
}
