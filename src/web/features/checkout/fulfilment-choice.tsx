import { useId } from 'react'
import { mapLink } from '../../../domain/shop/map-link'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group'
import { useTranslation } from '../../i18n/use-translation'

const OPTIONS = [
  { value: 'pickup', note: 'pickupNote' },
  { value: 'delivery', note: 'deliveryNote' },
] as const

type FulfilmentChoiceProps = {
  isDelivery: boolean
  onChange: (isDelivery: boolean) => void
  /** The pickup and delivery hours ('9:00 AM - 5:00 PM') and where pickups are collected, from the shop's settings. */
  hours: string
  shopAddress: string | undefined
}

/** Pickup (default) or Delivery, each with its note; a pickup names the place, with a map link. */
export function FulfilmentChoice({ isDelivery, onChange, hours, shopAddress }: FulfilmentChoiceProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium">{t('checkout.date.method')}</legend>
      <RadioGroup
        value={isDelivery ? 'delivery' : 'pickup'}
        onValueChange={(value) => onChange(value === 'delivery')}
        aria-label={t('checkout.date.method')}
      >
        {OPTIONS.map((option) => (
          <div key={option.value} className="flex gap-3 rounded-lg border border-crust-200 p-3 dark:border-stone-700">
            <RadioGroupItem id={`${id}-${option.value}`} value={option.value} aria-describedby={`${id}-${option.value}-note`} className="mt-0.5" />
            <div className="grid gap-1">
              <label htmlFor={`${id}-${option.value}`} className="cursor-pointer font-medium">
                {t(`checkout.date.${option.value}`)}
              </label>
              <p id={`${id}-${option.value}-note`} className="text-sm text-stone-600 dark:text-stone-300">
                {t(`checkout.date.${option.note}`, { hours })}
              </p>
              {option.value === 'pickup' && shopAddress && (
                <p className="text-sm">
                  {t('checkout.date.pickupPlace', { address: shopAddress })}{' '}
                  <NewTabLink href={mapLink(shopAddress)} className="underline">
                    {t('checkout.date.mapLink')}
                  </NewTabLink>
                </p>
              )}
            </div>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  )
}
