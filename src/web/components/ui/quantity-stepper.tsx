import { Minus, Plus } from 'lucide-react'
import { Button } from './button'

type QuantityStepperProps = {
  value: number
  onChange: (value: number) => void
  min?: number
  max?: number
  decreaseLabel: string
  increaseLabel: string
  valueLabel: string
}

/** Minus / value / plus; each button is disabled at its bound. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  decreaseLabel,
  increaseLabel,
  valueLabel,
}: QuantityStepperProps) {
  return (
    <div className="inline-flex items-center gap-2">
      <Button variant="secondary" size="icon" aria-label={decreaseLabel} disabled={value <= min} onClick={() => onChange(value - 1)}>
        <Minus className="h-4 w-4" aria-hidden />
      </Button>
      <output aria-label={valueLabel} className="w-8 text-center text-lg font-semibold tabular-nums">
        {value}
      </output>
      <Button variant="secondary" size="icon" aria-label={increaseLabel} disabled={value >= max} onClick={() => onChange(value + 1)}>
        <Plus className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  )
}
