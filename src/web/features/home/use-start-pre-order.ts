import { useLocation } from 'wouter'
import type { Product } from '../../../domain/catalog/product-schemas'
import { type PreOrder, preOrderLines } from '../../../domain/orders/pricing'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { cart, setWeeklySpecialFlag } from '../../lib/cart-store'

/** Spec §4 'Pre-order flow': the redirect waits about 100 ms so the toast is seen. */
export const PRE_ORDER_REDIRECT_DELAY_MS = 100

export function useStartPreOrder(sourdough: Product | undefined, weeklySpecial: Product | undefined) {
  const { t } = useTranslation()
  const toast = useToast()
  const [, navigate] = useLocation()
  return (preOrder: PreOrder) => {
    if (!sourdough) return
    cart.startWith(preOrderLines(preOrder, sourdough, weeklySpecial))
    setWeeklySpecialFlag(preOrder.weeklySpecial !== null)
    toast({ title: t('home.order.startedTitle'), description: t('home.order.startedText'), variant: 'success' })
    setTimeout(() => {
      navigate('/checkout')
      window.scrollTo({ top: 0 })
    }, PRE_ORDER_REDIRECT_DELAY_MS)
  }
}
