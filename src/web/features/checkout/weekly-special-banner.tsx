import { useQuery } from '@tanstack/react-query'
import { Sparkles } from 'lucide-react'
import { offeredWeeklySpecial, packLine } from '../../../domain/orders/pricing'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'
import { cart, declinedWeeklySpecial, setWeeklySpecialFlag, useCart } from '../../lib/cart-store'
import { useFormatters } from '../../lib/format'
import { productQueries } from '../../lib/queries/catalogue'

/** Shown when the visitor declined the weekly special on the home page and the cart holds none. */
export function WeeklySpecialBanner() {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  const lines = useCart()
  const products = useQuery(productQueries.list())
  const special = offeredWeeklySpecial(products.data)
  // Packs are kept smallest first (the server sorts them).
  const smallestPack = special?.packs?.[0]
  if (!special || !smallestPack || !declinedWeeklySpecial() || lines.some((line) => line.id === special.id)) return null
  const line = packLine(special, smallestPack)
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
        {t('checkout.upsellButton', { count: smallestPack.count, price: formatMoney(line.price) })}
      </Button>
    </aside>
  )
}
