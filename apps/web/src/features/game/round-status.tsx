import { Badge } from '@pb/ui/badge'
import { cn } from '@pb/ui/lib/cn'
import { useTranslation } from 'react-i18next'
import { formatCountdown } from '../../lib/format'
import { useSharedBettingClock } from './betting-clock-context'

/** The round being bet on, today's round number, the countdown to its draw and whether betting is open. */
export function RoundStatus({ className }: { className?: string }) {
  const { clock } = useSharedBettingClock()
  const { t } = useTranslation()
  const { t: tf } = useTranslation('fairness')

  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div className="flex flex-col leading-tight" data-app-value>
        <span className="text-muted-foreground text-xs tabular-nums">
          {t('game.round.global', { round: clock.round })}
        </span>
        <span className="font-bold text-base tabular-nums" data-testid="round-number">
          {t('game.round.today', { round: clock.todayRound })}
        </span>
      </div>
      <div className="flex flex-col leading-tight">
        <span className="text-muted-foreground text-xs">{t('game.round.untilDraw')}</span>
        <time
          className="inline-block w-[5ch] font-bold font-mono text-lg tabular-nums"
          dateTime={`PT${Math.max(0, Math.round(clock.secondsToDraw))}S`}
          data-testid="countdown"
          data-app-value
        >
          {formatCountdown(clock.secondsToDraw)}
        </time>
      </div>
      <Badge
        variant={clock.open ? 'success' : 'destructive'}
        className="w-[4.5rem]"
        data-testid="round-phase"
        data-app-value
      >
        {clock.open ? t('game.round.open') : clock.paused ? tf('game.pausedShort') : t('game.round.closed')}
      </Badge>
    </div>
  )
}
