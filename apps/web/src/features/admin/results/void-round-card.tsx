import { todayRound } from '@pb/game'
import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@pb/ui/card'
import { Label } from '@pb/ui/label'
import { Textarea } from '@pb/ui/textarea'
import { useMutation } from '@tanstack/react-query'
import { BanIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { ErrorAlert } from '../../../components/error-alert'
import { formatMoney } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import type { VoidRoundAnswer } from '../admin-types'
import { ActionAnswer } from './action-answer'
import { ConfirmActionDialog } from './confirm-action-dialog'
import { RoundField } from './round-field'
import { useTargetRound } from './use-target-round'

/** The server's limit on a void reason. */
const reasonMaxLength = 200

/** Game-rules §6: a round that will not be drawn; every stake on it is refunded. */
export function VoidRoundCard() {
  const { t } = useTranslation('admin')
  const reasonId = useId()
  const target = useTargetRound()
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const [answer, setAnswer] = useState<VoidRoundAnswer>()
  const cancel = useMutation(trpc.admin.rounds.void.mutationOptions())
  const roundName = (roundNo: number) => t('results.roundName', { round: todayRound(roundNo), roundNo })

  function review() {
    if (target.roundNo === undefined) return setProblem(t('results.roundMissing'))
    if (reason.trim() === '') return setProblem(t('results.reasonMissing'))
    setProblem(undefined)
    setConfirming(true)
  }

  function confirm() {
    if (target.roundNo === undefined) return
    cancel.mutate(
      { roundNumber: target.roundNo, reason: reason.trim() },
      {
        onSuccess: (voided) => {
          setAnswer(voided)
          setReason('')
          toast.success(t('results.voided', { round: roundName(voided.roundNumber) }))
        },
        onError: (error) => {
          const message = t('results.failed', { message: error.message || t('results.voidFailed') })
          setProblem(message)
          toast.error(message)
        },
        onSettled: () => setConfirming(false),
      },
    )
  }

  return (
    <Card className="min-w-0" data-testid="void-round">
      <CardHeader>
        <CardTitle>{t('results.voidTitle')}</CardTitle>
        <CardDescription>{t('results.voidDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <RoundField target={target} />
        <div className="flex flex-col gap-2">
          <Label htmlFor={reasonId}>{t('results.reason')}</Label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={reasonMaxLength}
            placeholder={t('results.reasonPlaceholder')}
            onChange={(event) => {
              setProblem(undefined)
              setReason(event.target.value)
            }}
          />
        </div>
        {problem && <ErrorAlert message={problem} />}
        {answer && (
          <ActionAnswer title={t('results.voided', { round: roundName(answer.roundNumber) })}>
            {t('results.refunded', {
              count: answer.refundedBets,
              amount: formatMoney(answer.refundedAmount),
            })}
          </ActionAnswer>
        )}
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="destructive" onClick={review}>
          <BanIcon aria-hidden />
          {t('results.voidSubmit')}
        </Button>
      </CardFooter>
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('results.voidConfirmTitle', { round: target.roundNo ? roundName(target.roundNo) : '' })}
        description={t('results.voidConfirmDescription')}
        confirmLabel={t('results.voidConfirm')}
        destructive
        isPending={cancel.isPending}
        onConfirm={confirm}
      >
        <p className="rounded-md border bg-muted/40 p-3 text-sm">
          <span className="text-muted-foreground">{t('results.reason')}: </span>
          <span className="break-words">{reason.trim()}</span>
        </p>
      </ConfirmActionDialog>
    </Card>
  )
}
