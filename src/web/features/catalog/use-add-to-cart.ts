import { useTranslation } from 'react-i18next'
import type { Product } from '../../../domain/catalog/product-schemas'
import { toPesos } from '../../../domain/money'
import type { CartCustomizations } from '../../../domain/orders/cart'
import { unitPriceCents } from '../../../domain/orders/pricing'
import { useToast } from '../../components/ui/toaster'
import { cart } from '../../lib/cart-store'

/** Adds a product line and toasts 'Added to cart!' (spec §4). */
export function useAddToCart() {
  const { t } = useTranslation()
  const toast = useToast()
  return (product: Product, quantity: number, customizations: CartCustomizations = {}) => {
    cart.add({
      id: product.id,
      name: product.name,
      price: toPesos(unitPriceCents(product, customizations)),
      quantity,
      imageUrl: product.imageUrl,
      customizations,
    })
    toast({ title: t('catalog.addedTitle'), description: t('catalog.addedText', { count: quantity, name: product.name }), variant: 'success' })
  }
}
