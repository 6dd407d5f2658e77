import { bettingWindow, drawAt, todayRound } from '@pb/game'
import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useServerNowAs } from '../../../hooks/use-server-now'
import { formatDateTime } from '../../../lib/format'
import type { TargetRound } from './use-target-round'

/**
 * The global round number, with the day's round number and draw time it stands for; a button goes
 * back to the default round (`followLabel`, the round being bet on unless told). `opening` says
 * instead whether the round has opened for betting yet (a manual result needs one that has not).
 */
export function RoundField({
  target,
  followLabel,
  opening = false,
}: {
  target: TargetRound
  followLabel?: string
  opening?: boolean
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  const { roundNo, currentRound, defaultRound } = target
  const isCurrent = roundNo !== undefined && roundNo === currentRound
  const opened = useServerNowAs(
    (now) => roundNo !== undefined && bettingWindow(roundNo).opensAt.getTime() <= now,
  )

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('results.round')}</Label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={target.text}
          onChange={(event) => target.setText(event.target.value)}
          aria-describedby={`${id}-info`}
          className="w-36 text-right tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        {roundNo !== defaultRound && defaultRound !== undefined && (
          <Button type="button" variant="ghost" size="sm" onClick={target.followCurrent}>
            {followLabel ?? t('results.toCurrent')}
          </Button>
        )}
      </div>
      <p id={`${id}-info`} className="flex min-h-5 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {roundNo === undefined ? (
          <span className="text-muted-foreground">{t('results.roundMissing')}</span>
        ) : (
          <>
            <span className="font-medium tabular-nums" data-testid="target-round">
              {t('results.todayRound', { round: todayRound(roundNo) })}
            </span>
            <span className="text-muted-foreground tabular-nums">
              {t('results.drawAt', { time: formatDateTime(drawAt(roundNo)).slice(0, 16) })}
            </span>
            {opening ? (
              <Badge variant={opened ? 'destructive' : 'secondary'} data-testid="round-opening">
                {t(opened ? 'results.alreadyOpen' : 'results.notYetOpen')}
              </Badge>
            ) : (
              isCurrent && <Badge variant="secondary">{t('results.current')}</Badge>
            )}
          </>
        )}
      </p>
    </div>
  )
}
