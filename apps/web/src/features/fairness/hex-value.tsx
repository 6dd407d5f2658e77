import { cn } from '@pb/ui/lib/cn'

/** A 64-character hex value: shortened in lists, whole (and selectable) when there is room. */
export function HexValue({
  value,
  full = false,
  className,
}: {
  value: string
  full?: boolean
  className?: string
}) {
  return (
    <code
      title={value}
      className={cn('font-mono text-xs', full ? 'break-all' : 'whitespace-nowrap', className)}
    >
      {full ? value : `${value.slice(0, 10)}…${value.slice(-6)}`}
    </code>
  )
}
