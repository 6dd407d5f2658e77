import { cn } from '@pb/ui/lib/cn'
import type { ComponentProps } from 'react'

const box =
  'relative w-full overflow-x-auto focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset'

/**
 * A table that scrolls sideways inside its own box, so a wide table never widens the page. Named
 * by `label`, the box is a region the keyboard can reach and scroll with the arrow keys.
 */
export function ScrollTable({ label, className, ...props }: ComponentProps<'table'> & { label?: string }) {
  const table = <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
  if (!label) return <div className={box}>{table}</div>
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to be scrolled by keyboard
    <section aria-label={label} tabIndex={0} className={box}>
      {table}
    </section>
  )
}
