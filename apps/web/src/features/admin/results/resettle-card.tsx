import { outcomeOf, todayRound } from '@pb/game'
import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@pb/ui/card'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { RefreshCwIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import { ProposalReasonField } from '../approvals/proposal-reason-field'
import { ProposalSent } from '../approvals/proposal-sent'
import { ConfirmActionDialog } from '../shared/confirm-action-dialog'
import { NormalBallPicker, normalBallCount, PowerballPicker } from './ball-picker'
import { CorrectedResultPanel, ResettleSummary } from './resettle-summary'
import { RoundField } from './round-field'
import { type TimeRange, TimeRangeFields } from './time-range-fields'
import { useTargetRound } from './use-target-round'

/** The date-time inputs hold Korean wall-clock time; the offset makes that explicit to the server. */
const kst = (value: string) => `${value}+09:00`

/**
 * docs/product.md §5.8 (docs/game-rules.md §6.3): the purchases placed within the time range
 * on a drawn round are settled again, on its own result, or on a corrected one where the operator
 * entered the result (a drawn round's verifiable result cannot change). A second SUPER approves it;
 * payouts already made are taken back, so a member may end below 0.
 */
export function ResettleCard() {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const target = useTargetRound(1)
  const [range, setRange] = useState<TimeRange>({ start: '', end: '' })
  const [balls, setBalls] = useState<number[]>([])
  const [powerball, setPowerball] = useState<number>()
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const [sent, setSent] = useState<number>()
  const idempotency = useIdempotencyKey()
  const propose = useMutation(trpc.admin.rounds.resettle.mutationOptions())

  const picked = balls.length > 0 || powerball !== undefined
  const outcome =
    balls.length === normalBallCount && powerball !== undefined ? outcomeOf(balls, powerball) : undefined
  const roundName = (roundNo: number) => t('results.roundName', { round: todayRound(roundNo), roundNo })

  function edit() {
    setProblem(undefined)
    setSent(undefined)
  }

  function review() {
    // The corrected result is optional, but a half-picked one is a mistake.
    if (target.roundNo === undefined || !range.start || !range.end || (picked && !outcome))
      return setProblem(t('results.fillAll'))
    if (range.start > range.end) return setProblem(t('resettle.startAfterEnd'))
    setProblem(undefined)
    setConfirming(true)
  }

  function confirm() {
    if (target.roundNo === undefined) return
    const request = {
      roundNo: target.roundNo,
      timeRange: { start: kst(range.start), end: kst(range.end) },
      ...(outcome && powerball !== undefined
        ? { newResult: { normalBalls: balls, powerBall: powerball } }
        : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    }
    propose.mutate(
      { ...request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (proposal) => {
          idempotency.done()
          setSent(proposal.id)
          setReason('')
          toast.success(t('approvals.sent.toast', { id: proposal.id }))
        },
        onError: (error) => {
          const message = t('resettle.failed', { message: sayRefusal(error) })
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
          <ProposalReasonField value={reason} onChange={setReason} publicHint />
        </div>
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="flex flex-col gap-1">
            <h3 className="font-medium text-sm">{t('resettle.newResult')}</h3>
            <p className="text-muted-foreground text-xs">{t('resettle.newResultHelp')}</p>
          </div>
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
        <CorrectedResultPanel
          picked={picked}
          outcome={outcome}
          onClear={() => {
            edit()
            setBalls([])
            setPowerball(undefined)
          }}
        />
        {(problem || sent !== undefined) && (
          <div className="flex flex-col gap-3 lg:col-span-2">
            {problem && <ErrorAlert message={problem} />}
            {sent !== undefined && <ProposalSent ids={[sent]} />}
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
        isPending={propose.isPending}
        onConfirm={confirm}
      >
        <ResettleSummary range={range} outcome={outcome} />
      </ConfirmActionDialog>
    </Card>
  )
}
