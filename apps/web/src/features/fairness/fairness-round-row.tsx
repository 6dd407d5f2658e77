import { Badge } from '@pb/ui/badge'
import { cn } from '@pb/ui/lib/cn'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DrawBalls } from '../../components/draw-balls'
import { formatTime } from '../../lib/format'
import { CheckList } from './check-list'
import { RoundValues } from './round-values'
import { VerdictBadge } from './verdict-badge'
import { type FairnessRound, isVoided, type Verification } from './verify-round'
import { VerifyRoundButton } from './verify-round-button'

/**
 * One revealed round: its balls (or why it was voided, and what a late beacon would have drawn),
 * its draw version, seed and beacon, and once verified each check's verdict.
 */
export function FairnessRoundRow({
  result,
  verification,
  focused = false,
}: {
  result: FairnessRound
  /** From the page's "verify all"; a round verified on its own keeps its answer here. */
  verification?: Verification | undefined
  /** The round a link asked for: marked, scrolled into view and focused once. */
  focused?: boolean
}) {
  const { t } = useTranslation('fairness')
  const [own, setOwn] = useState<Verification>()
  const row = useRef<HTMLLIElement>(null)
  const shown = verification ?? own
  const late = result.lateResult
  useEffect(() => {
    if (!focused) return
    row.current?.scrollIntoView({ block: 'center' })
    row.current?.focus({ preventScroll: true })
  }, [focused])
  return (
    <li
      ref={row}
      className={cn(
        'flex flex-col gap-1.5 px-3 py-2.5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        focused && 'bg-primary/5 shadow-[inset_4px_0_0_var(--color-primary)]',
      )}
      data-round={result.round}
      tabIndex={focused ? -1 : undefined}
      aria-current={focused ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <span className="min-w-24 whitespace-nowrap font-semibold text-sm tabular-nums">
          {t('todayRound', { round: result.todayRound })}
          <span className="ml-1.5 font-normal text-muted-foreground text-xs">
            {formatTime(result.time).slice(0, 5)}
          </span>
        </span>
        {isVoided(result) ? (
          <Badge variant="secondary" data-testid="voided-round">
            {t('voided')}
          </Badge>
        ) : (
          <DrawBalls balls={result.number} powerball={result.powerball} />
        )}
        <Badge variant="outline" title={t(`versionHint.v${result.drawVersion === 1 ? 1 : 2}`)}>
          <span aria-hidden>{t('version', { version: result.drawVersion })}</span>
          <span className="sr-only">{t(`versionHint.v${result.drawVersion === 1 ? 1 : 2}`)}</span>
        </Badge>
        {result.voidReason && (
          <span className="text-muted-foreground text-xs" data-testid="void-reason">
            {t(`voidReason.${result.voidReason}`)}
          </span>
        )}
        {result.source === 'MANUAL' && <Badge variant="warning">{t('manual')}</Badge>}
        <span className="ml-auto">
          {shown ? (
            <VerdictBadge verdict={shown.verdict} />
          ) : (
            <VerifyRoundButton result={result} onVerified={setOwn} />
          )}
        </span>
      </div>
      {late && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-muted/60 px-2 py-1.5 text-xs">
          <span className="text-muted-foreground">{t('lateResult')}</span>
          <span data-testid="late-result">
            <DrawBalls balls={[...late.drawOrder].sort((a, b) => a - b)} powerball={late.powerball} />
          </span>
        </div>
      )}
      <RoundValues result={result} />
      {shown && <CheckList round={result.todayRound} verification={shown} />}
    </li>
  )
}
