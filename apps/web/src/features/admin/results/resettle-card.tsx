import { outcomeOf, todayRound } from '@pb/game'
import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@pb/ui/card'
import { useMutation } from '@tanstack/react-query'
import { RefreshCwIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { ErrorAlert } from '../../../components/error-alert'
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key'
import { trpc } from '../../../trpc/client'
import type { ResettleAnswer } from '../admin-types'
import { ActionAnswer } from './action-answer'
import { NormalBallPicker, normalBallCount, PowerballPicker } from './ball-picker'
import { ConfirmActionDialog } from './confirm-action-dialog'
import { ResettleResult } from './resettle-answer'
import { ResultPreview } from './result-preview'
import { RoundField } from './round-field'
import { type TimeRange, TimeRangeFields } from './time-range-fields'
import { useTargetRound } from './use-target-round'

/** The date-time inputs hold Korean wall-clock time; the offset makes that explicit to the server. */
const kst = (value: string) => `${value}+09:00`

/**
 * Spec §5 "Manual time-range re-settle" (game-rules §6): a drawn round's result is corrected and the
 * purchases placed within the time range are settled again on it. Payouts already made are taken
 * back, so a member may end below 0.
 */
export function ResettleCard() {
  const { t } = useTranslation('admin')
  const target = useTargetRound(1)
  const [range, setRange] = useState<TimeRange>({ start: '', end: '' })
  const [balls, setBalls] = useState<number[]>([])
  const [powerball, setPowerball] = useState<number>()
  const [problem, setProblem] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const [answer, setAnswer] = useState<{ roundNo: number; result: ResettleAnswer }>()
  const idempotency = useIdempotencyKey()
  const resettle = useMutation(trpc.admin.rounds.resettle.mutationOptions())

  const outcome =
    balls.length === normalBallCount && powerball !== undefined ? outcomeOf(balls, powerball) : undefined
  const roundName = (roundNo: number) => t('results.roundName', { round: todayRound(roundNo), roundNo })

  function edit() {
    setProblem(undefined)
  }

  function review() {
    if (!outcome || target.roundNo === undefined || !range.start || !range.end)
      return setProblem(t('results.fillAll'))
    if (range.start > range.end) return setProblem(t('resettle.startAfterEnd'))
    setProblem(undefined)
    setConfirming(true)
  }

  function confirm() {
    if (target.roundNo === undefined || powerball === undefined) return
    const request = {
      roundNumber: target.roundNo,
      timeRange: { start: kst(range.start), end: kst(range.end) },
      newResult: { normalBalls: balls, powerBall: powerball },
    }
    const roundNo = target.roundNo
    resettle.mutate(
      { ...request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (result) => {
          idempotency.done()
          setAnswer({ roundNo, result })
          toast.success(t('resettle.done', { round: roundName(roundNo) }))
        },
        onError: (error) => {
          const message = t('resettle.failed', { message: error.message })
          setProblem(message)
          toast.error(message)
        },
        onSettled: () => setConfirming(false),
      },
    )
  }

  return (
    <Card className="min-w-0 lg:col-span-2" data-testid="resettle">
      <CardHeader>
        <CardTitle>{t('resettle.title')}</CardTitle>
        <CardDescription>{t('resettle.description')}</CardDescription>
      </CardHeader>
      {/* One column on a phone in the order of entry; from lg the pickers take the right column. */}
      <CardContent className="grid gap-x-6 gap-y-5 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-5">
          <RoundField target={target} followLabel={t('resettle.toLastDrawn')} />
          <TimeRangeFields
            value={range}
            roundNo={target.roundNo}
            onChange={(next) => {
              edit()
              setRange(next)
            }}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <NormalBallPicker
            picked={[...balls].sort((a, b) => a - b)}
            onToggle={(ball) => {
              edit()
              setBalls((now) => (now.includes(ball) ? now.filter((b) => b !== ball) : [...now, ball]))
            }}
          />
          <PowerballPicker
            value={powerball}
            onChange={(ball) => {
              edit()
              setPowerball(ball)
            }}
          />
        </div>
        <section
          className="self-start rounded-lg border bg-muted/40 p-3"
          aria-label={t('resettle.newResult')}
        >
          <h3 className="mb-2 font-medium text-sm">{t('resettle.newResult')}</h3>
          {outcome ? (
            <ResultPreview outcome={outcome} />
          ) : (
            <p className="text-muted-foreground text-sm">{t('results.previewEmpty')}</p>
          )}
        </section>
        {(problem || answer) && (
          <div className="flex flex-col gap-3 lg:col-span-2">
            {problem && <ErrorAlert message={problem} />}
            {answer && (
              <ActionAnswer title={t('resettle.done', { round: roundName(answer.roundNo) })}>
                <ResettleResult answer={answer.result} />
              </ActionAnswer>
            )}
          </div>
        )}
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="destructive" onClick={review}>
          <RefreshCwIcon aria-hidden />
          {t('resettle.submit')}
        </Button>
      </CardFooter>
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('resettle.confirmTitle', { round: target.roundNo ? roundName(target.roundNo) : '' })}
        description={t('resettle.confirmDescription')}
        confirmLabel={t('resettle.confirm')}
        destructive
        isPending={resettle.isPending}
        onConfirm={confirm}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md border bg-muted/40 p-3 text-sm">
          <dt className="col-span-2 mb-1 font-medium">{t('resettle.timeRange')}</dt>
          <dt className="text-muted-foreground">{t('resettle.start')}</dt>
          <dd className="tabular-nums">{range.start.replace('T', ' ')}</dd>
          <dt className="text-muted-foreground">{t('resettle.end')}</dt>
          <dd className="tabular-nums">{range.end.replace('T', ' ')}</dd>
        </dl>
        <p className="-mb-2 font-medium text-sm">{t('resettle.newResult')}</p>
        {outcome && <ResultPreview outcome={outcome} />}
      </ConfirmActionDialog>
    </Card>
  )
}
