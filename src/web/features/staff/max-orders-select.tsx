import { useState } from 'react'
import { MAX_ORDERS_OPTIONS } from '../../../domain/schedule/available-date-schemas'
import { Field } from '../../components/ui/field'
import { Select } from '../../components/ui/select'

/** A day's order limit, from the spec's choices; a limit it opened with that was set otherwise (in the admin area) stays offered. */
export function MaxOrdersSelect({ label, value, onChange }: { label: string; value: number; onChange: (maxOrders: number) => void }) {
  const [opened] = useState(value)
  const options: readonly number[] = MAX_ORDERS_OPTIONS.some((option) => option === opened) ? MAX_ORDERS_OPTIONS : [opened, ...MAX_ORDERS_OPTIONS]
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
