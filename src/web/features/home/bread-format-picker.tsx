import { toPesos } from '../../../domain/money'
import { RadioTile } from '../../components/ui/radio-tile'
import { useTranslation } from '../../i18n/use-translation'

export type BreadFormat = 'whole' | 'sliced'
const FORMATS: readonly BreadFormat[] = ['whole', 'sliced']

type BreadFormatPickerProps = { value: BreadFormat; onChange: (value: BreadFormat) => void; pricesCents: Record<BreadFormat, number> }

export function BreadFormatPicker({ value, onChange, pricesCents }: BreadFormatPickerProps) {
  const { t } = useTranslation()
  return (
    <fieldset>
      <legend className="mb-2 font-medium">{t('home.order.format')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {FORMATS.map((format) => (
          <RadioTile key={format} name="bread-format" value={format} checked={value === format} onSelect={() => onChange(format)} padding="roomy">
            <span className="grid">
              <span className="font-medium">{t(`home.order.${format}`)}</span>
              <span className="text-sm text-stone-600 dark:text-stone-300">{t('money.mxn', { amount: toPesos(pricesCents[format]) })}</span>
            </span>
          </RadioTile>
        ))}
      </div>
    </fieldset>
  )
}
