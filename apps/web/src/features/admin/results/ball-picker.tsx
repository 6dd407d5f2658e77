import { cn } from '@pb/ui/lib/cn'
import { useTranslation } from 'react-i18next'
import { normalBallColour } from '../../../components/draw-balls'

export const normalBallCount = 5
const normalBalls = Array.from({ length: 28 }, (_, i) => i + 1)
const powerballs = Array.from({ length: 10 }, (_, i) => i)

const ballButton =
  'inline-flex aspect-square w-full max-w-11 items-center justify-center rounded-full border font-semibold text-sm tabular-nums outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-35'
const idle = 'bg-background hover:bg-accent'
const legend = 'mb-2 flex w-full items-baseline justify-between gap-2 font-medium text-sm'

/** Five distinct normal balls from 1 to 28, picked by tapping: duplicates and out-of-range cannot happen. */
export function NormalBallPicker({
  picked,
  onToggle,
}: {
  picked: number[]
  onToggle: (ball: number) => void
}) {
  const { t } = useTranslation('admin')
  const full = picked.length >= normalBallCount
  return (
    <fieldset className="max-w-md">
      <legend className={legend}>
        <span>{t('results.normalBalls')}</span>
        <span className="text-muted-foreground text-xs tabular-nums" data-testid="picked-count">
          {t('results.pickedCount', { count: picked.length, total: normalBallCount })}
        </span>
      </legend>
      <div className="grid grid-cols-7 justify-items-center gap-1.5">
        {normalBalls.map((ball) => {
          const on = picked.includes(ball)
          return (
            <button
              key={ball}
              type="button"
              aria-pressed={on}
              aria-label={t('results.normalBall', { ball })}
              disabled={!on && full}
              onClick={() => onToggle(ball)}
              className={cn(
                ballButton,
                on ? cn('border-transparent shadow-sm', normalBallColour(ball)) : idle,
              )}
            >
              {ball}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}

/** The powerball, 0 to 9: one of ten. */
export function PowerballPicker({
  value,
  onChange,
}: {
  value: number | undefined
  onChange: (powerball: number) => void
}) {
  const { t } = useTranslation('admin')
  return (
    <fieldset className="max-w-md">
      <legend className={legend}>{t('results.powerball')}</legend>
      <div className="grid grid-cols-5 justify-items-center gap-1.5 sm:grid-cols-10">
        {powerballs.map((ball) => {
          const on = value === ball
          return (
            <button
              key={ball}
              type="button"
              aria-pressed={on}
              aria-label={t('results.powerballOf', { ball })}
              onClick={() => onChange(ball)}
              className={cn(
                ballButton,
                on
                  ? 'border-transparent bg-zinc-900 text-white ring-2 ring-rose-500 dark:bg-zinc-100 dark:text-zinc-900'
                  : idle,
              )}
            >
              {ball}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
