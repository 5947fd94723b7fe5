import type { PickupWindow } from '../../../domain/planning/pickup-windows'
import { windowLabel } from '../../../domain/planning/pickup-windows'
import { RadioTile } from '../../components/ui/radio-tile'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'

type PickupWindowChoiceProps = {
  windows: readonly PickupWindow[]
  value: string
  onChange: (label: string) => void
  /** Orders each limited window still takes on the chosen day, by label. */
  left: Readonly<Record<string, number>> | undefined
}

/** The shop's pickup (or delivery) windows; the first is pre-selected, a full one cannot be chosen. */
export function PickupWindowChoice({ windows, value, onChange, left }: PickupWindowChoiceProps) {
  const { t } = useTranslation()
  const { formatTimeSlot } = useFormatters()
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium">{t('checkout.date.window')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {windows.map((window) => {
          const label = windowLabel(window)
          const full = left?.[label] === 0
          return (
            <RadioTile
              key={label}
              name="pickup-window"
              value={label}
              checked={value === label}
              disabled={full}
              onSelect={() => onChange(label)}
              padding="tight"
              className="text-sm"
            >
              {full ? t('checkout.date.windowFull', { window: formatTimeSlot(label) }) : formatTimeSlot(label)}
            </RadioTile>
          )
        })}
      </div>
    </fieldset>
  )
}
