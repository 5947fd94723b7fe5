import { RadioTile } from '../../components/ui/radio-tile'

type OptionPickerProps = {
  name: string
  label: string
  options: readonly string[]
  value: string | undefined
  onChange: (value: string) => void
  /** How an option reads on screen; the stored value stays the catalogue's own (English) word. */
  display?: (option: string) => string
}

/** Size or flavour: optional, so nothing is chosen at first. */
export function OptionPicker({ name, label, options, value, onChange, display = (option) => option }: OptionPickerProps) {
  return (
    <fieldset>
      <legend className="mb-2 font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <RadioTile key={option} name={name} value={option} checked={value === option} onSelect={onChange} className="text-sm">
            {display(option)}
          </RadioTile>
        ))}
      </div>
    </fieldset>
  )
}
