import { PauseCircleIcon, TimerIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatCountdown } from '../../lib/format'
import { useSharedBettingClock } from './betting-clock-context'

/**
 * docs/product.md §2.3: while buying is closed, a notice covers the board: that round's purchase has ended, or
 * betting is paused because the draw beacon is late.
 */
export function ClosedOverlay() {
  const { clock } = useSharedBettingClock()
  const { t } = useTranslation()
  const { t: tf } = useTranslation('fairness')
  return (
    <div className="absolute inset-0 z-30 flex justify-center rounded-lg bg-background/75 backdrop-blur-[2px]">
      {/* Not a live region: GameAnnouncer says that betting closed or paused, once. */}
      <div
        className="sticky top-1/3 mt-16 flex h-fit max-w-sm flex-col items-center gap-2 rounded-xl border bg-card px-6 py-5 text-center shadow-lg"
        data-testid={clock.paused ? 'paused-overlay' : 'closed-overlay'}
      >
        {clock.paused ? (
          <>
            <PauseCircleIcon className="size-8 text-amber-600 dark:text-amber-400" aria-hidden />
            <p className="font-bold text-lg">{tf('game.paused')}</p>
            <p className="text-muted-foreground text-sm">{tf('game.pausedHelp')}</p>
          </>
        ) : (
          <>
            <TimerIcon className="size-8 text-destructive" aria-hidden />
            <p className="font-bold text-lg">{t('game.closed.title', { round: clock.closedTodayRound })}</p>
            <p className="text-muted-foreground text-sm tabular-nums">
              {t('game.closed.nextOpens', { time: formatCountdown(clock.secondsToOpen) })}
            </p>
          </>
        )}
      </div>
    </div>
  )
}
