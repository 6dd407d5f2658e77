import { gameDate, roundRunningAt, todayRound } from '@pb/game'
import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { Spinner } from '@pb/ui/spinner'
import { useQuery } from '@tanstack/react-query'
import { ShieldCheckIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state'
import { ErrorAlert } from '../../components/error-alert'
import { useServerNowAs } from '../../hooks/use-server-now'
import { trpc } from '../../trpc/client'
import type { Fairness } from '../../trpc/types'
import { BeaconCard } from './beacon-card'
import { commitmentOf } from './commitment'
import { FairnessRoundRow } from './fairness-round-row'
import { HexValue } from './hex-value'
import { InterventionsCard } from './interventions-card'
import { canVerify, type Verification, verifyDay } from './verify-round'

/**
 * A day's anchor and beacon, the operator's interventions, and every round with its revealed seed
 * and beacon (drawn, or voided with no result); the whole day verifies in the browser.
 */
export function FairnessPage({
  date,
  round,
  onDateChange,
}: {
  date?: string
  /** A round (global number) to bring into view, as a link from the results asks. */
  round?: number
  onDateChange: (date: string) => void
}) {
  const { t } = useTranslation('fairness')
  const { t: tr } = useTranslation()
  // The round being bet on: the page draws again when it changes, not every second.
  const betOn = useServerNowAs((now) => roundRunningAt(new Date(now)))
  const today = gameDate(betOn)
  const day = date ?? today
  const dateId = useId()
  const fairness = useQuery(trpc.game.fairness.queryOptions({ date: day }))

  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="font-bold text-2xl">{t('title')}</h1>
      <p className="text-muted-foreground text-sm">{t('explanation')}</p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={dateId}>{t('date')}</Label>
        <Input
          id={dateId}
          type="date"
          className="w-44"
          value={day}
          max={today}
          onChange={(event) => event.target.value && onDateChange(event.target.value)}
        />
      </div>
      {fairness.isPending && <Spinner className="mx-auto my-8 size-6" label={tr('common.loading')} />}
      {fairness.isError && <ErrorAlert error={fairness.error} />}
      {fairness.data && (
        <FairnessDay
          key={`${fairness.data.date}-${fairness.data.rounds.length}`}
          fairness={fairness.data}
          nextCommitment={day === today ? commitmentOf(fairness.data, todayRound(betOn)) : null}
          nextRound={todayRound(betOn)}
          focusRound={round}
        />
      )}
    </section>
  )
}

function FairnessDay({
  fairness,
  nextCommitment,
  nextRound,
  focusRound,
}: {
  fairness: Fairness
  nextCommitment: string | null
  nextRound: number
  focusRound: number | undefined
}) {
  const { t } = useTranslation('fairness')
  const [verifications, setVerifications] = useState<Map<number, Verification> | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const verdicts = [...(verifications?.values() ?? [])].map((verification) => verification.verdict)
  // A voided round's seed verified keeps the chain whole: it counts, and the summary says how many.
  const verified = verdicts.filter((v) => v === 'verified' || v === 'manual' || v === 'void').length
  const voided = verdicts.filter((v) => v === 'void').length
  const total = fairness.rounds.length

  async function verifyAll() {
    setProgress(0)
    try {
      setVerifications(await verifyDay(fairness, setProgress))
    } finally {
      setProgress(null)
    }
  }

  return (
    <>
      <BeaconCard beacon={fairness.beacon} />
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>{t('anchor')}</CardTitle>
          <CardDescription>{t('anchorHelp')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          {fairness.anchor ? (
            <HexValue value={fairness.anchor} full className="rounded bg-muted p-2" />
          ) : (
            <p className="text-muted-foreground">{t('noAnchor')}</p>
          )}
          {nextCommitment && (
            <div className="flex flex-col gap-1">
              <span className="text-muted-foreground">{t('commitmentOf', { round: nextRound })}</span>
              <HexValue value={nextCommitment} full className="rounded bg-muted p-2" />
            </div>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={verifyAll} disabled={progress !== null || !canVerify() || total === 0}>
              {progress !== null ? <Spinner /> : <ShieldCheckIcon aria-hidden />}
              {t('verifyAll')}
            </Button>
            <span aria-live="polite" className="text-sm tabular-nums" data-testid="fairness-summary">
              {progress !== null
                ? t('verifying', { done: progress, total })
                : verifications && t(voided ? 'summaryWithVoided' : 'summary', { verified, voided, total })}
            </span>
            {!canVerify() && <span className="text-muted-foreground text-xs">{t('needsSecureContext')}</span>}
          </div>
        </CardContent>
      </Card>
      <InterventionsCard fairness={fairness} />
      {total === 0 ? (
        <EmptyState icon={ShieldCheckIcon} message={t('noRounds')} />
      ) : (
        <ol
          className="flex flex-col divide-y rounded-lg border bg-card"
          aria-label={t('roundsOf', { date: fairness.date })}
        >
          {[...fairness.rounds].reverse().map((result) => (
            <FairnessRoundRow
              key={result.round}
              result={result}
              verification={verifications?.get(result.round)}
              focused={result.round === focusRound}
            />
          ))}
        </ol>
      )}
    </>
  )
}
