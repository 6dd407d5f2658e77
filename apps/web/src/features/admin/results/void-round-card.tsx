import { textLimits } from '@pb/contract/limits'
import { todayRound } from '@pb/game'
import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@pb/ui/card'
import { Label } from '@pb/ui/label'
import { Textarea } from '@pb/ui/textarea'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { BanIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import { ProposalSent } from '../approvals/proposal-sent'
import { ConfirmActionDialog } from '../shared/confirm-action-dialog'
import { RoundField } from './round-field'
import { useTargetRound } from './use-target-round'

/**
 * docs/game-rules.md §6.2: a round that will not be drawn; once a second SUPER approves, every stake on it is
 * refunded. The void's reason is the proposal's, published on /fairness.
 */
export function VoidRoundCard() {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const reasonId = useId()
  const target = useTargetRound()
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const [sent, setSent] = useState<number>()
  const propose = useMutation(trpc.admin.rounds.void.mutationOptions())
  const roundName = (roundNo: number) => t('results.roundName', { round: todayRound(roundNo), roundNo })

  function review() {
    if (target.roundNo === undefined) return setProblem(t('results.roundMissing'))
    if (reason.trim() === '') return setProblem(t('results.reasonMissing'))
    setProblem(undefined)
    setConfirming(true)
  }

  function confirm() {
    if (target.roundNo === undefined) return
    propose.mutate(
      { roundNo: target.roundNo, reason: reason.trim() },
      {
        onSuccess: (proposal) => {
          setSent(proposal.id)
          setReason('')
          toast.success(t('approvals.sent.toast', { id: proposal.id }))
        },
        onError: (error) => {
          const message = t('results.failed', { message: sayRefusal(error, t('results.voidFailed')) })
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
            maxLength={textLimits.reason}
            placeholder={t('results.reasonPlaceholder')}
            aria-describedby={`${reasonId}-hint`}
            onChange={(event) => {
              setProblem(undefined)
              setSent(undefined)
              setReason(event.target.value)
            }}
          />
          <p id={`${reasonId}-hint`} className="text-muted-foreground text-xs">
            {t('results.reasonHint')}
          </p>
        </div>
        {problem && <ErrorAlert message={problem} />}
        {sent !== undefined && <ProposalSent ids={[sent]} />}
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
        isPending={propose.isPending}
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
