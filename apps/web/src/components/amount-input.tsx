import { Input } from '@pb/ui/input'
import { cn } from '@pb/ui/lib/cn'
import type { ComponentProps } from 'react'
import { formatNumber } from '../lib/format'

type AmountInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: number
  onValueChange: (value: number) => void
}

/** Whole won: digits only (docs/product.md §5.3), shown with thousands separators while typing. */
export function AmountInput({ value, onValueChange, ...props }: AmountInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      {...props}
      className={cn('text-right tabular-nums', props.className)}
      value={value > 0 ? formatNumber(value) : ''}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 12)
        onValueChange(digits ? Number(digits) : 0)
      }}
    />
  )
}
