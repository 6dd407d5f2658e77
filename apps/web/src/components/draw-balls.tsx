import { cn } from '@pb/ui/lib/cn'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

// Normal balls are coloured by range, as on the draw broadcast: 1–7, 8–14, 15–21, 22–28.
const rangeClass = [
  'bg-amber-400 text-amber-950',
  'bg-sky-700 text-white',
  'bg-rose-700 text-white',
  'bg-emerald-700 text-white',
]

/** A normal ball's colours, by its range. */
export function normalBallColour(ball: number): string {
  return rangeClass[Math.min(3, Math.floor((ball - 1) / 7))] ?? ''
}

const ballClass =
  'inline-flex size-7 shrink-0 items-center justify-center rounded-full font-bold text-xs tabular-nums shadow-sm'
const powerballClass = 'bg-zinc-900 text-white ring-2 ring-rose-500 dark:bg-zinc-100 dark:text-zinc-900'

/** One ball: a normal ball in its range's colours, or the powerball. */
export function Ball({
  value,
  powerball = false,
  className,
  ...props
}: { value: number | null; powerball?: boolean } & ComponentProps<'span'>) {
  return (
    <span
      className={cn(ballClass, powerball ? powerballClass : normalBallColour(value ?? 1), className)}
      {...props}
    >
      {value}
    </span>
  )
}

/** The five normal balls (ascending) and the powerball of one draw. */
export function DrawBalls({ balls, powerball }: { balls: number[]; powerball: number | null }) {
  const { t } = useTranslation()
  return (
    <span
      className="inline-flex items-center gap-1"
      role="img"
      aria-label={t('results.ballsLabel', { balls: balls.join(', '), powerball: powerball ?? '' })}
    >
      {balls.map((ball) => (
        <Ball key={ball} value={ball} />
      ))}
      <Ball value={powerball} powerball className="ml-1" />
    </span>
  )
}
