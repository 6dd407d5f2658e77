import type { ComponentProps } from 'react'
import { type FieldValues, type Path, type UseFormReturn, useController } from 'react-hook-form'
import { AmountInput } from '../amount-input'
import type { FieldControl } from './field'

type AmountControlProps<Values extends FieldValues, Name extends Path<Values>> = Omit<
  ComponentProps<typeof AmountInput>,
  'form' | 'id' | 'name' | 'value' | 'onValueChange'
> & {
  form: UseFormReturn<Values, unknown, unknown>
  control: FieldControl<Name>
}

/**
 * An amount input (amount-input.tsx) as a Field's control. It holds a number while showing the
 * digits grouped, so the form's value is bound through a controller rather than read off the text.
 */
export function AmountControl<Values extends FieldValues, Name extends Path<Values>>({
  form,
  control,
  ...props
}: AmountControlProps<Values, Name>) {
  const { field } = useController({ control: form.control, name: control.name })
  return (
    <AmountInput
      {...props}
      id={control.id}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      ref={field.ref}
      name={field.name}
      value={Number(field.value)}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
    />
  )
}
