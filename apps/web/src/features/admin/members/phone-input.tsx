import { PHONE_DIGITS } from '@pb/contract/limits'
import { Input } from '@pb/ui/input'
import { cn } from '@pb/ui/lib/cn'
import type { ComponentProps } from 'react'
import { formatPhoneInput } from './phone'

/**
 * docs/product.md §5.5: digits only, at most 11, shown 3-4-4 with hyphens as the operator types. The
 * text is formatted in place, so a form that reads the field gets it as shown.
 */
export function PhoneInput({ className, onChange, ...props }: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="off"
      // The digits and the two hyphens between them.
      maxLength={PHONE_DIGITS + 2}
      {...props}
      className={cn('tabular-nums', className)}
      onChange={(event) => {
        event.target.value = formatPhoneInput(event.target.value)
        onChange?.(event)
      }}
    />
  )
}
