import { MAX_ORDERS_OPTIONS } from '../../../domain/schedule/available-date-schemas'
import { Field } from '../../components/ui/field'
import { Select } from '../../components/ui/select'

/** A day's order limit, from the spec's choices; a limit set otherwise (by the admin area) stays offered. */
export function MaxOrdersSelect({ label, value, onChange }: { label: string; value: number; onChange: (maxOrders: number) => void }) {
  const options: readonly number[] = MAX_ORDERS_OPTIONS.some((option) => option === value) ? MAX_ORDERS_OPTIONS : [value, ...MAX_ORDERS_OPTIONS]
  return (
    <Field label={label}>
      <Select width="auto" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </Field>
  )
}
