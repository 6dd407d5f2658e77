import { cn } from '@pb/ui/lib/cn'
import type { ComponentProps } from 'react'

/** The platform's own select, styled like the inputs: best on phones and for screen readers. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 md:text-sm dark:bg-input/30',
        className,
      )}
      {...props}
    />
  )
}
