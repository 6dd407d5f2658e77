import { cn } from '@pb/ui/lib/cn'
import { outcomeLabel } from '../lib/labels'

// Odd and under read blue, even and over red, as members know them from the draw boards.
const toneOf: Record<string, string> = {
  ODD: 'text-sky-700 dark:text-sky-400',
  UNDER: 'text-sky-700 dark:text-sky-400',
  EVEN: 'text-rose-700 dark:text-rose-400',
  OVER: 'text-rose-700 dark:text-rose-400',
}

export function OutcomeTag({ value }: { value: string | null }) {
  return (
    <span
      className={cn(
        'inline-block min-w-[2.5em] text-center font-semibold',
        value ? toneOf[value] : undefined,
      )}
    >
      {outcomeLabel(value)}
    </span>
  )
}
