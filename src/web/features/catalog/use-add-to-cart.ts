import type { Product } from '../../../domain/catalog/product-schemas'
import { toPesos } from '../../../domain/money'
import type { CartCustomizations } from '../../../domain/orders/cart'
import { unitPriceCents } from '../../../domain/orders/pricing'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { cart } from '../../lib/cart-store'
import { useCatalogueText } from '../../lib/use-catalogue-text'

/** Adds a product line and toasts 'Added to cart!' (spec §4). */
export function useAddToCart() {
  const { t } = useTranslation()
  const toast = useToast()
  const text = useCatalogueText()
  return (product: Product, quantity: number, customizations: CartCustomizations = {}) => {
    cart.add({
      id: product.id,
      name: product.name,
      nameEs: product.nameEs,
      price: toPesos(unitPriceCents(product, customizations)),
      quantity,
      imageUrl: product.imageUrl,
      customizations,
    })
    toast({ title: t('catalog.addedTitle'), description: t('catalog.addedText', { count: quantity, name: text.name(product) }), variant: 'success' })
  }
}
