import { TimerIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatCountdown } from '../../lib/format'
import type { GameClock } from './use-game-clock'

/** Spec §2: while buying is closed, a notice covers the board: that round's purchase has ended. */
export function ClosedOverlay({ clock }: { clock: GameClock }) {
  const { t } = useTranslation()
  return (
    <div className="absolute inset-0 z-30 flex justify-center rounded-lg bg-background/75 backdrop-blur-[2px]">
      <div
        role="status"
        className="sticky top-1/3 mt-16 flex h-fit flex-col items-center gap-2 rounded-xl border bg-card px-6 py-5 text-center shadow-lg"
        data-testid="closed-overlay"
      >
        <TimerIcon className="size-8 text-destructive" aria-hidden />
        <p className="font-bold text-lg">{t('game.closed.title', { round: clock.closedTodayRound })}</p>
        <p className="text-muted-foreground text-sm tabular-nums">
          {t('game.closed.nextOpens', { time: formatCountdown(clock.secondsToOpen) })}
        </p>
      </div>
    </div>
  )
}
