import { Input } from '@pb/ui/input'
import { Textarea } from '@pb/ui/textarea'
import type { ComponentProps } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { Field, type FieldProps } from './field'

type BoxProps = Omit<
  ComponentProps<typeof Input> & ComponentProps<typeof Textarea>,
  keyof FieldProps<FieldValues, string> | 'form'
>

/**
 * A schema form's field whose control is a plain text box, or a text area when `multiline` (the
 * common case); `className` places the field, `inputClassName` styles the box.
 */
export function TextField<Values extends FieldValues, Name extends Path<Values>>({
  form,
  name,
  label,
  hint,
  aside,
  required,
  className,
  inputClassName,
  multiline = false,
  ...box
}: FieldProps<Values, Name> & BoxProps & { inputClassName?: string; multiline?: boolean }) {
  const Box = multiline ? Textarea : Input
  return (
    <Field {...{ form, name, label, hint, aside, required, className }}>
      {(control) => <Box {...control} required={required} className={inputClassName} {...box} />}
    </Field>
  )
}
