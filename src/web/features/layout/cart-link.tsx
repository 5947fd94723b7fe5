import { ShoppingCart } from 'lucide-react'
import { Link } from 'wouter'
import { cartQuantity } from '../../../domain/orders/cart'
import { useTranslation } from '../../i18n/use-translation'
import { useCart } from '../../lib/cart-store'

export function CartLink() {
  const { t } = useTranslation()
  const quantity = cartQuantity(useCart())
  return (
    <Link
      href="/cart"
      aria-label={t('layout.cartWithCount', { count: quantity })}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-lg text-crust-900 hover:bg-crust-100 dark:text-stone-100 dark:hover:bg-stone-800"
    >
      <ShoppingCart className="h-5 w-5" aria-hidden />
      {quantity > 0 && (
        <span
          aria-hidden
          className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-crust-700 px-1 text-xs font-bold text-white dark:bg-crust-400 dark:text-stone-950"
        >
          {quantity}
        </span>
      )}
    </Link>
  )
}
