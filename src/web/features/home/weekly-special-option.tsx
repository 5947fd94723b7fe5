import type { PackPrice } from '../../../domain/catalog/product-schemas'
import { RadioTile } from '../../components/ui/radio-tile'
import { useTranslation } from '../../i18n/use-translation'
import { weeklySpecialTierText } from './weekly-special-tier-text'

type WeeklySpecialOptionProps = {
  /** What the checkbox says: the spec's words for its special pastry, the special's own name for any other product. */
  addLabel: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** The special's packs as staff priced them. */
  packs: readonly PackPrice[]
  tier: PackPrice
  onTierChange: (tier: PackPrice) => void
}

export function WeeklySpecialOption({ addLabel, checked, onCheckedChange, packs, tier, onTierChange }: WeeklySpecialOptionProps) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-3 rounded-lg border border-dashed border-crust-300 p-4 dark:border-stone-700">
      <p className="font-medium">{t('home.order.weeklySpecialTitle')}</p>
      <label className="flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="h-5 w-5 shrink-0 accent-crust-700 dark:accent-crust-400"
        />
        {addLabel}
      </label>
      {checked && (
        <fieldset>
          <legend className="mb-2 text-sm">{t('home.order.weeklySpecialQuantity')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {packs.map((option) => (
              <RadioTile
                key={option.count}
                name="weekly-special-pack"
                value={String(option.count)}
                checked={tier.count === option.count}
                onSelect={() => onTierChange(option)}
                padding="tight"
                className="text-sm"
              >
                {weeklySpecialTierText(t, option)}
              </RadioTile>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  )
}
