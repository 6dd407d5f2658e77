import type * as React from 'react'
import { cn } from './lib/cn'
import { ScrollRegion } from './scroll-region'

/**
 * The table scrolls inside its own box so a wide table never widens the page; while it scrolls, the
 * box is a region named by `label` that the keyboard can reach (see ScrollRegion).
 */
export function Table({
  className,
  label,
  ...props
}: React.ComponentProps<'table'> & { label: string | undefined }) {
  return (
    <ScrollRegion label={label} className="relative w-full">
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </ScrollRegion>
  )
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />
}

export function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot className={cn('border-t bg-muted/50 font-medium [&>tr]:last:border-b-0', className)} {...props} />
  )
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr className={cn('border-b transition-colors hover:bg-muted/50', className)} {...props} />
}

export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-10 whitespace-nowrap px-2 text-left align-middle font-medium text-foreground',
        className,
      )}
      {...props}
    />
  )
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td className={cn('whitespace-nowrap p-2 align-middle', className)} {...props} />
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption className={cn('mt-4 text-muted-foreground text-sm', className)} {...props} />
}
