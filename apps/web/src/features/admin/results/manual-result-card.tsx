import { outcomeOf, todayRound } from '@pb/game'
import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@pb/ui/card'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { EraserIcon, InfoIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import { ProposalReasonField } from '../approvals/proposal-reason-field'
import { ProposalSent } from '../approvals/proposal-sent'
import { ConfirmActionDialog } from '../shared/confirm-action-dialog'
import { NormalBallPicker, normalBallCount, PowerballPicker } from './ball-picker'
import { ResultPreview } from './result-preview'
import { RoundField } from './round-field'
import { useTargetRound } from './use-target-round'

/**
 * docs/game-rules.md §2b: a SUPER proposes the result of a round not yet open and with no bets (the next one
 * by default); a second SUPER's approval makes it the round's result, disclosed to members from the
 * moment the round opens.
 */
export function ManualResultCard() {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const target = useTargetRound(-1)
  const [balls, setBalls] = useState<number[]>([])
  const [powerball, setPowerball] = useState<number>()
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const [sent, setSent] = useState<number>()
  const propose = useMutation(trpc.admin.rounds.manualResult.mutationOptions())

  const complete = balls.length === normalBallCount && powerball !== undefined
  const outcome = complete ? outcomeOf(balls, powerball) : undefined
  const roundName = (roundNo: number) => t('results.roundName', { round: todayRound(roundNo), roundNo })

  function edit() {
    setProblem(undefined)
    setSent(undefined)
  }

  // Another round: a refusal or an answer about the last one no longer applies.
  const roundField = {
    ...target,
    setText: (text: string) => {
      edit()
      target.setText(text)
    },
    followCurrent: () => {
      edit()
      target.followCurrent()
    },
  }

  function toggle(ball: number) {
    edit()
    setBalls((current) => (current.includes(ball) ? current.filter((b) => b !== ball) : [...current, ball]))
  }

  function review() {
    if (!complete || target.roundNo === undefined) return setProblem(t('results.fillAll'))
    setProblem(undefined)
    setConfirming(true)
  }

  function confirm() {
    if (target.roundNo === undefined || powerball === undefined) return
    propose.mutate(
      {
        roundNo: target.roundNo,
        normalBalls: balls,
        powerBall: powerball,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: (proposal) => {
          setSent(proposal.id)
          setBalls([])
          setPowerball(undefined)
          setReason('')
          toast.success(t('approvals.sent.toast', { id: proposal.id }))
        },
        onError: (error) => {
          const message = t('results.failed', { message: sayRefusal(error, t('results.proposeFailed')) })
          setProblem(message)
          toast.error(message)
        },
        onSettled: () => setConfirming(false),
      },
    )
  }

  return (
    <Card className="min-w-0" data-testid="manual-result">
      <CardHeader>
        <CardTitle>{t('results.manualTitle')}</CardTitle>
        <CardDescription>{t('results.manualDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <p
          className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm"
          data-testid="manual-rule"
        >
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          {t('results.manualRule')}
        </p>
        <RoundField target={roundField} followLabel={t('results.toNext')} opening />
        <NormalBallPicker picked={[...balls].sort((a, b) => a - b)} onToggle={toggle} />
        <PowerballPicker
          value={powerball}
          onChange={(ball) => {
            edit()
            setPowerball(ball)
          }}
        />
        <section className="rounded-lg border bg-muted/40 p-3" aria-label={t('results.preview')}>
          <h3 className="mb-2 font-medium text-sm">{t('results.preview')}</h3>
          {outcome ? (
            <ResultPreview outcome={outcome} />
          ) : (
            <p className="text-muted-foreground text-sm">{t('results.previewEmpty')}</p>
          )}
        </section>
        <ProposalReasonField value={reason} onChange={setReason} publicHint />
        {problem && <ErrorAlert message={problem} />}
        {sent !== undefined && <ProposalSent ids={[sent]} />}
      </CardContent>
      <CardFooter className="flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          onClick={() => {
            setBalls([])
            setPowerball(undefined)
            edit()
          }}
          disabled={balls.length === 0 && powerball === undefined}
        >
          <EraserIcon aria-hidden />
          {t('results.clear')}
        </Button>
        <Button onClick={review}>{t('results.submit')}</Button>
      </CardFooter>
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('results.confirmTitle', { round: target.roundNo ? roundName(target.roundNo) : '' })}
        description={t('results.confirmDescription')}
        confirmLabel={t('results.confirm')}
        isPending={propose.isPending}
        onConfirm={confirm}
      >
        {outcome && <ResultPreview outcome={outcome} />}
      </ConfirmActionDialog>
    </Card>
  )
}
