import { Input } from '@pb/ui/input'
import { cn } from '@pb/ui/lib/cn'
import type { ComponentProps } from 'react'
import { formatPhoneInput } from './phone'

type PhoneInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: string
  onValueChange: (value: string) => void
}

/** docs/product.md §5.5: digits only, at most 11, shown 3-4-4 with hyphens as the operator types. */
export function PhoneInput({ value, onValueChange, ...props }: PhoneInputProps) {
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="off"
      maxLength={13}
      {...props}
      className={cn('tabular-nums', props.className)}
      value={value}
      onChange={(event) => onValueChange(formatPhoneInput(event.target.value))}
    />
  )
}
