import { Badge } from '@pb/ui/badge'
import { useTranslation } from 'react-i18next'
import { DrawBalls } from '../../components/draw-balls'
import { formatTime } from '../../lib/format'
import type { DrawResult } from '../../trpc/types'
import { HexValue } from './hex-value'
import { VerdictBadge } from './verdict-badge'
import { isVoided, type Verdict } from './verify-round'
import { VerifyRoundButton } from './verify-round-button'

export function FairnessRoundRow({ result, verdict }: { result: DrawResult; verdict?: Verdict }) {
  const { t } = useTranslation()
  return (
    <li className="flex flex-col gap-1.5 px-3 py-2.5" data-round={result.round}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <span className="w-24 font-semibold text-sm tabular-nums">
          {t('game.round.today', { round: result.todayRound })}
          <span className="ml-1.5 font-normal text-muted-foreground text-xs">
            {formatTime(result.time).slice(0, 5)}
          </span>
        </span>
        {isVoided(result) ? (
          <Badge variant="secondary" data-testid="voided-round">
            {t('fairness.voided')}
          </Badge>
        ) : (
          <DrawBalls balls={result.number} powerball={result.powerball} />
        )}
        {result.source === 'MANUAL' && <Badge variant="warning">{t('fairness.manual')}</Badge>}
        <span className="ml-auto">
          {verdict ? <VerdictBadge verdict={verdict} /> : <VerifyRoundButton result={result} />}
        </span>
      </div>
      <div className="flex min-w-0 items-center gap-2 text-muted-foreground text-xs">
        <span className="shrink-0">{t('fairness.seed')}</span>
        {result.seed ? <HexValue value={result.seed} full /> : t('fairness.notYet')}
      </div>
    </li>
  )
}
