import type { Translate } from '../i18n/translator'
import { useTranslation } from '../i18n/use-translation'
import { useFormatters } from './format'
import { useSizeName } from './use-size-name'

type Customizations = Readonly<Record<string, unknown>>
type Describe = (customizations: Customizations, unitPrice: number) => string | undefined

function text(value: unknown): string | undefined {
  return value === undefined || value === null || value === '' ? undefined : String(value)
}

/** The choices a cart or order line shows under its name, in this order ('cart.choice_<key>' labels them). */
function describers(
  t: Translate,
  formatDate: (value: string, style: 'long') => string,
  sizeName: (size: string) => string,
): Record<string, Describe> {
  return {
    breadFormat: ({ breadFormat }) => text(breadFormat) && t(`home.order.${breadFormat === 'sliced' ? 'sliced' : 'whole'}`),
    size: ({ size }) => text(size) && sizeName(String(size)),
    flavor: ({ flavor }) => text(flavor) && t(`catalog.flavorNames.${flavor}`, { defaultValue: String(flavor) }),
    // The weekly special's pack size is its own choice ('3'); the English tier text stored beside it is a fallback.
    priceTier: ({ quantity, priceTier }, unitPrice) =>
      Number(quantity) > 0 ? t('home.order.tier', { count: Number(quantity), price: t('money.mxn', { amount: unitPrice }) }) : text(priceTier),
    specialInstructions: ({ specialInstructions }) => text(specialInstructions),
    pickupDate: ({ pickupDate }) => text(pickupDate) && formatDate(String(pickupDate), 'long'),
  }
}

/**
 * A line's customizations as 'Format: Sliced', 'Pack: 3 for $150 MXN'… in the active language, for the cart and the
 * order confirmation. `unitPrice` (pesos) is the price of one unit of the line: for a weekly special, one pack.
 */
export function useLineChoices(): (customizations: Customizations, unitPrice: number) => string[] {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const described = describers(t, formatDate, useSizeName())
  return (customizations, unitPrice) =>
    Object.entries(described).flatMap(([key, describeChoice]) => {
      const value = describeChoice(customizations, unitPrice)
      return value === undefined ? [] : [t(`cart.choice_${key}`, { value })]
    })
}
