import type { ProductDayOffer } from '../../../domain/planning/product-day-offer'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'
import { useFormatters } from '../../lib/format'

/** 'Quedan 3', 'Agotado para el sábado 28 de noviembre': a product on the pickup day the visitor chose. */
export function ProductDayNote({ offer, className }: { offer: (ProductDayOffer & { date: string }) | undefined; className?: string }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  if (!offer || (offer.kind === 'available' && offer.left === undefined)) return null
  const date = formatDate(offer.date, 'weekdayDay')
  const text =
    offer.kind === 'available'
      ? t('catalog.pickupDay.left', { count: offer.left })
      : t(offer.kind === 'sold_out' ? 'catalog.pickupDay.soldOut' : 'catalog.pickupDay.unavailable', { date })
  return (
    <p
      className={cn(
        'text-sm font-medium',
        offer.kind === 'available' ? 'text-amber-800 dark:text-amber-300' : 'text-red-800 dark:text-red-300',
        className,
      )}
    >
      {text}
    </p>
  )
}

/** Whether the chosen day allows adding the product at all. */
export function canAddOn(offer: ProductDayOffer | undefined): boolean {
  return offer === undefined || offer.kind === 'available'
}
