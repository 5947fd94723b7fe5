import { RadioTile } from '../../components/ui/radio-tile'

type OptionPickerProps = { name: string; label: string; options: readonly string[]; value: string | undefined; onChange: (value: string) => void }

/** Size or flavour: optional, so nothing is chosen at first. */
export function OptionPicker({ name, label, options, value, onChange }: OptionPickerProps) {
  return (
    <fieldset>
      <legend className="mb-2 font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <RadioTile key={option} name={name} value={option} checked={value === option} onSelect={onChange} className="text-sm">
            {option}
          </RadioTile>
        ))}
      </div>
    </fieldset>
  )
}
