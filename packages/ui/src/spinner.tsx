import { Loader2Icon } from 'lucide-react'
import type * as React from 'react'
import { cn } from './lib/cn'

export interface SpinnerProps extends React.ComponentProps<'svg'> {
  /** Announced to screen readers; without it the spinner is decorative. */
  label?: string
}

export function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <Loader2Icon
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  )
}
