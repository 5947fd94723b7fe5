import { ShoppingCart } from 'lucide-react'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'

export function EmptyCart() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-3 py-16 text-center">
      <ShoppingCart className="h-12 w-12 text-crust-400" aria-hidden />
      <p className="text-xl font-semibold">{t('cart.emptyTitle')}</p>
      <p className="text-stone-600 dark:text-stone-300">{t('cart.emptyText')}</p>
      <Button asChild className="mt-2">
        <Link href="/products">{t('cart.browse')}</Link>
      </Button>
    </div>
  )
}
