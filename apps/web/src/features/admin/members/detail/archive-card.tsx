import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { ArchiveIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../../components/error-alert'
import { useRefusalText } from '../../../../hooks/use-refusal-text'
import { formatMoney, formatPoints } from '../../../../lib/format'
import { trpc } from '../../../../trpc/client'
import type { AdminMemberDetail, MemberArchiveAnswer } from '../../admin-types'
import { ActionAnswer } from '../../results/action-answer'
import { ConfirmActionDialog } from '../../shared/confirm-action-dialog'
import { useRefreshMembers } from '../use-refresh-members'

/**
 * Spec "settle a member": after a confirmation, the member's history so far is archived (never
 * deleted) and the counts it cleared stay on screen. A failure is marked with a cross (docs/product.md §8).
 */
export function ArchiveCard({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const [confirming, setConfirming] = useState(false)
  const [answer, setAnswer] = useState<MemberArchiveAnswer>()
  const [problem, setProblem] = useState<string>()
  const refresh = useRefreshMembers()
  const archive = useMutation(trpc.admin.archive.member.mutationOptions())

  function confirm() {
    archive.mutate(
      { id: member.id },
      {
        onSuccess: (archived) => {
          setAnswer(archived)
          setProblem(undefined)
          toast.success(t('members.detail.settlement.done', { loginId: member.loginId }))
        },
        onError: (error) => {
          const message = t('members.detail.settlement.failedWith', {
            message: sayRefusal(error, t('members.detail.unknownError')),
          })
          setProblem(message)
          toast.error(message)
        },
        onSettled: () => {
          setConfirming(false)
          refresh()
        },
      },
    )
  }

  return (
    <Card className="gap-4 py-5" data-testid="settlement">
      <CardHeader className="px-5">
        <CardTitle className="text-base">{t('members.detail.settlement.title')}</CardTitle>
        <CardDescription>{t('members.detail.settlement.help')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        {answer && (
          <ActionAnswer title={t('members.detail.settlement.done', { loginId: member.loginId })}>
            {t('members.detail.settlement.cleared', answer.cleared)}
          </ActionAnswer>
        )}
        {problem && <ErrorAlert message={problem} />}
        <Button variant="outline" className="justify-self-end" onClick={() => setConfirming(true)}>
          <ArchiveIcon aria-hidden />
          {t('members.detail.settlement.submit')}
        </Button>
      </CardContent>
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('members.detail.settlement.confirmTitle', { loginId: member.loginId })}
        description={t('members.detail.settlement.confirmDescription')}
        confirmLabel={t('members.detail.settlement.confirm')}
        isPending={archive.isPending}
        onConfirm={confirm}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 break-keep rounded-md border bg-muted/40 p-3 text-sm">
          <dt className="text-muted-foreground">{t('members.detail.settlement.archives')}</dt>
          <dd>{t('members.detail.settlement.archivesWhat')}</dd>
          <dt className="text-muted-foreground">{t('members.detail.settlement.keeps')}</dt>
          <dd className="tabular-nums">
            {t('members.detail.settlement.keepsWhat', {
              money: formatMoney(member.moneyBal),
              points: formatPoints(member.pointBal),
            })}
          </dd>
        </dl>
      </ConfirmActionDialog>
    </Card>
  )
}
