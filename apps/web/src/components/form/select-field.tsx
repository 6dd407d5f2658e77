import type { FieldValues, Path } from 'react-hook-form'
import { NativeSelect } from '../native-select'
import { Field, type FieldProps } from './field'

/**
 * A schema form's choice among `options`, in the platform's own select; `onPick` follows a change
 * the reader makes (what depends on the choice, such as the branches a role may join).
 */
export function SelectField<Values extends FieldValues, Name extends Path<Values>, Value extends string>({
  options,
  disabled,
  onPick,
  ...field
}: FieldProps<Values, Name> & {
  options: readonly { value: Value; label: string }[]
  disabled?: boolean
  onPick?: (value: Value) => void
}) {
  return (
    <Field {...field}>
      {(control) => (
        <NativeSelect
          {...control}
          disabled={disabled}
          onChange={(event) => {
            void control.onChange(event)
            const picked = options.find((option) => option.value === event.target.value)
            if (picked) onPick?.(picked.value)
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  )
}
