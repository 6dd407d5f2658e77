import { outcomeOf, todayRound } from '@pb/game'
import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@pb/ui/card'
import { useMutation } from '@tanstack/react-query'
import { EraserIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { ErrorAlert } from '../../../components/error-alert'
import { trpc } from '../../../trpc/client'
import type { ManualResultAnswer } from '../admin-types'
import { ActionAnswer } from './action-answer'
import { NormalBallPicker, normalBallCount, PowerballPicker } from './ball-picker'
import { ConfirmActionDialog } from './confirm-action-dialog'
import { ResultPreview } from './result-preview'
import { RoundField } from './round-field'
import { useTargetRound } from './use-target-round'

/** Game-rules §2: the result an administrator enters replaces the drawn one for a round not yet drawn. */
export function ManualResultCard() {
  const { t } = useTranslation('admin')
  const target = useTargetRound()
  const [balls, setBalls] = useState<number[]>([])
  const [powerball, setPowerball] = useState<number>()
  const [problem, setProblem] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const [answer, setAnswer] = useState<ManualResultAnswer>()
  const save = useMutation(trpc.admin.rounds.manualResult.mutationOptions())

  const complete = balls.length === normalBallCount && powerball !== undefined
  const outcome = complete ? outcomeOf(balls, powerball) : undefined
  const roundName = (roundNo: number) => t('results.roundName', { round: todayRound(roundNo), roundNo })

  function toggle(ball: number) {
    setProblem(undefined)
    setBalls((current) => (current.includes(ball) ? current.filter((b) => b !== ball) : [...current, ball]))
  }

  function review() {
    if (!complete || target.roundNo === undefined) return setProblem(t('results.fillAll'))
    setProblem(undefined)
    setConfirming(true)
  }

  function confirm() {
    if (target.roundNo === undefined || powerball === undefined) return
    save.mutate(
      { roundNumber: target.roundNo, normalBalls: balls, powerBall: powerball },
      {
        onSuccess: (saved) => {
          setAnswer(saved)
          setBalls([])
          setPowerball(undefined)
          toast.success(t('results.saved', { round: roundName(saved.roundNumber) }))
        },
        onError: (error) => {
          const message = t('results.failed', { message: error.message || t('results.saveFailed') })
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
        <RoundField target={target} />
        <NormalBallPicker picked={[...balls].sort((a, b) => a - b)} onToggle={toggle} />
        <PowerballPicker
          value={powerball}
          onChange={(ball) => {
            setProblem(undefined)
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
        {problem && <ErrorAlert message={problem} />}
        {answer && (
          <ActionAnswer title={t('results.saved', { round: roundName(answer.roundNumber) })}>
            <ResultPreview outcome={answer} />
          </ActionAnswer>
        )}
      </CardContent>
      <CardFooter className="flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          onClick={() => {
            setBalls([])
            setPowerball(undefined)
            setProblem(undefined)
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
        isPending={save.isPending}
        onConfirm={confirm}
      >
        {outcome && <ResultPreview outcome={outcome} />}
      </ConfirmActionDialog>
    </Card>
  )
}
