import { useId } from 'react'
import { Checkbox } from '../../components/ui/checkbox'

type Props = { label: string; checked: boolean; onCheckedChange: (checked: boolean) => void }

export function LabeledCheckbox({ label, checked, onCheckedChange }: Props) {
  const id = useId()
  return (
    <span className="flex items-center gap-2 text-sm">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onCheckedChange(state === true)} />
      <label htmlFor={id}>{label}</label>
    </span>
  )
}
