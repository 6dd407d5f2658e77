import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import { cn } from '@pb/ui/lib/cn'
import { Link } from '@tanstack/react-router'
import { BanIcon, KeyboardIcon, ShieldCheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Ball } from '../../components/draw-balls'
import { OutcomeTag } from '../../components/outcome-tag'
import { formatTime } from '../../lib/format'
import type { DayResult } from '../../trpc/types'

/**
 * The columns of a result row from lg up (round, draw order, by size, powerball, sum, notes, check);
 * the list's header row uses them too. Below lg a row is a small card: a label beside each value.
 */
export const resultColumns =
  'lg:grid-cols-[7.5rem_9.75rem_9.75rem_8.5rem_minmax(10.5rem,12rem)_minmax(0,1fr)_auto] lg:gap-x-4'
const rowGrid = cn('grid grid-cols-[5.5rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5', resultColumns)
/** A label shown beside its value on a phone; from lg up the header row says it. */
const label = 'text-muted-foreground text-xs lg:sr-only'
const srOnly = 'sr-only'

function Balls({ balls, label: name }: { balls: number[]; label: string }) {
  return (
    <span role="img" aria-label={name} className="inline-flex items-center gap-1">
      {balls.map((ball) => (
        <Ball key={ball} value={ball} aria-hidden />
      ))}
    </span>
  )
}

/** The round of the day, its draw time and global number (and the day, for a searched round). */
function RoundCell({ result, withDate }: { result: DayResult; withDate: boolean }) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  return (
    <>
      <dt className={srOnly}>{t('results.columns.round')}</dt>
      <dd className="col-span-2 flex flex-wrap items-baseline gap-x-2 lg:col-span-1 lg:flex-col lg:gap-0">
        <span className="whitespace-nowrap font-semibold tabular-nums">
          {t('roundOfDay', { round: result.todayRound })}
        </span>
        <span className="whitespace-nowrap text-muted-foreground text-xs tabular-nums">
          {withDate && `${result.gameDate} `}
          {formatTime(result.time).slice(0, 5)} · {t('globalRound', { round: result.round })}
        </span>
      </dd>
    </>
  )
}

function CheckCell({ result }: { result: DayResult }) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  return (
    <>
      <dt className={srOnly}>{t('results.columns.check')}</dt>
      <dd className="col-start-3 row-start-1 justify-self-end lg:col-start-7">
        <Button asChild variant="ghost" size="sm" className="h-8 px-2 text-xs">
          <Link
            to="/fairness"
            search={{ date: result.gameDate, round: result.round }}
            aria-label={t('results.checkLabel', { round: result.todayRound })}
          >
            <ShieldCheckIcon aria-hidden />
            {t('results.check')}
          </Link>
        </Button>
      </dd>
    </>
  )
}

/**
 * One round of the list: the balls in draw order and by size, the powerball, the sum and every
 * outcome, an operator's result marked in words, and the link to the round's fairness check. A
 * voided round has no balls: it says so, and why.
 */
export function ResultRow({ result, withDate = false }: { result: DayResult; withDate?: boolean }) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  if (result.status === 'VOID') return <VoidedRow result={result} withDate={withDate} />
  return (
    <li data-round={result.round} data-status={result.status} className="px-3 py-2.5">
      <dl className={rowGrid}>
        <RoundCell result={result} withDate={withDate} />
        <dt className={srOnly}>{t('results.columns.notes')}</dt>
        <dd className="col-span-3 empty:hidden lg:col-span-1 lg:col-start-6 lg:row-start-1">
          {result.source === 'MANUAL' && (
            <Badge variant="warning" title={t('results.manualHelp')} data-testid="manual-result">
              <KeyboardIcon aria-hidden />
              {t('results.manual')}
            </Badge>
          )}
        </dd>
        <dt className={label}>{t('results.columns.drawOrder')}</dt>
        <dd className="col-span-2 lg:col-span-1" data-testid="draw-order">
          <Balls
            balls={result.drawOrder}
            label={t('results.drawOrderLabel', { balls: result.drawOrder.join(', ') })}
          />
        </dd>
        <dt className={label}>{t('results.columns.sorted')}</dt>
        <dd className="col-span-2 lg:col-span-1" data-testid="sorted">
          <Balls
            balls={result.number}
            label={t('results.sortedLabel', { balls: result.number.join(', ') })}
          />
        </dd>
        <dt className={label}>{t('results.columns.powerball')}</dt>
        <dd className="col-span-2 flex items-center gap-2 text-sm lg:col-span-1" data-testid="powerball">
          <Ball
            value={result.powerball}
            powerball
            role="img"
            aria-label={t('results.powerballLabel', { ball: result.powerball })}
          />
          <span className="flex gap-1">
            <OutcomeTag value={result.powerballOddEven} />
            <OutcomeTag value={result.powerballUnderOver} />
          </span>
        </dd>
        <dt className={label}>{t('results.columns.sum')}</dt>
        <dd className="col-span-2 flex items-center gap-2 text-sm lg:col-span-1" data-testid="sum">
          <span className="w-[3ch] text-right font-semibold tabular-nums" data-testid="sum-value">
            {result.numberSum}
          </span>
          <span className="flex gap-1">
            <OutcomeTag value={result.numberOddEven} />
            <OutcomeTag value={result.numberUnderOver} />
            <OutcomeTag value={result.numberSize} />
          </span>
        </dd>
        <CheckCell result={result} />
      </dl>
    </li>
  )
}

function VoidedRow({ result, withDate }: { result: DayResult; withDate: boolean }) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  return (
    <li data-round={result.round} data-status={result.status} className="bg-muted/40 px-3 py-2.5">
      <dl className={rowGrid}>
        <RoundCell result={result} withDate={withDate} />
        <dt className={srOnly}>{t('results.columns.notes')}</dt>
        <dd className="col-span-3 flex flex-wrap items-center gap-x-2 gap-y-1 lg:col-span-4 lg:col-start-2">
          <Badge variant="destructive" data-testid="result-voided">
            <BanIcon aria-hidden />
            {t('results.voided')}
          </Badge>
          <span className="text-muted-foreground text-xs">
            {result.voidReason ? `${t(`results.voidReason.${result.voidReason}`)} · ` : ''}
            {t('results.voidedHelp')}
          </span>
        </dd>
        <CheckCell result={result} />
      </dl>
    </li>
  )
}
