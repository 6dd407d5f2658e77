import { Input } from '@pb/ui/input'
import type { FieldValues, Path } from 'react-hook-form'
import { Field, type FieldProps } from './field'

/**
 * A schema form's percentage: a number box held by the browser to `range` in steps of `step` (the
 * contract's rate ranges, or less where a ceiling applies); the schema still decides what is sent.
 */
export function RateField<Values extends FieldValues, Name extends Path<Values>>({
  range,
  step = 0.1,
  ...field
}: FieldProps<Values, Name> & { range: { min: number; max: number }; step?: number }) {
  return (
    <Field {...field}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
          min={range.min}
          max={range.max}
          step={step}
          className="tabular-nums"
        />
      )}
    </Field>
  )
}
