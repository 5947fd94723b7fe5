import { Clock, ShoppingCart } from 'lucide-react'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { availabilityKind, flavorsFor, prepTimeOf, sizesFor } from '../../../domain/catalog/customization-options'
import type { Product } from '../../../domain/catalog/product-schemas'
import { toPesos } from '../../../domain/money'
import { unitPriceCents } from '../../../domain/orders/pricing'
import { JoinWaitlist } from '../../components/join-waitlist'
import { Button } from '../../components/ui/button'
import { QuantityStepper } from '../../components/ui/quantity-stepper'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useSizeName } from '../../lib/use-size-name'
import { OptionPicker } from './option-picker'
import { PickupDayPicker } from './pickup-day-picker'
import { canAddOn, ProductDayNote } from './product-day-note'
import { useAddToCart } from './use-add-to-cart'
import { useProductDayOffer } from './use-product-day-offer'

export function ProductPurchasePanel({ product }: { product: Product }) {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  const addToCart = useAddToCart()
  const [, navigate] = useLocation()
  const [quantity, setQuantity] = useState(1)
  const [size, setSize] = useState<string>()
  const [flavor, setFlavor] = useState<string>()
  const sizes = sizesFor(product.categoryId)
  const flavors = flavorsFor(product.categoryId)
  const prep = prepTimeOf(product.prepTime)
  const text = useCatalogueText()
  const sizeName = useSizeName()
  const offer = useProductDayOffer()(product)
  const left = offer?.kind === 'available' ? offer.left : undefined
  const addable = product.inStock && canAddOn(offer)
  // What the stepper shows is what goes in the cart: never more than the chosen day has left.
  const shown = Math.min(quantity, left ?? quantity)
  return (
    // A long unbroken word staff typed (a link in the description) wraps rather than widening the page.
    <div className="grid content-start gap-5 wrap-anywhere">
      <h1 className="font-serif text-3xl font-bold text-crust-950 dark:text-crust-50">{text.name(product)}</h1>
      <p className="text-2xl font-semibold text-crust-800 dark:text-crust-300">{formatMoney(toPesos(unitPriceCents(product, { size })))}</p>
      <p className="text-stone-700 dark:text-stone-300">{text.description(product)}</p>
      <ul className="flex flex-wrap gap-2">
        {product.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-crust-100 px-3 py-1 text-sm text-crust-900 dark:bg-stone-800 dark:text-crust-100">
            {text.tag(tag, [product])}
          </li>
        ))}
      </ul>
      <div className="grid gap-1 text-sm text-stone-700 dark:text-stone-300">
        <p className="flex items-center gap-2">
          <Clock className="h-4 w-4" aria-hidden />
          {prep.unit === 'hours'
            ? t('catalog.detail.prepTime_hours', { count: prep.value })
            : t('catalog.detail.prepTime_minutes', { value: prep.value })}
        </p>
        <p>
          {t(`catalog.detail.availability_${availabilityKind(product.availabilityDays)}`)} ·{' '}
          {t(product.inStock ? 'catalog.detail.inStock' : 'catalog.detail.outOfStock')}
        </p>
      </div>
      <div className="grid gap-2">
        <PickupDayPicker />
        <ProductDayNote offer={offer} />
        {offer && (offer.kind === 'sold_out' || offer.dayFull) && <JoinWaitlist product={product} date={offer.date} />}
      </div>
      {sizes.length > 0 && (
        <OptionPicker
          name="size"
          label={t('catalog.detail.size')}
          options={sizes}
          value={size}
          onChange={setSize}
          // Once some sizes have prices of their own, every tile says its price (the others sell at the product's).
          display={(option) =>
            product.sizePrices?.length ? `${sizeName(option)} · ${formatMoney(toPesos(unitPriceCents(product, { size: option })))}` : sizeName(option)
          }
        />
      )}
      {flavors.length > 0 && (
        <OptionPicker
          name="flavor"
          label={t('catalog.detail.flavor')}
          options={flavors}
          value={flavor}
          onChange={setFlavor}
          display={(option) => t(`catalog.flavorNames.${option}`, { defaultValue: option })}
        />
      )}
      <div className="grid gap-2">
        <span className="font-medium">{t('catalog.detail.quantity')}</span>
        <QuantityStepper
          value={shown}
          onChange={setQuantity}
          max={left}
          decreaseLabel={t('catalog.detail.decrease')}
          increaseLabel={t('catalog.detail.increase')}
          valueLabel={t('catalog.detail.quantity')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button size="lg" disabled={!addable} onClick={() => addToCart(product, shown, { size, flavor })}>
          <ShoppingCart className="h-5 w-5" aria-hidden />
          {t('catalog.detail.addToCart')}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          disabled={!addable}
          onClick={() => {
            addToCart(product, shown, { size, flavor })
            navigate('/checkout')
          }}
        >
          {t('catalog.detail.preOrder')}
        </Button>
      </div>
    </div>
  )
}
