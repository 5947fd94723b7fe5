import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { Product } from '../../../domain/catalog/product-schemas'
import { toPesos } from '../../../domain/money'
import { unitPriceCents, type WeeklySpecialTier } from '../../../domain/orders/pricing'
import { useToast } from '../../components/ui/toaster'
import { cart, setWeeklySpecialFlag } from '../../lib/cart-store'

/** Spec §4 'Pre-order flow': the redirect waits about 100 ms so the toast is seen. */
export const PRE_ORDER_REDIRECT_DELAY_MS = 100

export type PreOrderChoice = {
  breadFormat: 'whole' | 'sliced'
  quantity: number
  specialInstructions: string
  weeklySpecial: WeeklySpecialTier | null
}

export function useStartPreOrder(sourdough: Product | undefined, weeklySpecial: Product | undefined) {
  const { t } = useTranslation()
  const toast = useToast()
  const [, navigate] = useLocation()
  return (choice: PreOrderChoice) => {
    if (!sourdough) return
    cart.clear()
    cart.add({
      id: sourdough.id,
      name: sourdough.name,
      price: toPesos(unitPriceCents(sourdough, { breadFormat: choice.breadFormat })),
      quantity: choice.quantity,
      imageUrl: sourdough.imageUrl,
      customizations: { breadFormat: choice.breadFormat, specialInstructions: choice.specialInstructions || undefined },
    })
    if (choice.weeklySpecial && weeklySpecial) {
      const pack = String(choice.weeklySpecial.count) as '1' | '3' | '6'
      cart.add({
        id: weeklySpecial.id,
        name: weeklySpecial.name,
        price: toPesos(unitPriceCents(weeklySpecial, { quantity: pack })),
        quantity: 1,
        imageUrl: weeklySpecial.imageUrl,
        customizations: { quantity: pack, priceTier: `${choice.weeklySpecial.count} for $${choice.weeklySpecial.price}` },
      })
    }
    setWeeklySpecialFlag(choice.weeklySpecial !== null)
    toast({ title: t('home.order.startedTitle'), description: t('home.order.startedText'), variant: 'success' })
    setTimeout(() => {
      navigate('/checkout')
      window.scrollTo({ top: 0 })
    }, PRE_ORDER_REDIRECT_DELAY_MS)
  }
}
